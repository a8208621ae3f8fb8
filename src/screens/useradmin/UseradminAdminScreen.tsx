/**
 * Users (/useradmin/useradmin-admin): ADMIN manages, AUDITOR reads and exports. The list filters by
 * name, role, status and creation date; row actions edit roles, reset the password and take the
 * account machine's FREEZE / UNFREEZE / BAN (only those the machine allows from the row's status,
 * never on the signed-in user's own row), end all of the user's sessions, and History (the account's statechart and transitions)
 * for those who may read record histories. No create, edit or delete: the server has none.
 */
import { useMemo, useState } from 'react';
import { KeyRegular, PeopleRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { ACCOUNT_EVENTS } from '@contracts/account.js';
import type { UserAdminRecord } from '@contracts/userAdmin.js';
import type { userContract } from '@contracts/resources/users.js';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { notify } from '@/api/notifier';
import type { RecordHistoryLoader } from '@/api/audit';
import { userAdminApi, type UserAdminApi } from '@/api/userAdmin';
import type { RowAction } from '@/components/list/RowActions';
import { ResourceListView, type ListControls } from '@/components/list/ResourceListView';
import { useHistoryAccess, useRecordHistory } from '@/history/useRecordHistory';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { RolesDialog } from './RolesDialog';
import { useAccountActions } from './useAccountActions';
import { useUserColumns } from './userColumns';
import {
  listPermissions,
  useradminPermissions,
  type UseradminPermissions,
} from './useradminPermissions';

export interface UseradminAdminViewProps {
  api: UserAdminApi;
  permissions: UseradminPermissions;
  /** The signed-in user's id: their own row offers no account action. */
  currentUserId?: number;
  userKey?: string;
  /** Where an export goes (the browser download by default). */
  saveFile?: (blob: Blob, fileName: string) => void;
  /** How to read an account's history: only for those who may (useHistoryAccess). */
  recordHistory?: RecordHistoryLoader;
}

interface OpenDialog {
  kind: 'roles' | 'password';
  user: UserAdminRecord;
  refresh: () => void;
}

export function UseradminAdminView({
  api,
  permissions,
  currentUserId,
  userKey,
  saveFile,
  recordHistory,
}: UseradminAdminViewProps) {
  const { LL } = useI18nContext();
  const U = LL.userAdmin;
  const { columns, filterFields } = useUserColumns();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const account = useAccountActions(api.changeStatus, permissions, currentUserId, api.endSessions, api.resetMfa);
  const history = useRecordHistory(recordHistory);
  const { editRoles, resetPassword } = permissions;
  const anyAccountAction = permissions.endSessions || permissions.resetMfa || ACCOUNT_EVENTS.some((event) => permissions.account[event]);

  const rowActions = (row: UserAdminRecord, list: ListControls): RowAction[] => {
    const open = (kind: OpenDialog['kind']) => () =>
      setDialog({ kind, user: row, refresh: list.refresh });
    return [
      ...(editRoles
        ? [{ id: 'roles', label: U.editRoles(), icon: <PeopleRegular />, run: open('roles') }]
        : []),
      ...(resetPassword
        ? [
            {
              id: 'password',
              label: U.resetPassword(),
              icon: <KeyRegular />,
              run: open('password'),
            },
          ]
        : []),
      ...account.rowActions(row, list),
      ...history.actions('user', row.id, row.username),
    ];
  };

  const saved = (text: string) => {
    notify('success', text, 3000);
    dialog?.refresh();
    setDialog(null);
  };
  const close = () => setDialog(null);

  return (
    <ResourceListView<typeof userContract>
      title={LL.route.useradminAdmin()}
      tableId="users"
      api={api.users}
      permissions={listPermissions(permissions)}
      userKey={userKey}
      saveFile={saveFile}
      columns={columns}
      filterFields={filterFields}
      rowName={(row) => row.username}
      rowActions={
        editRoles || resetPassword || anyAccountAction || history.offered ? rowActions : undefined
      }
      extras={() => (
        <>
          {dialog?.kind === 'roles' && (
            <RolesDialog
              user={dialog.user}
              updateRoles={api.updateRoles}
              onClose={close}
              onSaved={() => saved(U.rolesSaved({ name: dialog.user.username }))}
            />
          )}
          {dialog?.kind === 'password' && (
            <ResetPasswordDialog
              user={dialog.user}
              resetPassword={api.resetPassword}
              onClose={close}
              onSaved={() => saved(U.passwordReset({ name: dialog.user.username }))}
            />
          )}
          {account.dialog}
          {history.drawer}
        </>
      )}
    />
  );
}

export default function UseradminAdminScreen() {
  const { roles, id: userId, userKey } = useCurrentUser();
  const permissions = useMemo(() => useradminPermissions(roles), [roles]);
  return (
    <UseradminAdminView
      api={userAdminApi}
      permissions={permissions}
      currentUserId={userId}
      userKey={userKey}
      recordHistory={useHistoryAccess()}
    />
  );
}
