/**
 * The review machine, model-based: an independent oracle (docs/review.md as a function of status,
 * event and sender) is checked against the machine from every stored status for every event and
 * sender, and along every simple path xstate/graph finds, with the reject reason on the way.
 */
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { REVIEW_STATUSES, type ReviewActor, type ReviewStatus } from '../../contracts/review.js';
import {
  REVIEW_MACHINE_STATES,
  reviewMachine,
  reviewSnapshot,
  type ReviewContext,
  type ReviewEvent,
} from '../../machines/review.machine.js';

const ACTORS = {
  admin: { id: 1, roles: ['ADMIN'] },
  owner: { id: 3, roles: ['CREATOR'] },
  otherCreator: { id: 4, roles: ['CREATOR'] },
  auditor: { id: 10, roles: ['AUDITOR'] },
} satisfies Record<string, ReviewActor>;
type Name = keyof typeof ACTORS;

const OWNER_ID = ACTORS.owner.id;
const start = (): ReviewContext => ({ ownerId: OWNER_ID, rejectReason: null });

const events: ReviewEvent[] = (Object.keys(ACTORS) as Name[]).flatMap((name) => {
  const actor = ACTORS[name];
  return [
    { type: 'APPROVE', actor },
    { type: 'REJECT', actor, reason: 'Clicks outside the game window' },
    { type: 'LIST', actor },
    { type: 'DELIST', actor },
    { type: 'RESUBMIT', actor },
  ] satisfies ReviewEvent[];
});

/** docs/review.md, written independently of the machine. */
function oracle(status: ReviewStatus, event: ReviewEvent): ReviewStatus | undefined {
  const admin = event.actor.roles.includes('ADMIN');
  const owner = event.actor.id === OWNER_ID;
  const table: Partial<Record<string, ReviewStatus | undefined>> = {
    'pending:APPROVE': admin ? 'approved' : undefined,
    'pending:REJECT': admin ? 'rejected' : undefined,
    'approved:LIST': admin ? 'listed' : undefined,
    'delisted:LIST': admin ? 'listed' : undefined,
    'listed:DELIST': admin ? 'delisted' : undefined,
    'rejected:RESUBMIT': owner ? 'pending' : undefined,
  };
  return table[`${status}:${event.type}`];
}

const serializeState = (snapshot: { value: unknown; context: ReviewContext }) => JSON.stringify([snapshot.value, snapshot.context.rejectReason]);
const serializeEvent = (event: ReviewEvent) => JSON.stringify({ ...event, actor: event.actor.id });

describe('review machine', () => {
  it('has exactly the stored statuses as states, starting pending', () => {
    expect([...REVIEW_MACHINE_STATES].sort()).toEqual([...REVIEW_STATUSES].sort());
    expect(reviewMachine.config.initial).toBe('pending');
    expect(() => reviewSnapshot('archived' as ReviewStatus, start())).toThrow();
  });

  it.each(REVIEW_STATUSES.map((s) => [s]))('from stored %s, each event is allowed exactly as the oracle says', (status) => {
    for (const event of events) {
      const snapshot = reviewSnapshot(status, { ...start(), rejectReason: status === 'rejected' ? 'before' : null });
      const expected = oracle(status, event);
      expect(snapshot.can(event), `${status} ${event.type} by ${event.actor.id}`).toBe(expected !== undefined);
      const [next, actions] = transition(reviewMachine, snapshot, event);
      expect(next.value).toBe(expected ?? status);
      expect(actions).toEqual([]);
    }
  });

  it('reaches every status by its shortest path', () => {
    const paths = getShortestPaths(reviewMachine, { events, input: start(), serializeState, serializeEvent });
    expect(new Set(paths.map((p) => p.state.value as string))).toEqual(new Set(REVIEW_STATUSES));
    const delisted = paths.find((p) => p.state.value === 'delisted')!;
    expect(delisted.steps.map((s) => s.event.type)).toEqual(['xstate.init', 'APPROVE', 'LIST', 'DELIST']);
  });

  it('follows the oracle along every simple path, keeping the reject reason until resubmitted', () => {
    const paths = getSimplePaths(reviewMachine, { events, input: start(), serializeState, serializeEvent });
    expect(paths.length).toBeGreaterThan(4);
    for (const path of paths) {
      let status: ReviewStatus = 'pending';
      for (const step of path.steps.slice(1)) {
        const event = step.event as ReviewEvent;
        const next = oracle(status, event);
        expect(next, `${status} --${event.type}-->`).toBeDefined();
        status = next!;
        expect(step.state.value).toBe(status);
        const context = step.state.context as ReviewContext;
        if (event.type === 'REJECT') expect(context.rejectReason).toBe(event.reason);
        if (event.type === 'RESUBMIT') expect(context.rejectReason).toBeNull();
        expect(context.ownerId).toBe(OWNER_ID);
      }
    }
  });
});
