/**
 * The feedback desk (/wn/opinion-admin; docs/feedback.md): the signed-in user's roles give what
 * they may do (the feedback flow's calls) and whether they read a feedback's History.
 */
import { useMemo } from 'react';
import { useI18nContext } from '@locales/i18n-react';
import { entityPermissions } from '@contracts/permissions.js';
import { feedbackApi } from '@/api/feedback';
import { scriptApi } from '@/api/scripts';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { useHistoryAccess } from '@/history/useRecordHistory';
import { FeedbackView } from './FeedbackView';

export default function FeedbackAdminScreen() {
  const { LL } = useI18nContext();
  const { id, roles, userKey } = useCurrentUser();
  const actor = useMemo(() => ({ id: id ?? 0, roles }), [id, roles]);
  const permissions = useMemo(() => entityPermissions(roles, 'Feedback'), [roles]);
  const recordHistory = useHistoryAccess();
  return (
    <FeedbackView
      title={LL.route.opinionAdmin()}
      tableId="opinionAdmin"
      api={feedbackApi}
      scripts={scriptApi.records}
      actor={actor}
      recordHistory={recordHistory}
      permissions={permissions}
      userKey={userKey}
    />
  );
}
