/**
 * The auth machine with the app's effects: the user calls (./authEffects, loaded on
 * first use), the token cookie and the notifier. Stories and tests provide their own fixtures
 * to the same machine instead.
 */
import { fromPromise } from 'xstate';
import type { MfaEnrolStart, MfaVerifyAnswer, RecoveryCodes } from '@contracts/mfa.js';
import {
  authMachine,
  type MfaCodeInput,
  type SessionInput,
  type SignInInput,
  type SignInOutput,
} from '@machines/auth.machine.js';
import { removeToken, setToken } from './tokenCookie';

const effects = () => import('./authEffects');

export function createAppAuthLogic() {
  return authMachine.provide({
    actors: {
      signIn: fromPromise<SignInOutput, SignInInput>(async ({ input }) =>
        (await effects()).signIn(input),
      ),
      fetchUserInfo: fromPromise<unknown, SessionInput>(async () =>
        (await effects()).fetchUserInfo(),
      ),
      signOut: fromPromise<unknown, SessionInput>(async () => (await effects()).signOut()),
      // Best effort: a session that cannot be ended now expires on the server by itself.
      revokeSession: fromPromise<unknown, SessionInput>(async ({ input }) =>
        (await effects()).signOut(input.token ?? undefined).catch(() => null),
      ),
      verifyCode: fromPromise<MfaVerifyAnswer, MfaCodeInput>(async ({ input }) => (await effects()).verifyCode(input)),
      startEnrolment: fromPromise<MfaEnrolStart, SessionInput>(async ({ input }) =>
        (await effects()).startEnrolment(input.token),
      ),
      confirmEnrolment: fromPromise<RecoveryCodes, MfaCodeInput>(async ({ input }) =>
        (await effects()).confirmEnrolment(input),
      ),
    },
    actions: {
      storeToken: (_, { token }) => setToken(token),
      clearToken: () => removeToken(),
    },
  });
}

export type AuthLogic = ReturnType<typeof createAppAuthLogic>;
