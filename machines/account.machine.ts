/**
 * The account status machine (docs/audit.md): normal --FREEZE--> frozen --UNFREEZE--> normal;
 * normal and frozen --BAN--> banned (final). The browser asks it which actions to show; the
 * server rebuilds a stored account's snapshot with `resolveState`, asks `can(event)` and computes
 * the next status with xstate's pure `transition` (server/modules/useradmin/accountStatus.ts).
 * There is no other copy of these transitions.
 */
import { setup } from 'xstate';
import type { AccountEventType, AccountStatus } from '../contracts/account.js';

export type AccountEvent = { type: AccountEventType };

export const accountMachine = setup({
  types: {
    events: {} as AccountEvent,
  },
}).createMachine({
  id: 'account',
  initial: 'normal',
  states: {
    normal: { on: { FREEZE: 'frozen', BAN: 'banned' } },
    frozen: { on: { UNFREEZE: 'normal', BAN: 'banned' } },
    banned: { type: 'final' },
  },
});

/** The states of the machine: the stored statuses. */
export const ACCOUNT_MACHINE_STATES = Object.keys(accountMachine.root.states) as AccountStatus[];

/** The snapshot of an account whose stored status is `status`. */
export function accountSnapshot(status: AccountStatus) {
  return accountMachine.resolveState({ value: status, context: {} });
}
