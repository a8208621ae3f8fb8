/**
 * The release machine, model-based: an independent oracle (docs/releases.md written as a function
 * of status, event, kind and sender) is checked against the machine from every stored status,
 * for every kind, event and sender, and along every simple path xstate/graph finds.
 */
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { RELEASE_KINDS, RELEASE_STATUSES, type ReleaseActor, type ReleaseKind, type ReleaseStatus } from '../../contracts/release.js';
import {
  RELEASE_MACHINE_STATES,
  releaseMachine,
  releaseSnapshot,
  type ReleaseContext,
  type ReleaseEvent,
} from '../../machines/release.machine.js';

const ACTORS = {
  admin: { id: 1, roles: ['ADMIN'] },
  luaAdmin: { id: 2, roles: ['LUA_ADMIN'] },
  owner: { id: 3, roles: ['CREATOR'] },
  otherCreator: { id: 4, roles: ['CREATOR'] },
  operator: { id: 5, roles: ['OPERATE'] },
  auditor: { id: 10, roles: ['AUDITOR'] },
} satisfies Record<string, ReleaseActor>;

const OWNER_ID = ACTORS.owner.id;
const contextOf = (kind: ReleaseKind): ReleaseContext => ({ kind, ownerId: ['apk', 'rc', 'course'].includes(kind) ? OWNER_ID : null });

const events: ReleaseEvent[] = Object.values(ACTORS).flatMap((actor) =>
  (['ACTIVATE', 'SUPERSEDE', 'WITHDRAW'] as const).map((type) => ({ type, actor })),
);

/** Who publishes what, and the flow, written independently of the machine. */
function oracle(kind: ReleaseKind, status: ReleaseStatus, event: ReleaseEvent): ReleaseStatus | undefined {
  const roles = event.actor.roles;
  const publisher =
    kind === 'app' ? roles.includes('ADMIN')
    : kind === 'lua' ? roles.includes('ADMIN') || roles.includes('LUA_ADMIN')
    : roles.includes('ADMIN') || (roles.includes('CREATOR') && event.actor.id === OWNER_ID);
  if (!publisher) return undefined;
  const table: Partial<Record<string, ReleaseStatus>> = {
    'uploaded:ACTIVATE': 'active',
    'uploaded:WITHDRAW': 'withdrawn',
    'active:SUPERSEDE': 'superseded',
    'superseded:ACTIVATE': 'active',
    'superseded:WITHDRAW': 'withdrawn',
  };
  return table[`${status}:${event.type}`];
}

const serializeState = (snapshot: { value: unknown }) => JSON.stringify(snapshot.value);
const serializeEvent = (event: ReleaseEvent) => JSON.stringify({ type: event.type, actor: event.actor.id });

describe('release machine', () => {
  it('has exactly the stored statuses as states, starting uploaded', () => {
    expect([...RELEASE_MACHINE_STATES].sort()).toEqual([...RELEASE_STATUSES].sort());
    expect(releaseMachine.config.initial).toBe('uploaded');
    expect(() => releaseSnapshot('deleted' as ReleaseStatus, contextOf('apk'))).toThrow();
  });

  for (const kind of RELEASE_KINDS) {
    it.each(RELEASE_STATUSES.map((s) => [s]))(`${kind}: from stored %s, each event is allowed exactly as the oracle says`, (status) => {
      for (const event of events) {
        const snapshot = releaseSnapshot(status, contextOf(kind));
        const expected = oracle(kind, status, event);
        expect(snapshot.can(event), `${kind} ${status} ${event.type} by ${event.actor.id}`).toBe(expected !== undefined);
        const [next, actions] = transition(releaseMachine, snapshot, event);
        expect(next.value).toBe(expected ?? status);
        expect(actions).toEqual([]);
      }
    });
  }

  it('reaches every status, a rollback by activate → supersede → activate', () => {
    const paths = getShortestPaths(releaseMachine, { events, input: contextOf('apk'), serializeState, serializeEvent });
    expect(new Set(paths.map((p) => p.state.value as string))).toEqual(new Set(RELEASE_STATUSES));
    const simple = getSimplePaths(releaseMachine, { events, input: contextOf('apk'), serializeState, serializeEvent });
    const types = simple.map((p) => p.steps.slice(1).map((s) => s.event.type).join(' '));
    expect(types).toContain('ACTIVATE SUPERSEDE WITHDRAW');
    for (const path of simple) {
      let status: ReleaseStatus = 'uploaded';
      for (const step of path.steps.slice(1)) {
        const next = oracle('apk', status, step.event as ReleaseEvent);
        expect(next, `${status} --${step.event.type}-->`).toBeDefined();
        status = next!;
        expect(step.state.value).toBe(status);
      }
    }
  });

  it('never lets a withdrawn version come back, and never withdraws the active one', () => {
    for (const event of events) {
      expect(releaseSnapshot('withdrawn', contextOf('lua')).can(event)).toBe(false);
      if (event.type === 'WITHDRAW') expect(releaseSnapshot('active', contextOf('lua')).can(event)).toBe(false);
    }
  });
});
