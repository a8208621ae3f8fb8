/**
 * Where a sign-in lands, run on the auth machine itself: an administrator signs out on one of
 * their pages (the guard keeps it as /login's `redirect`), then another user signs in on the same
 * browser. The redirect is followed only for a user whose roles open it
 * (src/router/redirectParam.ts `landingAfterSignIn`); anyone else lands on their dashboard.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { UserInfo } from '@contracts/auth.js';
import type { Role } from '@contracts/roles.js';
import {
  authMachine,
  type SessionInput,
  type SignInInput,
  type SignInOutput,
} from '@machines/auth.machine.js';
import { landingAfterSignIn } from '@/router/redirectParam';

const userWith = (username: string, roles: Role[]): UserInfo => ({
  id: username.length,
  username,
  name: username,
  avatar: '',
  introduction: '',
  roles,
  companyId: null,
  cooperateId: null,
});
const USERS: Record<string, UserInfo> = {
  admin: userWith('admin', ['ADMIN']),
  creator1: userWith('creator1', ['CREATOR']),
  auditor: userWith('auditor', ['AUDITOR']),
};

/** One browser's auth actor: whoever signed in last is who user info answers for. */
function browser() {
  let current = 'admin';
  const logic = authMachine.provide({
    actors: {
      signIn: fromPromise<SignInOutput, SignInInput>(async ({ input }) => {
        current = input.username;
        return { token: `token-of-${input.username}` };
      }),
      fetchUserInfo: fromPromise<unknown, SessionInput>(async () => USERS[current]),
      signOut: fromPromise<unknown, SessionInput>(async () => null),
    },
    actions: { storeToken: () => {}, clearToken: () => {} },
  });
  const actor = createActor(logic, { input: { token: null } }).start();
  const signIn = async (username: string) => {
    actor.send({ type: 'LOGIN', username, password: 'rocket123' });
    return waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
  };
  const signOut = async () => {
    actor.send({ type: 'LOGOUT' });
    return waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
  };
  return { signIn, signOut };
}

describe('landing after sign-in on the auth machine', () => {
  const adminsPage = '/wn/config-review?status=approved';

  it("sends the next user home, not to the page the administrator signed out on", async () => {
    const { signIn, signOut } = browser();
    expect(landingAfterSignIn(adminsPage, (await signIn('admin')).context.roles)).toBe(adminsPage);
    const out = await signOut();
    expect(out.context.roles).toEqual([]);
    // Whoever signs in next: their roles, not the administrator's, decide.
    const creator = await signIn('creator1');
    expect(creator.context.roles).toEqual(['CREATOR']);
    expect(landingAfterSignIn(adminsPage, creator.context.roles)).toBe('/');
    await signOut();
    const auditor = await signIn('auditor');
    expect(landingAfterSignIn(adminsPage, auditor.context.roles)).toBe('/');
    expect(landingAfterSignIn('/audit/settlements', auditor.context.roles)).toBe('/audit/settlements');
  });

  it('takes the administrator back to their page when they sign in again', async () => {
    const { signIn, signOut } = browser();
    await signIn('admin');
    await signOut();
    expect(landingAfterSignIn(adminsPage, (await signIn('admin')).context.roles)).toBe(adminsPage);
  });
});
