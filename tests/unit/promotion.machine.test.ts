/**
 * The promotion machine, model-based: an independent oracle (docs/flows.md, "Promotion", written
 * as a function of status, period, event, sender and time) is checked against the machine from
 * every stored status, for every period, event and sender, and along every path xstate/graph finds.
 */
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  PROMOTION_REJECT_REASON_MAX,
  PROMOTION_STATUSES,
  type PromotionActor,
  type PromotionStatus,
  type PromotionTime,
} from '../../contracts/promotionKinds.js';
import {
  PROMOTION_MACHINE_STATES,
  promotionMachine,
  promotionSnapshot,
  type PromotionContext,
  type PromotionEvent,
} from '../../machines/promotion.machine.js';

const PARTNER = 20;
const ACTORS = {
  admin: { id: 1, roles: ['ADMIN'], cooperateId: null },
  owner: { id: 6, roles: ['COOPERATE'], cooperateId: PARTNER },
  ownerColleague: { id: 7, roles: ['COOPERATE', 'AUDITOR'], cooperateId: PARTNER },
  otherPartner: { id: 8, roles: ['COOPERATE'], cooperateId: PARTNER + 1 },
  unlinkedPartner: { id: 9, roles: ['COOPERATE'], cooperateId: null },
  linkedOperator: { id: 5, roles: ['OPERATE'], cooperateId: PARTNER },
  auditor: { id: 10, roles: ['AUDITOR'], cooperateId: null },
} satisfies Record<string, PromotionActor>;

const DAY = 86_400_000;
const STARTS_AT = Date.UTC(2026, 4, 1);
const ENDS_AT = STARTS_AT + 14 * DAY;
const iso = (ms: number) => new Date(ms).toISOString();

/** Periods a stored promotion may hold: readable ones, and ones that cannot run. */
const PERIODS = {
  ms: [STARTS_AT, ENDS_AT],
  iso: [iso(STARTS_AT), iso(ENDS_AT)],
  reversed: [ENDS_AT, STARTS_AT],
  instant: [STARTS_AT, STARTS_AT],
  unreadableEnd: [STARTS_AT, 'in two weeks'],
} satisfies Record<string, [PromotionTime, PromotionTime]>;
type Period = keyof typeof PERIODS;

const REASONS = {
  fine: 'The dates clash with another campaign.',
  padded: '  Too long.  ',
  longest: 'r'.repeat(PROMOTION_REJECT_REASON_MAX),
  tooLong: 'r'.repeat(PROMOTION_REJECT_REASON_MAX + 1),
  blank: '   ',
} as const;

const NOWS = {
  dayBeforeStart: STARTS_AT - DAY,
  msBeforeStart: STARTS_AT - 1,
  atStart: STARTS_AT,
  isoDuring: iso(STARTS_AT + DAY),
  msBeforeEnd: ENDS_AT - 1,
  atEnd: ENDS_AT,
  isoAfterEnd: iso(ENDS_AT + DAY),
  notATime: 'tomorrow',
} as const;

const contextOf = (period: Period, rejectReason: string | null = null): PromotionContext => {
  const [startsAt, endsAt] = PERIODS[period];
  return { partnerId: PARTNER, startsAt, endsAt, rejectReason };
};

const events: PromotionEvent[] = [
  ...Object.values(ACTORS).flatMap((actor): PromotionEvent[] => [
    { type: 'SUBMIT', actor },
    { type: 'APPROVE', actor },
    { type: 'WITHDRAW', actor },
    { type: 'END', actor, now: NOWS.isoDuring },
    ...Object.values(REASONS).map((reason): PromotionEvent => ({ type: 'REJECT', actor, reason })),
  ]),
  ...Object.values(NOWS).flatMap((now): PromotionEvent[] => [
    { type: 'START', now },
    { type: 'END', actor: null, now },
  ]),
];

interface Model {
  status: PromotionStatus;
  rejectReason: string | null;
}

/** docs/flows.md, written independently of the machine; undefined when refused. */
function oracle(model: Model, period: Period, event: PromotionEvent): Model | undefined {
  const ms = (t: PromotionTime) => (typeof t === 'number' ? t : new Date(t).getTime());
  const [startsAt, endsAt] = [ms(PERIODS[period][0]), ms(PERIODS[period][1])];
  const actor = 'actor' in event ? event.actor : null;
  const admin = actor !== null && actor.roles.includes('ADMIN');
  const owner = actor !== null && actor.roles.includes('COOPERATE') && actor.cooperateId === PARTNER;
  switch (`${model.status}:${event.type}`) {
    case 'draft:SUBMIT':
      return (admin || owner) && startsAt < endsAt ? { status: 'pending', rejectReason: null } : undefined;
    case 'pending:APPROVE':
      return admin ? { ...model, status: 'scheduled' } : undefined;
    case 'pending:REJECT': {
      const reason = event.type === 'REJECT' ? event.reason.trim() : '';
      return admin && reason.length >= 1 && reason.length <= 200 ? { status: 'draft', rejectReason: reason } : undefined;
    }
    case 'scheduled:WITHDRAW':
      return admin || owner ? { ...model, status: 'draft' } : undefined;
    case 'scheduled:START':
      return 'now' in event && ms(event.now) >= startsAt ? { ...model, status: 'live' } : undefined;
    case 'live:END':
      if (actor !== null) return admin || owner ? { ...model, status: 'ended' } : undefined;
      return 'now' in event && ms(event.now) >= endsAt ? { ...model, status: 'ended' } : undefined;
    default:
      return undefined;
  }
}

const describeEvent = (event: PromotionEvent) =>
  `${event.type}${'actor' in event ? ` by ${event.actor?.id ?? 'the server'}` : ''}${'now' in event ? ` at ${event.now}` : ''}${event.type === 'REJECT' ? ` (${event.reason.length})` : ''}`;
const serializeState = (snapshot: { value: unknown; context: PromotionContext }) => JSON.stringify([snapshot.value, snapshot.context]);
const serializeEvent = (event: PromotionEvent) => JSON.stringify({ ...event, actor: 'actor' in event ? (event.actor?.id ?? null) : undefined });

/** Fewer events for the graph: the owner, ADMIN, an outsider, one good and one blank reason. */
const graphEvents = events.filter((event) => {
  if (!('actor' in event) || event.actor === null) return true;
  if (![ACTORS.owner.id, ACTORS.admin.id, ACTORS.otherPartner.id].includes(event.actor.id)) return false;
  return event.type !== 'REJECT' || event.reason === REASONS.fine || event.reason === REASONS.blank;
});

describe('promotion machine', () => {
  it('has exactly the stored statuses as states, starting as a draft, ended final', () => {
    expect([...PROMOTION_MACHINE_STATES].sort()).toEqual([...PROMOTION_STATUSES].sort());
    expect(promotionMachine.config.initial).toBe('draft');
    expect(() => promotionSnapshot('paused' as PromotionStatus, contextOf('ms'))).toThrow();
    expect(PROMOTION_STATUSES.filter((s) => promotionSnapshot(s, contextOf('ms')).status === 'done')).toEqual(['ended']);
  });

  for (const period of Object.keys(PERIODS) as Period[]) {
    it.each(PROMOTION_STATUSES.map((s) => [s]))(`period ${period}: from stored %s, each event is allowed exactly as the oracle says`, (status) => {
      for (const rejectReason of status === 'draft' ? [null, REASONS.fine] : [null]) {
        const context = contextOf(period, rejectReason);
        for (const event of events) {
          const snapshot = promotionSnapshot(status, context);
          const expected = oracle({ status, rejectReason }, period, event);
          expect(snapshot.can(event), `${period} ${status} ${describeEvent(event)}`).toBe(expected !== undefined);
          const [next, actions] = transition(promotionMachine, snapshot, event);
          expect(next.value).toBe(expected?.status ?? status);
          expect(next.context).toEqual({ ...context, rejectReason: expected ? expected.rejectReason : rejectReason });
          expect(actions).toEqual([]);
        }
      }
    });
  }

  it('reaches every status from a draft, ended by SUBMIT, APPROVE, START, END', () => {
    const paths = getShortestPaths(promotionMachine, { events: graphEvents, input: contextOf('ms'), serializeState, serializeEvent });
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(PROMOTION_STATUSES));
    const toEnded = paths.find((p) => p.state.value === 'ended')!;
    expect(toEnded.steps.map((s) => s.event.type)).toEqual(['xstate.init', 'SUBMIT', 'APPROVE', 'START', 'END']);
  });

  it('reaches only the draft when its period cannot run', () => {
    const paths = getShortestPaths(promotionMachine, { events: graphEvents, input: contextOf('reversed'), serializeState, serializeEvent });
    expect(paths.map((p) => p.state.value)).toEqual(['draft']);
  });

  const followsOracle = (from: PromotionStatus, paths: ReturnType<typeof getSimplePaths<typeof promotionMachine>>) => {
    for (const path of paths) {
      let model: Model = { status: from, rejectReason: null };
      for (const step of path.steps.slice(1)) {
        const event = step.event as PromotionEvent;
        const next = oracle(model, 'ms', event);
        expect(next, `${model.status} --${describeEvent(event)}-->`).toBeDefined();
        model = next!;
        expect(step.state.value).toBe(model.status);
        expect(step.state.context.rejectReason).toBe(model.rejectReason);
      }
    }
  };

  it('follows the oracle along every simple path from a draft', () => {
    const paths = getSimplePaths(promotionMachine, { events: graphEvents, input: contextOf('ms'), serializeState, serializeEvent });
    const types = new Set(paths.map((p) => p.steps.slice(1).map((s) => s.event.type).join(' ')));
    expect(types).toEqual(new Set(['', 'SUBMIT', 'SUBMIT REJECT', 'SUBMIT APPROVE', 'SUBMIT APPROVE START', 'SUBMIT APPROVE START END']));
    followsOracle('draft', paths);
  });

  it('follows the oracle along every simple path from a scheduled promotion, withdrawn and submitted again', () => {
    const fromState = promotionSnapshot('scheduled', contextOf('ms'));
    const paths = getSimplePaths(promotionMachine, { events: graphEvents, fromState, serializeState, serializeEvent });
    const types = new Set(paths.map((p) => p.steps.slice(1).map((s) => s.event.type).join(' ')));
    expect(types).toEqual(new Set(['', 'WITHDRAW', 'WITHDRAW SUBMIT', 'WITHDRAW SUBMIT REJECT', 'START', 'START END']));
    followsOracle('scheduled', paths);
  });
});

describe('promotion guards', () => {
  const stored = (status: PromotionStatus, period: Period = 'ms') => promotionSnapshot(status, contextOf(period));
  const senders = (status: PromotionStatus, make: (actor: PromotionActor) => PromotionEvent) =>
    Object.entries(ACTORS)
      .filter(([, actor]) => stored(status).can(make(actor)))
      .map(([name]) => name);

  it("lets the partner's COOPERATE users and ADMIN submit, withdraw and end; only ADMIN approve and reject", () => {
    const owners = ['admin', 'owner', 'ownerColleague'];
    expect(senders('draft', (actor) => ({ type: 'SUBMIT', actor }))).toEqual(owners);
    expect(senders('scheduled', (actor) => ({ type: 'WITHDRAW', actor }))).toEqual(owners);
    expect(senders('live', (actor) => ({ type: 'END', actor, now: NOWS.dayBeforeStart }))).toEqual(owners);
    expect(senders('pending', (actor) => ({ type: 'APPROVE', actor }))).toEqual(['admin']);
    expect(senders('pending', (actor) => ({ type: 'REJECT', actor, reason: REASONS.fine }))).toEqual(['admin']);
  });

  it('sends an ADMIN’s own submission to pending, for the same ADMIN to approve as a step of its own', () => {
    const [pending] = transition(promotionMachine, stored('draft'), { type: 'SUBMIT', actor: ACTORS.admin });
    expect(pending.value).toBe('pending');
    const [scheduled] = transition(promotionMachine, pending, { type: 'APPROVE', actor: ACTORS.admin });
    expect(scheduled.value).toBe('scheduled');
  });

  it(`rejects with a reason of 1 to ${PROMOTION_REJECT_REASON_MAX} characters once trimmed, kept until the next submission`, () => {
    const reject = (reason: string) => ({ type: 'REJECT', actor: ACTORS.admin, reason }) as const;
    expect(stored('pending').can(reject(REASONS.longest))).toBe(true);
    expect(stored('pending').can(reject(REASONS.tooLong))).toBe(false);
    expect(stored('pending').can(reject(REASONS.blank))).toBe(false);
    const [draft] = transition(promotionMachine, stored('pending'), reject(REASONS.padded));
    expect(draft.context.rejectReason).toBe('Too long.');
    const [again] = transition(promotionMachine, draft, { type: 'SUBMIT', actor: ACTORS.owner });
    expect(again.context.rejectReason).toBeNull();
  });

  it('starts once now reaches startsAt, not a moment before; the server ends it once now reaches endsAt', () => {
    const start = (now: PromotionTime, period: Period = 'ms') => stored('scheduled', period).can({ type: 'START', now });
    expect([NOWS.dayBeforeStart, NOWS.msBeforeStart].map((now) => start(now))).toEqual([false, false]);
    expect([NOWS.atStart, NOWS.isoDuring].map((now) => start(now))).toEqual([true, true]);
    expect(start(NOWS.notATime)).toBe(false);
    expect(start(NOWS.atStart, 'iso')).toBe(true);
    expect(start(NOWS.msBeforeStart, 'iso')).toBe(false);
    const end = (now: PromotionTime, period: Period = 'ms') => stored('live', period).can({ type: 'END', actor: null, now });
    expect([NOWS.isoDuring, NOWS.msBeforeEnd].map((now) => end(now))).toEqual([false, false]);
    expect([NOWS.atEnd, NOWS.isoAfterEnd].map((now) => end(now))).toEqual([true, true]);
    expect(end(NOWS.notATime)).toBe(false);
    // A stored end that cannot be read never ends it by mistake; a person still can.
    expect(end(NOWS.isoAfterEnd, 'unreadableEnd')).toBe(false);
    expect(stored('live', 'unreadableEnd').can({ type: 'END', actor: ACTORS.owner, now: NOWS.isoAfterEnd })).toBe(true);
  });

  it('does nothing more with an ended promotion, whoever asks', () => {
    for (const event of events) expect(stored('ended').can(event), describeEvent(event)).toBe(false);
  });
});
