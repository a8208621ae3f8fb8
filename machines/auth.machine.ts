/**
 * The auth lifecycle: a stored token leads to fetching user info and building the
 * user's routes; a failure revokes the token, clears it and shows the error; logout revokes on the server,
 * then clears everything and tells the tags view (emitted `loggedOut`).
 *
 * Pure: no React, no axios, no cookies. The app supplies the effects with `.provide()`
 * (src/auth/appAuthLogic.ts); tests and stories supply fixtures the same way.
 */
import { assertEvent, assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { UserInfo } from '../contracts/auth.js';
import { isRole, type Role } from '../contracts/roles.js';
import { filterRoutesByRoles, SIGNED_IN_ROUTES, type RouteNode } from '../contracts/routeTable.js';

/** The fixed English messages of the sign-in lifecycle, word for word (docs/auth-protocol.md, "Fixed messages"). */
export const AUTH_MESSAGES = {
  verificationFailed: 'Verification failed, please Login again.',
  rolesInvalid: 'getInfo: roles must be a non-null array!',
  hasError: 'Has Error',
} as const;

export interface AuthInput {
  token: string | null;
  /** The table the user's routes are filtered from; defaults to every signed-in route. */
  routeTable?: RouteNode[];
}

export interface AuthContext {
  token: string | null;
  user: UserInfo | null;
  roles: Role[];
  /** The user's routes: the table filtered by their roles (docs/routes.md). */
  routes: RouteNode[];
  error: string | null;
  /** What `routes` is filtered from (from the input). */
  routeTable: RouteNode[];
}

export type AuthEvent =
  | { type: 'LOGIN'; username: string; password: string }
  | { type: 'LOGOUT' }
  /** The server refused the token; `message` says why, in the user's language (e.g. the account was frozen). */
  | { type: 'SESSION_EXPIRED'; message?: string }
  /** The user changed their own profile: the server's new user info (same account, same roles). */
  | { type: 'USER_UPDATED'; user: UserInfo };

/** Emitted so that listeners outside the machine (the tags view) forget the session. */
export type AuthEmitted = { type: 'loggedOut' };

export interface SignInInput {
  username: string;
  password: string;
}
export interface SignInOutput {
  token: string;
}
export interface SessionInput {
  token: string | null;
}

/** Placeholders: the machine cannot reach a server by itself. */
function notProvided(name: string) {
  return async (): Promise<never> => {
    throw new Error(`auth machine: actor "${name}" was not provided`);
  };
}

/** A thrown value's message, or null when it carries none. */
function messageOf(error: unknown): string | null {
  if (error instanceof Error) return error.message || null;
  if (typeof error === 'string') return error || null;
  if (
    error &&
    typeof error === 'object' &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return error.message || null;
  }
  return null;
}

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
} satisfies Partial<AuthContext>;

export const authMachine = setup({
  types: {
    input: {} as AuthInput,
    context: {} as AuthContext,
    events: {} as AuthEvent,
    emitted: {} as AuthEmitted,
  },
  actors: {
    signIn: fromPromise<SignInOutput, SignInInput>(notProvided('signIn')),
    fetchUserInfo: fromPromise<unknown, SessionInput>(notProvided('fetchUserInfo')),
    signOut: fromPromise<unknown, SessionInput>(notProvided('signOut')),
    /**
     * Ends a session the browser is forgetting anyway, without waiting: best effort, so it must
     * never fail (nothing would handle it). Without the app's call, nothing is revoked.
     */
    revokeSession: fromPromise<unknown, SessionInput>(async () => null),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    clearToken: () => {},
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    token: input.token || null,
    user: null,
    roles: [],
    routes: [],
    error: null,
    routeTable: input.routeTable ?? SIGNED_IN_ROUTES,
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
        onDone: {
          target: 'loadingUser',
          actions: [
            assign({ token: ({ event }) => event.output.token }),
            { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
          ],
        },
        onError: {
          target: 'signedOut',
          actions: assign({
            error: ({ event }) => messageOf(event.error) ?? AUTH_MESSAGES.hasError,
          }),
        },
      },
    },
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
