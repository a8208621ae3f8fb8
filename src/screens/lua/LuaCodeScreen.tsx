/** /luaUpload/version-upload (ADMIN, LUA_ADMIN): the Lua detection code's versions (docs/releases.md). */
import { useMemo } from 'react';
import { entityPermissions } from '@contracts/permissions.js';
import { luaVersionApi } from '@/api/releases';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { useHistoryAccess } from '@/history/useRecordHistory';
import { LuaCodeView } from './LuaCodeView';

export default function LuaCodeScreen() {
  const { id, roles, userKey } = useCurrentUser();
  const actor = useMemo(() => ({ id: id ?? 0, roles }), [id, roles]);
  const recordHistory = useHistoryAccess();
  return (
    <LuaCodeView
      api={luaVersionApi}
      actor={actor}
      permissions={entityPermissions(roles, 'LuaVersion')}
      recordHistory={recordHistory}
      userKey={userKey}
    />
  );
}
