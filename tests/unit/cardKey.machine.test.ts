/**
 * The card key machine, model-based: an independent oracle (docs/cardKeys.md written as a
 * function of status, group status, expiry, event and sender) is checked against the machine from
 * every stored status for every event and sender, and along every path xstate/graph finds.
 */
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  CARD_GROUP_STATUSES,
  CARD_KEY_STATUSES,
  type CardGroupStatus,
  type CardKeyActor,
  type CardKeyStatus,
} from '../../contracts/cardKeyKinds.js';
import {
  CARD_KEY_MACHINE_STATES,
  cardKeyMachine,
  cardKeySnapshot,
  type CardKeyContext,
  type CardKeyEvent,
} from '../../machines/cardKey.machine.js';

const ACTORS = {
  admin: { id: 1, roles: ['ADMIN'] },
  owner: { id: 3, roles: ['CREATOR'] },
  otherCreator: { id: 4, roles: ['CREATOR'] },
  operator: { id: 5, roles: ['OPERATE'] },
  auditor: { id: 10, roles: ['AUDITOR'] },
  appUser: { id: 77, roles: [] },
} satisfies Record<string, CardKeyActor>;

const OWNER_ID = ACTORS.owner.id;
const VALID_DAY = 30;
const DAY = 86_400_000;
const REDEEMED_AT = Date.UTC(2026, 0, 10, 12);
const EXPIRES_AT = REDEEMED_AT + VALID_DAY * DAY;

const unusedContext = (groupStatus: CardGroupStatus): CardKeyContext => ({
  groupStatus,
  ownerId: OWNER_ID,
  validDay: VALID_DAY,
  redeemedBy: null,
  redeemedAt: null,
  expiresAt: null,
});
/** A stored key in `status`: redeemed and expired keys carry their redemption. */
const storedContext = (status: CardKeyStatus, groupStatus: CardGroupStatus): CardKeyContext =>
  status === 'redeemed' || status === 'expired'
    ? { ...unusedContext(groupStatus), redeemedBy: ACTORS.appUser.id, redeemedAt: REDEEMED_AT, expiresAt: EXPIRES_AT }
    : unusedContext(groupStatus);

const NOWS = {
  dayBefore: EXPIRES_AT - DAY,
  msBefore: EXPIRES_AT - 1,
  atExpiry: EXPIRES_AT,
  isoAfter: new Date(EXPIRES_AT + DAY).toISOString(),
  notATime: 'next week',
} as const;

const events: CardKeyEvent[] = [
  ...Object.values(ACTORS).flatMap((actor): CardKeyEvent[] => [
    { type: 'REDEEM', actor, now: REDEEMED_AT },
    { type: 'DISABLE', actor },
  ]),
  { type: 'REDEEM', actor: ACTORS.appUser, now: NOWS.notATime },
  ...Object.values(NOWS).map((now): CardKeyEvent => ({ type: 'EXPIRE', now })),
];

interface Model {
  status: CardKeyStatus;
  expiresAt: number | null;
}

/** docs/cardKeys.md, written independently of the machine; undefined when refused. */
function oracle(model: Model, groupStatus: CardGroupStatus, event: CardKeyEvent): Model | undefined {
  const ms = (t: number | string) => (typeof t === 'number' ? t : new Date(t).getTime());
  if (model.status === 'unused' && event.type === 'REDEEM') {
    const now = ms(event.now);
    return groupStatus === 'enabled' && !Number.isNaN(now) ? { status: 'redeemed', expiresAt: now + VALID_DAY * DAY } : undefined;
  }
  if (model.status === 'unused' && event.type === 'DISABLE') {
    const allowed = event.actor.roles.includes('ADMIN') || event.actor.id === OWNER_ID;
    return allowed ? { status: 'disabled', expiresAt: null } : undefined;
  }
  if (model.status === 'redeemed' && event.type === 'EXPIRE') {
    return ms(event.now) >= model.expiresAt! ? { status: 'expired', expiresAt: model.expiresAt } : undefined;
  }
  return undefined;
}

const describeEvent = (event: CardKeyEvent) =>
  `${event.type}${'actor' in event ? ` by ${event.actor.id}` : ''}${'now' in event ? ` at ${event.now}` : ''}`;
const serializeState = (snapshot: { value: unknown; context: CardKeyContext }) =>
  JSON.stringify([snapshot.value, snapshot.context]);
const serializeEvent = (event: CardKeyEvent) => JSON.stringify({ ...event, actor: 'actor' in event ? event.actor.id : null });

describe('card key machine', () => {
  it('has exactly the stored statuses as states, starting unused, expired and disabled final', () => {
    expect([...CARD_KEY_MACHINE_STATES].sort()).toEqual([...CARD_KEY_STATUSES].sort());
    expect(cardKeyMachine.config.initial).toBe('unused');
    expect(() => cardKeySnapshot('lost' as CardKeyStatus, unusedContext('enabled'))).toThrow();
    const statusOf = (s: CardKeyStatus) => cardKeySnapshot(s, storedContext(s, 'enabled')).status;
    expect(CARD_KEY_STATUSES.map((s) => [s, statusOf(s)])).toEqual([
      ['unused', 'active'],
      ['redeemed', 'active'],
      ['expired', 'done'],
      ['disabled', 'done'],
    ]);
  });

  for (const groupStatus of CARD_GROUP_STATUSES) {
    it.each(CARD_KEY_STATUSES.map((s) => [s]))(`group ${groupStatus}: from stored %s, each event is allowed exactly as the oracle says`, (status) => {
      const context = storedContext(status, groupStatus);
      for (const event of events) {
        const snapshot = cardKeySnapshot(status, context);
        const expected = oracle({ status, expiresAt: context.expiresAt as number | null }, groupStatus, event);
        expect(snapshot.can(event), `${groupStatus} ${status} ${describeEvent(event)}`).toBe(expected !== undefined);
        const [next, actions] = transition(cardKeyMachine, snapshot, event);
        expect(next.value).toBe(expected?.status ?? status);
        expect(next.context.expiresAt).toBe(expected?.expiresAt ?? context.expiresAt);
        expect(actions).toEqual([]);
      }
    });
  }

  it('reaches every status from a new key of an enabled group, expired by REDEEM then EXPIRE', () => {
    const paths = getShortestPaths(cardKeyMachine, { events, input: unusedContext('enabled'), serializeState, serializeEvent });
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(CARD_KEY_STATUSES));
    const toExpired = paths.find((p) => p.state.value === 'expired')!;
    expect(toExpired.steps.map((s) => s.event.type)).toEqual(['xstate.init', 'REDEEM', 'EXPIRE']);
  });

  it('reaches only unused and disabled when the group is disabled', () => {
    const paths = getShortestPaths(cardKeyMachine, { events, input: unusedContext('disabled'), serializeState, serializeEvent });
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['unused', 'disabled']));
  });

  it('follows the oracle along every simple path', () => {
    const paths = getSimplePaths(cardKeyMachine, { events, input: unusedContext('enabled'), serializeState, serializeEvent });
    const types = new Set(paths.map((p) => p.steps.slice(1).map((s) => s.event.type).join(' ')));
    expect(types).toEqual(new Set(['', 'REDEEM', 'REDEEM EXPIRE', 'DISABLE']));
    for (const path of paths) {
      let model: Model = { status: 'unused', expiresAt: null };
      for (const step of path.steps.slice(1)) {
        const event = step.event as CardKeyEvent;
        const next = oracle(model, 'enabled', event);
        expect(next, `${model.status} --${describeEvent(event)}-->`).toBeDefined();
        model = next!;
        expect(step.state.value).toBe(model.status);
        expect(step.state.context.expiresAt).toBe(model.expiresAt);
      }
    }
  });
});

describe('card key guards', () => {
  const redeem = (now: number | string = REDEEMED_AT, actor: CardKeyActor = ACTORS.appUser): CardKeyEvent => ({ type: 'REDEEM', actor, now });

  it('redeems a key of an enabled group only', () => {
    expect(cardKeySnapshot('unused', unusedContext('enabled')).can(redeem())).toBe(true);
    expect(cardKeySnapshot('unused', unusedContext('disabled')).can(redeem())).toBe(false);
    expect(cardKeySnapshot('unused', unusedContext('disabled')).can(redeem(REDEEMED_AT, ACTORS.admin))).toBe(false);
  });

  it('records who redeemed, when, and the expiry validDay days later', () => {
    const iso = '2026-03-01T08:00:00.000Z';
    const [next] = transition(cardKeyMachine, cardKeySnapshot('unused', unusedContext('enabled')), redeem(iso));
    expect(next.value).toBe('redeemed');
    expect(next.context).toEqual({
      ...unusedContext('enabled'),
      redeemedBy: ACTORS.appUser.id,
      redeemedAt: iso,
      expiresAt: Date.UTC(2026, 2, 31, 8),
    });
  });

  it('refuses a redemption without a real moment', () => {
    expect(cardKeySnapshot('unused', unusedContext('enabled')).can(redeem('soon'))).toBe(false);
    expect(cardKeySnapshot('unused', unusedContext('enabled')).can(redeem(Number.NaN))).toBe(false);
  });

  it('lets ADMIN and the group’s creator disable, not another creator nor the rest', () => {
    const may = (actor: CardKeyActor) => cardKeySnapshot('unused', unusedContext('enabled')).can({ type: 'DISABLE', actor });
    expect(may(ACTORS.admin)).toBe(true);
    expect(may(ACTORS.owner)).toBe(true);
    expect(may(ACTORS.otherCreator)).toBe(false);
    expect(may(ACTORS.operator)).toBe(false);
    expect(may(ACTORS.auditor)).toBe(false);
    expect(may(ACTORS.appUser)).toBe(false);
  });

  it('expires a redeemed key once now reaches expiresAt, not a moment before', () => {
    const stored = (expiresAt: number | string | null) => cardKeySnapshot('redeemed', { ...storedContext('redeemed', 'enabled'), expiresAt });
    const can = (now: number | string, expiresAt: number | string | null = EXPIRES_AT) => stored(expiresAt).can({ type: 'EXPIRE', now });
    expect(can(NOWS.dayBefore)).toBe(false);
    expect(can(NOWS.msBefore)).toBe(false);
    expect(can(NOWS.atExpiry)).toBe(true);
    expect(can(NOWS.isoAfter)).toBe(true);
    expect(can(NOWS.notATime)).toBe(false);
    // A stored ISO expiry compares the same way; an unreadable or missing one never expires.
    const isoExpiry = new Date(EXPIRES_AT).toISOString();
    expect(can(EXPIRES_AT - 1, isoExpiry)).toBe(false);
    expect(can(EXPIRES_AT, isoExpiry)).toBe(true);
    expect(can(EXPIRES_AT + DAY, 'garbage')).toBe(false);
    expect(can(EXPIRES_AT + DAY, null)).toBe(false);
  });

  it('does nothing more with an expired or disabled key, whoever asks', () => {
    for (const status of ['expired', 'disabled'] as const) {
      const snapshot = cardKeySnapshot(status, storedContext(status, 'enabled'));
      for (const event of events) expect(snapshot.can(event), `${status} ${describeEvent(event)}`).toBe(false);
    }
  });
});
