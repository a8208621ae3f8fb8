/** The auth machine, model-based: every path xstate/graph finds rests in a consistent state. */
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { authMachine, type AuthEvent, type AuthInput } from '@machines/auth.machine.js';
import { ADMIN_USER, done, error } from './support/authUsers';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

const MODEL_EVENTS: AnyEventObject[] = [
  { type: 'LOGIN', username: '  admin  ', password: 'secret' },
  { type: 'LOGOUT' },
  { type: 'SESSION_EXPIRED' },
  done('signIn', { token: 'fresh-token' }),
  error('signIn', new Error('Incorrect username or password.')),
  done('fetchUserInfo', ADMIN_USER),
  done('fetchUserInfo', null),
  done('fetchUserInfo', { ...ADMIN_USER, roles: [] }),
  error('fetchUserInfo', new Error('network down')),
  done('signOut', null),
  error('signOut', new Error('already revoked')),
];

/** State, session and error: enough to tell the model's states apart without the route table. */
function serializeState(snapshot: AuthSnapshot): string {
  const { token, error: message, roles } = snapshot.context;
  return JSON.stringify([snapshot.value, token, message, roles]);
}

/** The event types of a path, without the initial `xstate.init`. */
function eventsOf(path: { steps: { event: AnyEventObject }[] }): string[] {
  return path.steps.map((step) => step.event.type).filter((type) => type !== 'xstate.init');
}

function label(path: { state: AuthSnapshot; steps: { event: AnyEventObject }[] }): string {
  const { value, context } = path.state;
  const end = context.error ? `${String(value)} (${context.error})` : String(value);
  return `${eventsOf(path).join(' → ') || '(start)'} ⇒ ${end}`;
}

function modelPaths(input: AuthInput, kind: 'shortest' | 'simple' = 'shortest') {
  const options = { input, events: MODEL_EVENTS as AuthEvent[], serializeState };
  return kind === 'shortest'
    ? getShortestPaths(authMachine, options)
    : getSimplePaths(authMachine, options);
}

/** Invariants every resting state must hold, whatever path led there. */
function expectConsistent(snapshot: AuthSnapshot) {
  const { token, user, roles, routes } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  switch (snapshot.value) {
    case 'signedOut':
      expect([token, user, roles, routes]).toEqual([null, null, [], []]);
      expect(busy).toBe(false);
      break;
    case 'signingIn':
      expect(token).toBeNull();
      expect(busy).toBe(true);
      break;
    case 'loadingUser':
      expect(token).not.toBeNull();
      expect(user).toBeNull();
      expect(busy).toBe(true);
      break;
    case 'signedIn':
      expect(token).not.toBeNull();
      expect(user).not.toBeNull();
      expect(roles.length).toBeGreaterThan(0);
      expect(routes.length).toBeGreaterThan(0);
      expect(busy).toBe(false);
      break;
    case 'signingOut':
      expect(token).not.toBeNull();
      expect(busy).toBe(true);
      break;
    default:
      // checking, buildingRoutes and failed pass straight through; nothing rests there.
      throw new Error(`unexpected resting state ${JSON.stringify(snapshot.value)}`);
  }
}

describe('auth machine: model-based paths', () => {
  for (const input of [{ token: null }, { token: 'stored-token' }] satisfies AuthInput[]) {
    describe(`starting with token ${String(input.token)}`, () => {
      const paths = modelPaths(input);

      it('reaches every resting state', () => {
        const reached = new Set(paths.map((path) => path.state.value));
        expect([...reached].sort()).toEqual([
          'loadingUser',
          'signedIn',
          'signedOut',
          'signingIn',
          'signingOut',
        ]);
      });

      it.each(paths.map((path) => [label(path), path]))('%s is consistent', (_, path) => {
        expectConsistent(path.state);
        for (const step of path.steps) expectConsistent(step.state);
      });
    });
  }

  it('signs in from nothing by LOGIN, signIn, fetchUserInfo', () => {
    const toSignedIn = modelPaths({ token: null }).filter((path) => path.state.matches('signedIn'));
    expect(toSignedIn.length).toBeGreaterThan(0);
    const [shortest] = toSignedIn;
    expect(shortest && eventsOf(shortest)).toEqual([
      'LOGIN',
      'xstate.done.actor.signIn',
      'xstate.done.actor.fetchUserInfo',
    ]);
  });

  it('every simple path out of a stored token ends in a consistent state', () => {
    const paths = modelPaths({ token: 'stored-token' }, 'simple');
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) expectConsistent(path.state);
  });

  it('every failure of user info leads to signedOut with the token cleared', () => {
    const failures = modelPaths({ token: 'stored-token' }, 'simple').filter((path) =>
      path.steps.some((step) => {
        const type: string = step.event.type;
        return (
          type === 'xstate.error.actor.fetchUserInfo' ||
          (type === 'xstate.done.actor.fetchUserInfo' && !step.state.matches('signedIn'))
        );
      }),
    );
    expect(failures.length).toBeGreaterThan(0);
    for (const path of failures) {
      const failedStep = path.steps.find(
        (step) =>
          String(step.event.type).includes('fetchUserInfo') && step.state.matches('signedOut'),
      );
      expect(failedStep?.state.context.token).toBeNull();
      expect(failedStep?.state.context.error).not.toBeNull();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Explicit runs with fixture actors.
// ---------------------------------------------------------------------------------------------
