/**
 * Every catalogue screen (scriptScreens.ts; docs/scripts.md): ADMIN's catalogue and third-party
 * scripts, a creator's own scripts, a company's signed scripts and the operator's screen. The
 * screen key gives the scope and the tabs beside the scripts (ScriptAdminTabs.tsx); the user's
 * roles give what they may change and read.
 */
import { useMemo } from 'react';
import { useI18nContext } from '@locales/i18n-react';
import { brandContract } from '@contracts/resources/masterData.js';
import { gameContract } from '@contracts/resources/games.js';
import { entityPermissions } from '@contracts/permissions.js';
import { resourceApi } from '@/api/resources';
import { scriptApi } from '@/api/scripts';
import { userAdminApi } from '@/api/userAdmin';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { useHistoryAccess } from '@/history/useRecordHistory';
import { useScreenKey } from '@/router/screenKey';
import { useScriptAdminTabs } from './ScriptAdminTabs';
import { ScriptCatalogueView } from './ScriptCatalogueView';
import { scriptRightsOf } from './scriptRights';
import { SCRIPT_SCREENS } from './scriptScreens';
import type { ScriptChoiceSources } from './useScriptChoices';

const gameApi = resourceApi(gameContract);
const brandApi = resourceApi(brandContract);

export default function ScriptCatalogueScreen() {
  const { LL } = useI18nContext();
  const screenKey = useScreenKey(SCRIPT_SCREENS);
  const { user, id, roles, userKey } = useCurrentUser();
  const rights = useMemo(() => scriptRightsOf(roles), [roles]);
  const actor = useMemo(() => ({ id: id ?? 0, roles }), [id, roles]);
  const recordHistory = useHistoryAccess();
  // Only the sources this user may read: a 403 would be an error, not an empty choice.
  const sources = useMemo((): Omit<ScriptChoiceSources, 'scripts'> => {
    const may = (entity: 'Game' | 'Brand' | 'User') => entityPermissions(roles, entity).list;
    return {
      games: may('Game') ? gameApi : undefined,
      brands: may('Brand') ? brandApi : undefined,
      creators: may('User') && rights.editing === 'all' ? userAdminApi.users : undefined,
    };
  }, [roles, rights.editing]);
  const adminTabs = useScriptAdminTabs(screenKey, { roles, userKey, actor, recordHistory });
  if (adminTabs?.open) return adminTabs.open;
  return (
    <ScriptCatalogueView
      key="scripts"
      belowTitle={adminTabs?.tabs}
      moreRowActions={adminTabs?.contractsOf}
      title={LL.route[screenKey]()}
      tableId={screenKey}
      variant={SCRIPT_SCREENS[screenKey]}
      api={scriptApi}
      rights={rights}
      actor={actor}
      nickname={user?.name ?? ''}
      sources={sources}
      recordHistory={recordHistory}
      userKey={userKey}
    />
  );
}
