/**
 * /versionUpload/version-admin (ADMIN): the assistant app's releases (docs/releases.md), for the
 * signed-in user: what they may read and change comes from their roles.
 */
import { useMemo } from 'react';
import { useI18nContext } from '@locales/i18n-react';
import { entityPermissions } from '@contracts/permissions.js';
import { appReleaseApi } from '@/api/releases';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { useHistoryAccess } from '@/history/useRecordHistory';
import { AppReleaseAdminView } from './AppReleaseAdminView';

export default function AppReleaseAdminScreen() {
  const { LL } = useI18nContext();
  const { id, roles, userKey } = useCurrentUser();
  const actor = useMemo(() => ({ id: id ?? 0, roles }), [id, roles]);
  const recordHistory = useHistoryAccess();
  return (
    <AppReleaseAdminView
      title={LL.route.versionAdmin()}
      api={appReleaseApi}
      actor={actor}
      permissions={entityPermissions(roles, 'AppRelease')}
      recordHistory={recordHistory}
      userKey={userKey}
    />
  );
}
