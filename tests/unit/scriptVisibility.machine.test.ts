/**
 * The script visibility machine, model-based: an independent oracle (docs/scripts.md written as a
 * function of status, event and sender) is checked against the machine from every stored status
 * for every event and sender, and along every simple path xstate/graph finds.
 */
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  SCRIPT_VISIBILITIES,
  type ScriptActor,
  type ScriptVisibility,
} from '../../contracts/scriptVisibility.js';
import {
  SCRIPT_VISIBILITY_MACHINE_STATES,
  scriptVisibilityMachine,
  scriptVisibilitySnapshot,
  type ScriptVisibilityContext,
  type ScriptVisibilityEvent,
} from '../../machines/scriptVisibility.machine.js';

const ACTORS = {
  admin: { id: 1, roles: ['ADMIN'] },
  operator: { id: 2, roles: ['OPERATE'] },
  owner: { id: 3, roles: ['CREATOR'] },
  otherCreator: { id: 4, roles: ['CREATOR'] },
  company: { id: 5, roles: ['BUSINESS_COMPANY'] },
  auditor: { id: 10, roles: ['AUDITOR'] },
} satisfies Record<string, ScriptActor>;
type Name = keyof typeof ACTORS;

const OWNER_ID = ACTORS.owner.id;
const start = (): ScriptVisibilityContext => ({ ownerId: OWNER_ID, returnReason: null });

const events: ScriptVisibilityEvent[] = (Object.keys(ACTORS) as Name[]).flatMap((name) => {
  const actor = ACTORS[name];
  return [
    { type: 'SUBMIT', actor },
    { type: 'SHOW', actor },
    { type: 'RETURN', actor, reason: 'The cover shows another game' },
    { type: 'HIDE', actor },
    { type: 'RETIRE', actor },
  ] satisfies ScriptVisibilityEvent[];
});

/** docs/scripts.md, written independently of the machine. */
function oracle(status: ScriptVisibility, event: ScriptVisibilityEvent): ScriptVisibility | undefined {
  const roles = event.actor.roles;
  const admin = roles.includes('ADMIN');
  const curator = admin || roles.includes('OPERATE');
  const ownerOrAdmin = admin || event.actor.id === OWNER_ID;
  if (event.type === 'RETIRE') return status !== 'retired' && admin ? 'retired' : undefined;
  const table: Partial<Record<string, ScriptVisibility | undefined>> = {
    'draft:SUBMIT': ownerOrAdmin ? 'submitted' : undefined,
    'returned:SUBMIT': ownerOrAdmin ? 'submitted' : undefined,
    'submitted:SHOW': curator ? 'shown' : undefined,
    'submitted:RETURN': curator ? 'returned' : undefined,
    'shown:HIDE': curator ? 'hidden' : undefined,
    'hidden:SHOW': curator ? 'shown' : undefined,
  };
  return table[`${status}:${event.type}`];
}

const serializeState = (snapshot: { value: unknown; context: ScriptVisibilityContext }) =>
  JSON.stringify([snapshot.value, snapshot.context.returnReason]);
const serializeEvent = (event: ScriptVisibilityEvent) => JSON.stringify({ ...event, actor: event.actor.id });

describe('script visibility machine', () => {
  it('has exactly the stored statuses as states, starting as a draft', () => {
    expect([...SCRIPT_VISIBILITY_MACHINE_STATES].sort()).toEqual([...SCRIPT_VISIBILITIES].sort());
    expect(scriptVisibilityMachine.config.initial).toBe('draft');
    expect(() => scriptVisibilitySnapshot('archived' as ScriptVisibility, start())).toThrow();
  });

  it.each(SCRIPT_VISIBILITIES.map((s) => [s]))(
    'from stored %s, each event is allowed exactly as the oracle says',
    (status) => {
      for (const event of events) {
        const reason = status === 'returned' ? 'before' : null;
        const snapshot = scriptVisibilitySnapshot(status, { ...start(), returnReason: reason });
        const expected = oracle(status, event);
        expect(snapshot.can(event), `${status} ${event.type} by ${event.actor.id}`).toBe(expected !== undefined);
        const [next, actions] = transition(scriptVisibilityMachine, snapshot, event);
        expect(next.value).toBe(expected ?? status);
        expect(actions).toEqual([]);
      }
    },
  );

  it('reaches every status by its shortest path', () => {
    const paths = getShortestPaths(scriptVisibilityMachine, { events, input: start(), serializeState, serializeEvent });
    expect(new Set(paths.map((p) => p.state.value as string))).toEqual(new Set(SCRIPT_VISIBILITIES));
    const hidden = paths.find((p) => p.state.value === 'hidden')!;
    expect(hidden.steps.map((s) => s.event.type)).toEqual(['xstate.init', 'SUBMIT', 'SHOW', 'HIDE']);
  });

  it('follows the oracle along every simple path, keeping the return reason until resubmitted', () => {
    const paths = getSimplePaths(scriptVisibilityMachine, { events, input: start(), serializeState, serializeEvent });
    expect(paths.length).toBeGreaterThan(6);
    for (const path of paths) {
      let status: ScriptVisibility = 'draft';
      for (const step of path.steps.slice(1)) {
        const event = step.event as ScriptVisibilityEvent;
        const next = oracle(status, event);
        expect(next, `${status} --${event.type}-->`).toBeDefined();
        status = next!;
        expect(step.state.value).toBe(status);
        const context = step.state.context as ScriptVisibilityContext;
        if (event.type === 'RETURN') expect(context.returnReason).toBe(event.reason);
        if (event.type === 'SUBMIT') expect(context.returnReason).toBeNull();
        expect(context.ownerId).toBe(OWNER_ID);
      }
    }
  });

  it('never lets a retired script come back', () => {
    const retired = scriptVisibilitySnapshot('retired', start());
    for (const event of events) expect(retired.can(event), `${event.type} by ${event.actor.id}`).toBe(false);
  });
});
