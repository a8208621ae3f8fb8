/**
 * The auth lifecycle: a stored token leads to fetching user info and building the
 * user's routes; a failure revokes the token, clears it and shows the error; logout revokes on the server,
 * then clears everything and tells the tags view (emitted `loggedOut`). A password that opens a
 * pending session goes through the second step first (authMfaStates.ts).
 *
 * Pure: no React, no axios, no cookies. The app supplies the effects with `.provide()`
 * (src/auth/appAuthLogic.ts); tests and stories supply fixtures the same way.
 */
import { assertEvent, assign, emit, enqueueActions } from 'xstate';
import type { UserInfo } from '../contracts/auth.js';
import { isRole } from '../contracts/roles.js';
import { filterRoutesByRoles, SIGNED_IN_ROUTES } from '../contracts/routeTable.js';
import { pendingStep } from './authMfaStates.js';
import { AUTH_MESSAGES, authSetup, messageOf, noPendingStep, type AuthContext } from './authSetup.js';

export {
  AUTH_MESSAGES,
  type AuthContext,
  type AuthEmitted,
  type AuthEvent,
  type AuthInput,
  type MfaCodeInput,
  type SessionInput,
  type SignInInput,
  type SignInOutput,
} from './authSetup.js';

/** vue-element-admin's `if (!data)`: nothing, or an object with nothing in it. */
function isEmptyAnswer(answer: unknown): boolean {
  if (answer === null || answer === undefined || answer === '') return true;
  if (typeof answer !== 'object') return true;
  return Object.keys(answer).length === 0;
}

function rolesOf(answer: unknown): unknown {
  return answer && typeof answer === 'object' && 'roles' in answer ? answer.roles : undefined;
}

function hasRoleList(answer: unknown): boolean {
  const roles = rolesOf(answer);
  return Array.isArray(roles) && roles.length > 0;
}

const signedOutContext = {
  token: null,
  user: null,
  roles: [],
  routes: [],
  ...noPendingStep,
} satisfies Partial<AuthContext>;

export const authMachine = authSetup.createMachine({
  id: 'auth',
  context: ({ input }) => ({
    token: input.token || null,
    user: null,
    roles: [],
    routes: [],
    error: null,
    routeTable: input.routeTable ?? SIGNED_IN_ROUTES,
    ...noPendingStep,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: ({ context }) => context.token !== null, target: 'loadingUser' },
        { target: 'signedOut' },
      ],
    },
    signedOut: {
      on: {
        LOGIN: { target: 'signingIn', actions: assign({ error: null }) },
      },
    },
    signingIn: {
      tags: ['busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => {
          assertEvent(event, 'LOGIN');
          return { username: event.username.trim(), password: event.password };
        },
        onDone: [
          // A pending session: its token stays in memory until the second step completes it.
          {
            guard: ({ event }) => event.output.mfa === 'verify',
            target: 'pendingStep.waitingCode',
            actions: assign({ pendingToken: ({ event }) => event.output.token }),
          },
          {
            guard: ({ event }) => event.output.mfa === 'enrol',
            target: 'pendingStep.startingEnrolment',
            actions: assign({ pendingToken: ({ event }) => event.output.token }),
          },
          {
            target: 'loadingUser',
            actions: [
              assign({ token: ({ event }) => event.output.token }),
              { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
            ],
          },
        ],
        onError: {
          target: 'signedOut',
          actions: assign({
            error: ({ event }) => messageOf(event.error) ?? AUTH_MESSAGES.hasError,
          }),
        },
      },
    },
    pendingStep,
    loadingUser: {
      tags: ['busy'],
      invoke: {
        id: 'fetchUserInfo',
        src: 'fetchUserInfo',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: ({ event }) => isEmptyAnswer(event.output),
            target: 'failed',
            actions: assign({ error: AUTH_MESSAGES.verificationFailed }),
          },
          {
            guard: ({ event }) => !hasRoleList(event.output),
            target: 'failed',
            actions: assign({ error: AUTH_MESSAGES.rolesInvalid }),
          },
          {
            target: 'buildingRoutes',
            actions: assign({
              user: ({ event }) => event.output as UserInfo,
              // Unknown role names grant nothing; they are dropped rather than trusted.
              roles: ({ event }) => (rolesOf(event.output) as unknown[]).filter(isRole),
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    buildingRoutes: {
      tags: ['busy'],
      entry: assign({
        routes: ({ context }) => filterRoutesByRoles(context.routeTable, context.roles),
      }),
      always: { target: 'signedIn' },
    },
    failed: {
      // The error stays in context after leaving, so the login screen can still show it; the
      // token is gone, so the guard sends the user to /login?redirect=<the path they were on>.
      // A token the server still honours (an app account's, or one whose user info was unusable)
      // is revoked there too, without waiting: the browser forgets it either way.
      entry: [
        enqueueActions(({ context, enqueue }) => {
          if (context.token) enqueue.spawnChild('revokeSession', { input: { token: context.token } });
        }),
        'clearToken',
        assign({ error: ({ context }) => context.error ?? AUTH_MESSAGES.hasError }),
      ],
      always: { target: 'signedOut', actions: assign(signedOutContext) },
    },
    signedIn: {
      on: {
        LOGOUT: { target: 'signingOut' },
        // The answer of the user's own call: the same account, its roles unchanged.
        USER_UPDATED: { actions: assign({ user: ({ event }) => event.user }) },
        // The server refused the token (401): forget it, and keep why for the login screen.
        // Visited views are kept, so signing in again returns the user to where they were.
        SESSION_EXPIRED: {
          target: 'signedOut',
          actions: ['clearToken', assign({ ...signedOutContext, error: ({ event }) => event.message ?? null })],
        },
      },
    },
    signingOut: {
      tags: ['busy'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => ({ token: context.token }),
        // Whatever the server said, the session ends here.
        onDone: {
          target: 'signedOut',
          actions: [
            'clearToken',
            assign({ ...signedOutContext, error: null }),
            emit({ type: 'loggedOut' }),
          ],
        },
        onError: {
          target: 'signedOut',
          actions: [
            'clearToken',
            assign({ ...signedOutContext, error: null }),
            emit({ type: 'loggedOut' }),
          ],
        },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;
