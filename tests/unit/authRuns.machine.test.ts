/** The auth machine run as the app runs it: effects injected with .provide(), real timing. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { findRoute, type RouteNode } from '@contracts/routeTable.js';
import { AUTH_MESSAGES, authMachine, type AuthInput } from '@machines/auth.machine.js';
import { ADMIN_USER, CREATOR_USER } from './support/authUsers';

interface Fixtures {
  signIn?: (input: { username: string; password: string }) => Promise<{ token: string }>;
  fetchUserInfo?: () => Promise<unknown>;
  signOut?: () => Promise<unknown>;
  revokeSession?: (input: { token: string | null }) => Promise<unknown>;
}

function start(input: AuthInput, fixtures: Fixtures = {}) {
  const effects = {
    storeToken: vi.fn(),
    clearToken: vi.fn(),
    signIn: vi.fn(fixtures.signIn ?? (async () => ({ token: 'fresh-token' }))),
    fetchUserInfo: vi.fn(fixtures.fetchUserInfo ?? (async () => ADMIN_USER)),
    signOut: vi.fn(fixtures.signOut ?? (async () => null)),
    revokeSession: vi.fn(fixtures.revokeSession ?? (async () => null)),
  };
  const logic = authMachine.provide({
    actors: {
      signIn: fromPromise(({ input: credentials }) => effects.signIn(credentials)),
      fetchUserInfo: fromPromise(() => effects.fetchUserInfo()),
      signOut: fromPromise(() => effects.signOut()),
      revokeSession: fromPromise(({ input: session }) => effects.revokeSession(session)),
    },
    actions: {
      storeToken: (_, params) => effects.storeToken(params.token),
      clearToken: () => effects.clearToken(),
    },
  });
  const actor = createActor(logic, { input });
  const emitted: string[] = [];
  actor.on('loggedOut', (event) => emitted.push(event.type));
  actor.start();
  return { actor, effects, emitted };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));

describe('auth machine: runs', () => {
  it('without a token rests signed out', () => {
    const { actor } = start({ token: null });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('with a token loads the user and builds their routes', async () => {
    const { actor } = start(
      { token: 'stored-token' },
      { fetchUserInfo: async () => CREATOR_USER },
    );
    expect(actor.getSnapshot().value).toBe('loadingUser');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('signedIn');
    expect(snapshot.context.user).toEqual(CREATOR_USER);
    expect(snapshot.context.roles).toEqual(['CREATOR']);
    expect(findRoute(snapshot.context.routes, '/script-table')?.node.name).toBe('ScriptTable');
    expect(findRoute(snapshot.context.routes, '/wn/game-admin')).toBeUndefined();
    expect(snapshot.context.error).toBeNull();
  });

  it('logs in with a trimmed username, stores the token, then loads the user', async () => {
    const { actor, effects } = start({ token: null });
    actor.send({ type: 'LOGIN', username: '  admin \t', password: ' pass word ' });
    expect(actor.getSnapshot().value).toBe('signingIn');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await settled(actor);
    expect(effects.signIn).toHaveBeenCalledWith({ username: 'admin', password: ' pass word ' });
    expect(effects.storeToken).toHaveBeenCalledWith('fresh-token');
    expect(snapshot.value).toBe('signedIn');
    expect(snapshot.context.token).toBe('fresh-token');
    expect(findRoute(snapshot.context.routes, '/wn/game-admin')).toBeDefined();
  });

  it('a failed login goes back to signedOut with the error', async () => {
    const { actor, effects } = start(
      { token: null },
      {
        signIn: async () => {
          throw new Error('Incorrect username or password.');
        },
      },
    );
    actor.send({ type: 'LOGIN', username: 'admin', password: 'wrong' });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context.error).toBe('Incorrect username or password.');
    expect(snapshot.context.token).toBeNull();
    expect(effects.storeToken).not.toHaveBeenCalled();
    // A new attempt starts clean.
    actor.send({ type: 'LOGIN', username: 'admin', password: 'again' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty object', {}],
  ])('user info answering %s fails with exactly the verification message', async (_, answer) => {
    const { actor, effects } = start(
      { token: 'stored-token' },
      { fetchUserInfo: async () => answer },
    );
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context.error).toBe('Verification failed, please Login again.');
    expect(effects.clearToken).toHaveBeenCalledTimes(1);
    expect(snapshot.context.token).toBeNull();
  });

  it.each([
    ['an empty list', []],
    ['no roles', undefined],
    ['a string', 'ADMIN'],
    ['null', null],
  ])('roles being %s fails with exactly the roles message', async (_, roles) => {
    const { actor, effects } = start(
      { token: 'stored-token' },
      { fetchUserInfo: async () => ({ ...ADMIN_USER, roles }) },
    );
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context.error).toBe('getInfo: roles must be a non-null array!');
    expect(effects.clearToken).toHaveBeenCalledTimes(1);
    expect([snapshot.context.user, snapshot.context.roles, snapshot.context.routes]).toEqual([
      null,
      [],
      [],
    ]);
  });

  it('a failed user info call shows its message', async () => {
    const { actor } = start(
      { token: 'stored-token' },
      {
        fetchUserInfo: async () => {
          throw new Error('Your session has expired.');
        },
      },
    );
    const snapshot = await settled(actor);
    expect(snapshot.context.error).toBe('Your session has expired.');
    expect(snapshot.context.token).toBeNull();
  });

  it('a refused user info revokes the session it was asked with, without waiting for the server', async () => {
    let answer!: () => void;
    let asked = 0;
    const { actor, effects } = start(
      { token: 'app-account-token' },
      {
        fetchUserInfo: async () => {
          asked += 1;
          if (asked > 1) return ADMIN_USER;
          throw new Error('This is an app account: it signs in to the app, not the back-office');
        },
        revokeSession: () => new Promise((resolve) => (answer = () => resolve(null))),
      },
    );
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context.token).toBeNull();
    expect(effects.revokeSession).toHaveBeenCalledWith({ token: 'app-account-token' });
    expect(effects.signOut).not.toHaveBeenCalled();
    answer();
    // Signing in again works while (or after) the old session is being ended.
    actor.send({ type: 'LOGIN', username: 'admin', password: 'secret' });
    expect((await settled(actor)).value).toBe('signedIn');
  });

  it('a failed sign-in revokes nothing: there was no session', async () => {
    const { actor, effects } = start(
      { token: null },
      {
        signIn: async () => {
          throw new Error('Incorrect username or password.');
        },
      },
    );
    actor.send({ type: 'LOGIN', username: 'admin', password: 'wrong' });
    await settled(actor);
    expect(effects.revokeSession).not.toHaveBeenCalled();
  });

  it("a failure without a message shows 'Has Error'", async () => {
    const { actor } = start(
      { token: 'stored-token' },
      { fetchUserInfo: () => Promise.reject(new Error('')) },
    );
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context.error).toBe('Has Error');
    expect(AUTH_MESSAGES.hasError).toBe('Has Error');
  });

  it('drops role names it does not know', async () => {
    const { actor } = start(
      { token: 't' },
      { fetchUserInfo: async () => ({ ...ADMIN_USER, roles: ['ROOT', 'OPERATE'] }) },
    );
    expect((await settled(actor)).context.roles).toEqual(['OPERATE']);
  });

  it('filters the route table given as input', async () => {
    const routeTable: RouteNode[] = [
      { path: '/a', name: 'A', titleKey: 'a', roles: ['ADMIN'] },
      { path: '/b', name: 'B', titleKey: 'b', roles: ['CREATOR'] },
    ];
    const { actor } = start({ token: 't', routeTable });
    expect((await settled(actor)).context.routes.map((route) => route.name)).toEqual(['A']);
  });

  it.each([
    ['answers', async () => null],
    ['fails', async () => Promise.reject(new Error('already revoked'))],
  ])('logout clears everything and emits loggedOut when the server %s', async (_, signOut) => {
    const { actor, effects, emitted } = start({ token: 'stored-token' }, { signOut });
    await settled(actor);
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await settled(actor);
    expect(effects.signOut).toHaveBeenCalledTimes(1);
    expect(effects.clearToken).toHaveBeenCalledTimes(1);
    expect(snapshot.value).toBe('signedOut');
    const { token, user, roles, routes, error: message } = snapshot.context;
    expect({ token, user, roles, routes, error: message }).toEqual({
      token: null,
      user: null,
      roles: [],
      routes: [],
      error: null,
    });
    expect(emitted).toEqual(['loggedOut']);
    expect(snapshot.context.error).toBeNull();
  });

  it('a session refused by the server clears it without a logout call', async () => {
    const { actor, effects, emitted } = start({ token: 'stored-token' });
    await settled(actor);
    actor.send({ type: 'SESSION_EXPIRED' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('signedOut');
    expect([snapshot.context.token, snapshot.context.user, snapshot.context.routes]).toEqual([
      null,
      null,
      [],
    ]);
    expect(effects.clearToken).toHaveBeenCalledTimes(1);
    expect(effects.signOut).not.toHaveBeenCalled();
    expect(emitted).toEqual([]);
  });

  it('a session refused with a reason keeps it for the login screen; signing in clears it', async () => {
    const { actor } = start({ token: 'stored-token' });
    await settled(actor);
    actor.send({ type: 'SESSION_EXPIRED', message: 'This account is frozen.' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.error).toBe('This account is frozen.');
    actor.send({ type: 'LOGIN', username: 'admin', password: 'secret' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('ignores events that do not apply', async () => {
    const { actor } = start({ token: null });
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'SESSION_EXPIRED' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    const signedIn = start({ token: 't' });
    await settled(signedIn.actor);
    signedIn.actor.send({ type: 'LOGIN', username: 'x', password: 'y' });
    expect(signedIn.actor.getSnapshot().value).toBe('signedIn');
  });

  it('the default actors refuse to run unprovided', async () => {
    const actor = createActor(authMachine, { input: { token: 't' } }).start();
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context.error).toContain('was not provided');
  });
});
