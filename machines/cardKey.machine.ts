/**
 * The card key machine (docs/cardKeys.md): one key of a card group.
 *
 *   unused   --REDEEM (anyone, while the group is enabled)--> redeemed
 *   redeemed --EXPIRE (the server, once `now` reaches expiresAt)--> expired (final)
 *   unused   --DISABLE (ADMIN or the group's creator)--> disabled (final)
 *
 * REDEEM records who redeemed the key and when, and sets expiresAt to `validDay` days later.
 * Times arrive in the events (`now`), so the machine stays pure. The browser asks
 * `cardKeySnapshot(...).can(event)`; the server rebuilds a stored key the same way, refuses what
 * `can` refuses (409) and persists the next value and context with the transition step every flow
 * uses (compare-and-set on the status, an audit row in the same transaction;
 * server/flow/recordTransition.ts).
 */
import { assign, setup } from 'xstate';
import {
  cardKeyExpiresAt,
  cardKeyMillis,
  type CardGroupStatus,
  type CardKeyActor,
  type CardKeyStatus,
  type CardKeyTime,
} from '../contracts/cardKeyKinds.js';

export interface CardKeyContext {
  /** The key's group's status, read with the key. */
  groupStatus: CardGroupStatus;
  /** The group's creator (a CREATOR, or the admin who generated it). */
  ownerId: number;
  /** Days a redeemed key lasts. */
  validDay: number;
  /** Set by REDEEM. */
  redeemedBy: number | null;
  redeemedAt: CardKeyTime | null;
  expiresAt: CardKeyTime | null;
}

export type CardKeyEvent =
  | { type: 'REDEEM'; actor: CardKeyActor; now: CardKeyTime }
  | { type: 'EXPIRE'; now: CardKeyTime }
  | { type: 'DISABLE'; actor: CardKeyActor };

export const cardKeyMachine = setup({
  types: {
    context: {} as CardKeyContext,
    events: {} as CardKeyEvent,
    input: {} as CardKeyContext,
  },
  guards: {
    // A redemption without a real moment would store an expiry that never comes.
    mayRedeem: ({ context, event }) =>
      context.groupStatus === 'enabled' && event.type === 'REDEEM' && !Number.isNaN(cardKeyMillis(event.now)),
    // NaN compares false: a key without a readable expiry never expires by mistake.
    hasExpired: ({ context, event }) =>
      event.type === 'EXPIRE' &&
      context.expiresAt !== null &&
      cardKeyMillis(event.now) >= cardKeyMillis(context.expiresAt),
    isOwnerOrAdmin: ({ context, event }) =>
      event.type === 'DISABLE' && (event.actor.roles.includes('ADMIN') || event.actor.id === context.ownerId),
  },
}).createMachine({
  id: 'cardKey',
  context: ({ input }) => input,
  initial: 'unused',
  states: {
    unused: {
      on: {
        REDEEM: {
          guard: 'mayRedeem',
          target: 'redeemed',
          actions: assign(({ context, event }) => ({
            redeemedBy: event.actor.id,
            redeemedAt: event.now,
            expiresAt: cardKeyExpiresAt(event.now, context.validDay),
          })),
        },
        DISABLE: { guard: 'isOwnerOrAdmin', target: 'disabled' },
      },
    },
    redeemed: { on: { EXPIRE: { guard: 'hasExpired', target: 'expired' } } },
    // Kept for the record: the key's history stays explainable; it never works again.
    expired: { type: 'final' },
    disabled: { type: 'final' },
  },
});

/** The states of the machine: the stored statuses. */
export const CARD_KEY_MACHINE_STATES = Object.keys(cardKeyMachine.root.states) as CardKeyStatus[];

/** The snapshot of a stored key. */
export function cardKeySnapshot(status: CardKeyStatus, context: CardKeyContext) {
  return cardKeyMachine.resolveState({ value: status, context });
}
