/**
 * What every figure screen reads once: the user's key (column choices), settlement actor, and
 * whether they may read record histories (the History action's loader, or nothing).
 */
import { useCurrentUser } from '@/auth/useCurrentUser';
import { useHistoryAccess } from '@/history/useRecordHistory';
import { useSettlementActor } from './useSettlementActor';

export function useFigureScreen() {
  const { userKey } = useCurrentUser();
  return {
    actor: useSettlementActor(),
    userKey: userKey,
    recordHistory: useHistoryAccess(),
  };
}
