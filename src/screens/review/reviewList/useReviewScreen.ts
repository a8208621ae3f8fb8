/** What every review screen reads once: the signed-in user as the review actor, and their key. */
import { useMemo } from 'react';
import type { ReviewActor } from '@contracts/review.js';
import type { RecordHistoryLoader } from '@/api/audit';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { useHistoryAccess } from '@/history/useRecordHistory';

/** ADMIN and AUDITOR also get each record's history (useHistoryAccess). */
export function useReviewScreen(): {
  actor: ReviewActor;
  userKey?: string;
  recordHistory?: RecordHistoryLoader;
} {
  const { roles, id: userId, userKey } = useCurrentUser();
  const actor = useMemo(() => ({ id: userId ?? 0, roles }), [userId, roles]);
  const recordHistory = useHistoryAccess();
  return { actor, userKey: userKey, recordHistory };
}
