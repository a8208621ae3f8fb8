/**
 * The settlement machine, model-based: an independent oracle (docs/settlement.md written as a function
 * of status, event, who sends it and whether the month is closed) is checked against the machine
 * from every stored status for every event and actor, and along every simple path xstate/graph
 * finds; context changes (figures, return reason) are checked on the way.
 */
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  SETTLEMENT_STATUSES,
  isMonthClosed,
  type SettlementActor,
  type SettlementOwner,
  type SettlementStatus,
} from '../../contracts/settlement.js';
import {
  SETTLEMENT_MACHINE_STATES,
  settlementMachine,
  settlementSnapshot,
  type SettlementContext,
  type SettlementEvent,
} from '../../machines/settlement.machine.js';

const actor = (id: number, roles: string[], links: Partial<SettlementActor> = {}): SettlementActor => ({
  id,
  roles,
  companyId: null,
  cooperateId: null,
  ...links,
});

const ACTORS = {
  admin: actor(1, ['ADMIN']),
  auditor: actor(10, ['AUDITOR']),
  author: actor(3, ['CREATOR']),
  otherCreator: actor(4, ['CREATOR']),
  companyMember: actor(6, ['BUSINESS_COMPANY'], { companyId: 1 }),
  otherCompany: actor(7, ['BUSINESS_COMPANY'], { companyId: 2 }),
  partner: actor(8, ['COOPERATE'], { cooperateId: 1 }),
  otherPartner: actor(9, ['COOPERATE'], { cooperateId: 2 }),
  // Holds the id of the author but not the CREATOR role: not an owner.
  impostor: actor(3, ['OPERATE']),
} as const;
type ActorName = keyof typeof ACTORS;

const OWNERS: Record<'script' | 'cooperate', { owner: SettlementOwner; owners: ActorName[] }> = {
  script: { owner: { kind: 'script', creatorId: 3, companyId: 1 }, owners: ['author', 'companyMember'] },
  cooperate: { owner: { kind: 'cooperate', cooperateId: 1 }, owners: ['partner'] },
};

const MONTH = '2026-09';
const OPEN = Date.UTC(2026, 8, 30, 23, 59, 59, 999);
const CLOSED = Date.UTC(2026, 9, 1);

function contextFor(owner: SettlementOwner): SettlementContext {
  return { month: MONTH, owner, activeNum: 1200, activeFinalNum: null, activeMoney: null, returnReason: null };
}

function eventsFor(): SettlementEvent[] {
  return (Object.keys(ACTORS) as ActorName[]).flatMap((name) => {
    const who = ACTORS[name];
    return [
      { type: 'APPLY', actor: who, now: OPEN },
      { type: 'APPLY', actor: who, now: CLOSED },
      { type: 'EXAMINE', actor: who, activeFinalNum: 1100, activeMoney: '55.00' },
      { type: 'RETURN', actor: who, reason: 'Numbers look inflated' },
      { type: 'CONFIRM', actor: who },
    ] satisfies SettlementEvent[];
  });
}

/** docs/settlement.md, written independently of the machine. */
function oracle(status: SettlementStatus, event: SettlementEvent, owners: readonly ActorName[]): SettlementStatus | undefined {
  const name = (Object.keys(ACTORS) as ActorName[]).find((n) => ACTORS[n] === event.actor)!;
  const isOwner = owners.includes(name);
  const isAdmin = name === 'admin';
  switch (`${status}:${event.type}`) {
    case 'unapplied:APPLY':
      return isOwner && event.type === 'APPLY' && event.now === CLOSED ? 'submitted' : undefined;
    case 'submitted:EXAMINE':
      return isAdmin ? 'examined' : undefined;
    case 'submitted:RETURN':
      return isAdmin ? 'unapplied' : undefined;
    case 'examined:CONFIRM':
      return isOwner ? 'settled' : undefined;
    default:
      return undefined;
  }
}

const serializeState = (snapshot: { value: unknown; context: SettlementContext }) =>
  JSON.stringify([snapshot.value, snapshot.context.returnReason, snapshot.context.activeFinalNum]);
const serializeEvent = (event: SettlementEvent) =>
  JSON.stringify({ ...event, actor: event.actor.id + event.actor.roles.join() + event.actor.companyId + event.actor.cooperateId });

describe('settlement machine', () => {
  it('has exactly the stored statuses as states, settled final', () => {
    expect([...SETTLEMENT_MACHINE_STATES].sort()).toEqual([...SETTLEMENT_STATUSES].sort());
    expect(settlementSnapshot('settled', contextFor(OWNERS.script.owner)).status).toBe('done');
    expect(() => settlementSnapshot('paid' as SettlementStatus, contextFor(OWNERS.script.owner))).toThrow();
  });

  describe.each(Object.entries(OWNERS))('a %s settlement', (_kind, { owner, owners }) => {
    const events = eventsFor();

    it.each(SETTLEMENT_STATUSES.map((s) => [s]))('from stored %s, each event is allowed exactly as the oracle says', (status) => {
      for (const event of events) {
        const snapshot = settlementSnapshot(status, contextFor(owner));
        const expected = oracle(status, event, owners);
        expect(snapshot.can(event), `${status} ${event.type} by ${event.actor.id}/${event.actor.roles.join()}`).toBe(expected !== undefined);
        const [next, actions] = transition(settlementMachine, snapshot, event);
        expect(next.value).toBe(expected ?? status);
        expect(actions).toEqual([]);
      }
    });

    it('reaches every status by its shortest path, the owner applying and confirming', () => {
      const paths = getShortestPaths(settlementMachine, { events, input: contextFor(owner), serializeState, serializeEvent });
      const reached = new Set(paths.map((p) => p.state.value as string));
      expect([...reached].sort()).toEqual([...SETTLEMENT_STATUSES].sort());
      const settled = paths.find((p) => p.state.value === 'settled')!;
      expect(settled.steps.map((s) => s.event.type)).toEqual(['xstate.init', 'APPLY', 'EXAMINE', 'CONFIRM']);
      const [apply, examine, confirm] = settled.steps.slice(1).map((s) => s.event as SettlementEvent);
      expect(owners.map((n) => ACTORS[n])).toContain(apply!.actor);
      expect(examine!.actor).toBe(ACTORS.admin);
      expect(owners.map((n) => ACTORS[n])).toContain(confirm!.actor);
      expect(settled.state.context).toMatchObject({ activeFinalNum: 1100, activeMoney: '55.00' });
    });

    it('follows the oracle along every simple path, with the context each event writes', () => {
      const paths = getSimplePaths(settlementMachine, { events, input: contextFor(owner), serializeState, serializeEvent });
      expect(paths.length).toBeGreaterThan(4);
      for (const path of paths) {
        let status: SettlementStatus = 'unapplied';
        for (const step of path.steps.slice(1)) {
          const event = step.event as SettlementEvent;
          const next = oracle(status, event, owners);
          expect(next, `${status} --${event.type}-->`).toBeDefined();
          status = next!;
          expect(step.state.value).toBe(status);
          const context = step.state.context as SettlementContext;
          if (event.type === 'RETURN') expect(context.returnReason).toBe(event.reason);
          if (event.type === 'APPLY') expect(context.returnReason).toBeNull();
          if (event.type === 'EXAMINE') expect(context).toMatchObject({ activeFinalNum: 1100, activeMoney: '55.00' });
          expect(context.owner).toEqual(owner);
          expect(context.activeNum).toBe(1200);
        }
      }
    });
  });

  it('closes a month at 00:00 UTC on the first of the next', () => {
    expect(isMonthClosed('2026-09', OPEN)).toBe(false);
    expect(isMonthClosed('2026-09', CLOSED)).toBe(true);
    expect(isMonthClosed('2025-12', Date.UTC(2026, 0, 1))).toBe(true);
    expect(isMonthClosed('2026-10', CLOSED)).toBe(false);
  });
});
