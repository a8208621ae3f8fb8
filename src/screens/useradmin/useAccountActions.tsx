/**
 * The account flow's actions on the users list (docs/flows.md): the events the account machine
 * allows for the row's status, that this user's roles may send, never on their own account.
 * FREEZE and BAN take the user's access away and are asked about first; UNFREEZE runs at once.
 */
import type { ReactElement } from 'react';
import { LockClosedRegular, LockOpenRegular, ProhibitedRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { ACCOUNT_EVENTS, type AccountEventType } from '@contracts/account.js';
import type { UserAdminRecord } from '@contracts/userAdmin.js';
import { accountSnapshot } from '@machines/account.machine.js';
import type { UserAdminApi } from '@/api/userAdmin';
import { useFlowOutcome } from '@/flow/useFlowOutcome';
import { useRecordActions, type RecordFlow } from '@/flow/useRecordActions';
import type { UseradminPermissions } from './useradminPermissions';

const ICONS: Record<AccountEventType, ReactElement> = {
  FREEZE: <LockClosedRegular />,
  UNFREEZE: <LockOpenRegular />,
  BAN: <ProhibitedRegular />,
};

const nameOf = (row: UserAdminRecord) => row.username;

export function useAccountActions(
  changeStatus: UserAdminApi['changeStatus'],
  permissions: UseradminPermissions,
  currentUserId: number | undefined,
) {
  const { LL } = useI18nContext();
  const U = LL.userAdmin;
  const outcome = useFlowOutcome<UserAdminRecord, AccountEventType>(nameOf, (event, name) => U.done[event]({ name }));
  const asked = (event: 'FREEZE' | 'BAN') => (_row: UserAdminRecord, name: string) => ({
    title: U.confirmTitle[event](),
    text: U.confirmText[event]({ name }),
    confirmLabel: U.action[event](),
  });
  const flow: RecordFlow<UserAdminRecord, AccountEventType> = {
    eventsOf: (row) => {
      if (row.id === currentUserId) return [];
      const snapshot = accountSnapshot(row.status);
      return ACCOUNT_EVENTS.filter((type) => permissions.account[type] && snapshot.can({ type }));
    },
    nameOf,
    events: {
      FREEZE: { label: U.action.FREEZE(), icon: ICONS.FREEZE, call: (row) => changeStatus(row.id, 'FREEZE'), question: asked('FREEZE') },
      UNFREEZE: { label: U.action.UNFREEZE(), icon: ICONS.UNFREEZE, call: (row) => changeStatus(row.id, 'UNFREEZE') },
      BAN: { label: U.action.BAN(), icon: ICONS.BAN, danger: true, call: (row) => changeStatus(row.id, 'BAN'), question: asked('BAN') },
    },
  };
  const actions = useRecordActions(outcome, flow);
  return { rowActions: actions.rowActions, dialog: actions.dialog };
}
