/**
 * The account flow's actions on the users list (docs/flows.md): the events the account machine
 * allows for the row's status, that this user's roles may send, never on their own account.
 * FREEZE and BAN take the user's access away and are asked about first; UNFREEZE runs at once.
 * Beside them, ending all of the user's sessions (docs/auth-protocol.md, "Sessions") and resetting
 * their two-step verification, each asked first.
 */
import { useRef, type ReactElement } from 'react';
import { KeyResetRegular, LockClosedRegular, LockOpenRegular, ProhibitedRegular, SignOutRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { ACCOUNT_EVENTS, type AccountEventType } from '@contracts/account.js';
import type { UserAdminRecord } from '@contracts/userAdmin.js';
import { accountSnapshot } from '@machines/account.machine.js';
import type { UserAdminApi } from '@/api/userAdmin';
import { useFlowOutcome } from '@/flow/useFlowOutcome';
import { useRecordActions, type RecordFlow } from '@/flow/useRecordActions';
import type { UseradminPermissions } from './useradminPermissions';

/** The account machine's events, ending the user's sessions and resetting their second step (no status change). */
type UserEvent = AccountEventType | 'END_SESSIONS' | 'RESET_MFA';

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
  endSessions: UserAdminApi['endSessions'],
  resetMfa: UserAdminApi['resetMfa'],
) {
  const { LL } = useI18nContext();
  const U = LL.userAdmin;
  // How many sessions the last END_SESSIONS ended, for its notice.
  const ended = useRef(0);
  const outcome = useFlowOutcome<UserAdminRecord, UserEvent>(nameOf, (event, name) =>
    event === 'END_SESSIONS'
      ? U.endSessions.done({ name, count: ended.current })
      : event === 'RESET_MFA'
        ? U.resetMfa.done({ name })
        : U.done[event]({ name }),
  );
  const asked = (event: 'FREEZE' | 'BAN') => (_row: UserAdminRecord, name: string) => ({
    title: U.confirmTitle[event](),
    text: U.confirmText[event]({ name }),
    confirmLabel: U.action[event](),
  });
  const flow: RecordFlow<UserAdminRecord, UserEvent> = {
    eventsOf: (row) => {
      if (row.id === currentUserId) return [];
      const snapshot = accountSnapshot(row.status);
      const events: UserEvent[] = ACCOUNT_EVENTS.filter((type) => permissions.account[type] && snapshot.can({ type }));
      // A frozen or banned account's sessions already answer why they stopped; unfreezing ends them.
      if (permissions.endSessions && row.status === 'normal') events.push('END_SESSIONS');
      // A ban is final: nothing left to reset on such an account.
      return permissions.resetMfa && row.status !== 'banned' ? [...events, 'RESET_MFA'] : events;
    },
    nameOf,
    events: {
      FREEZE: { label: U.action.FREEZE(), icon: ICONS.FREEZE, call: (row) => changeStatus(row.id, 'FREEZE'), question: asked('FREEZE') },
      UNFREEZE: { label: U.action.UNFREEZE(), icon: ICONS.UNFREEZE, call: (row) => changeStatus(row.id, 'UNFREEZE') },
      BAN: { label: U.action.BAN(), icon: ICONS.BAN, danger: true, call: (row) => changeStatus(row.id, 'BAN'), question: asked('BAN') },
      END_SESSIONS: {
        label: U.endSessions.action(),
        icon: <SignOutRegular />,
        call: async (row) => {
          ended.current = (await endSessions(row.id)).ended;
        },
        question: (_row, name) => ({
          title: U.endSessions.confirmTitle(),
          text: U.endSessions.confirmText({ name }),
          confirmLabel: U.endSessions.action(),
        }),
      },
      RESET_MFA: {
        label: U.resetMfa.action(),
        icon: <KeyResetRegular />,
        call: (row) => resetMfa(row.id),
        question: (_row, name) => ({
          title: U.resetMfa.confirmTitle(),
          text: U.resetMfa.confirmText({ name }),
          confirmLabel: U.resetMfa.action(),
        }),
      },
    },
  };
  const actions = useRecordActions(outcome, flow);
  return { rowActions: actions.rowActions, dialog: actions.dialog };
}
