/**
 * The settlement machine (docs/settlement.md), the one copy of the settlement flow:
 *
 *   unapplied --APPLY (owner, month closed)--> submitted
 *   submitted --EXAMINE (ADMIN, activeFinalNum + activeMoney)--> examined
 *   submitted --RETURN (ADMIN, reason)--> unapplied
 *   examined  --CONFIRM (owner)--> settled (final)
 *
 * Each event carries its actor; the guards read the actor and the record (owner, month). The
 * browser asks `settlementSnapshot(record).can(event)` to show only the possible actions; the
 * server rebuilds the stored record the same way, refuses what `can` refuses (409) and persists
 * the next snapshot's value and context (server/flow/recordTransition.ts). Pure: no clock of
 * its own (APPLY carries `now`), no I/O.
 */
import { and, assign, setup } from 'xstate';
import {
  isMonthClosed,
  ownsSettlement,
  type SettlementActor,
  type SettlementOwner,
  type SettlementStatus,
} from '../contracts/settlementKinds.js';

export interface SettlementContext {
  /** `YYYY-MM`. */
  month: string;
  owner: SettlementOwner;
  /** Counted from the days; the owner applies with it. */
  activeNum: number;
  /** Set by EXAMINE. */
  activeFinalNum: number | null;
  /** Decimal string, set by EXAMINE. */
  activeMoney: string | null;
  /** Set by RETURN, cleared by the next APPLY. */
  returnReason: string | null;
}

export type SettlementEvent =
  | { type: 'APPLY'; actor: SettlementActor; now: number }
  | {
      type: 'EXAMINE';
      actor: SettlementActor;
      activeFinalNum: number;
      activeMoney: string;
      /** The examiner's second yes to money far from the suggestion (the server's rule). */
      confirmUnusual?: boolean;
    }
  | { type: 'RETURN'; actor: SettlementActor; reason: string }
  | { type: 'CONFIRM'; actor: SettlementActor };

export const settlementMachine = setup({
  types: {
    context: {} as SettlementContext,
    events: {} as SettlementEvent,
    input: {} as SettlementContext,
  },
  guards: {
    isOwner: ({ context, event }) => ownsSettlement(event.actor, context.owner),
    isAdmin: ({ event }) => event.actor.roles.includes('ADMIN'),
    monthClosed: ({ context, event }) =>
      event.type === 'APPLY' && isMonthClosed(context.month, event.now),
  },
}).createMachine({
  id: 'settlement',
  context: ({ input }) => input,
  initial: 'unapplied',
  states: {
    unapplied: {
      on: {
        APPLY: {
          guard: and(['isOwner', 'monthClosed']),
          target: 'submitted',
          actions: assign({ returnReason: null }),
        },
      },
    },
    submitted: {
      on: {
        EXAMINE: {
          guard: 'isAdmin',
          target: 'examined',
          actions: assign(({ event }) => ({
            activeFinalNum: event.activeFinalNum,
            activeMoney: event.activeMoney,
          })),
        },
        RETURN: {
          guard: 'isAdmin',
          target: 'unapplied',
          actions: assign(({ event }) => ({ returnReason: event.reason })),
        },
      },
    },
    examined: {
      on: { CONFIRM: { guard: 'isOwner', target: 'settled' } },
    },
    settled: { type: 'final' },
  },
});

/** The states of the machine: the stored statuses. */
export const SETTLEMENT_MACHINE_STATES = Object.keys(
  settlementMachine.root.states,
) as SettlementStatus[];

/** The snapshot of a stored settlement. */
export function settlementSnapshot(status: SettlementStatus, context: SettlementContext) {
  return settlementMachine.resolveState({ value: status, context });
}
