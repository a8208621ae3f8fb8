/**
 * The auth machine's types, placeholders and setup (docs/auth-protocol.md): shared by the machine
 * (auth.machine.ts) and its two-step states (authMfaStates.ts), which build on one setup.
 */
import { fromPromise, setup } from 'xstate';
import type { UserInfo } from '../contracts/auth.js';
import type { MfaEnrolStart, MfaStage, MfaVerifyAnswer, RecoveryCodes } from '../contracts/mfa.js';
import type { Role } from '../contracts/roles.js';
import type { RouteNode } from '../contracts/routeTable.js';

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
  /**
   * A session waiting for its second step: in memory only, never stored, so a reload during the
   * step starts over at the password. Becomes `token` once a code completes it.
   */
  pendingToken: string | null;
  /** The secret being enrolled (QR, text), while the sign-in enrols. */
  enrolment: MfaEnrolStart | null;
  /** The recovery codes an enrolment handed out, shown once before going on. */
  recoveryCodes: string[] | null;
  /** After signing in with a recovery code: how many are left, said before going on. */
  recoveryCodesLeft: number | null;
}

export type AuthEvent =
  | { type: 'LOGIN'; username: string; password: string }
  | { type: 'LOGOUT' }
  /** The server refused the token; `message` says why, in the user's language (e.g. the account was frozen). */
  | { type: 'SESSION_EXPIRED'; message?: string }
  /** The user changed their own profile: the server's new user info (same account, same roles). */
  | { type: 'USER_UPDATED'; user: UserInfo }
  /** The second step's code (authenticator or recovery code), or the first code of an enrolment. */
  | { type: 'MFA_CODE'; code: string }
  /** Back to the password: the pending session is revoked. */
  | { type: 'MFA_CANCEL' }
  /** The user has kept the recovery codes shown after enrolling. */
  | { type: 'RECOVERY_CODES_SAVED' }
  /** The user has read how many recovery codes are left after using one. */
  | { type: 'RECOVERY_NOTICE_SEEN' };

/** Emitted so that listeners outside the machine (the tags view) forget the session. */
export type AuthEmitted = { type: 'loggedOut' };

export interface SignInInput {
  username: string;
  password: string;
}
export interface SignInOutput {
  token: string;
  /** Set when the session waits for a second step (contracts/auth.ts, LoginAnswer). */
  mfa?: MfaStage;
}
export interface SessionInput {
  token: string | null;
}
/** A code sent as the pending session. */
export interface MfaCodeInput {
  token: string;
  code: string;
}

/** Placeholders: the machine cannot reach a server by itself. */
function notProvided(name: string) {
  return async (): Promise<never> => {
    throw new Error(`auth machine: actor "${name}" was not provided`);
  };
}

/** A thrown value's message, or null when it carries none. */
export function messageOf(error: unknown): string | null {
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

/** Nothing of a second step left behind. */
export const noPendingStep = {
  pendingToken: null,
  enrolment: null,
  recoveryCodes: null,
  recoveryCodesLeft: null,
} satisfies Partial<AuthContext>;

/**
 * A failure that ended the pending session itself (a 401: it expired, or was signed out): the
 * effects mark it so, and the step goes back to the password instead of asking again.
 */
export function endsSession(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { endsSession?: unknown }).endsSession === true;
}

export const authSetup = setup({
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
    /** The second step of a sign-in: completes the pending session. */
    verifyCode: fromPromise<MfaVerifyAnswer, MfaCodeInput>(notProvided('verifyCode')),
    /** A new secret for the pending session's account. */
    startEnrolment: fromPromise<MfaEnrolStart, SessionInput>(notProvided('startEnrolment')),
    /** The first code: enrols, completes the session, answers the recovery codes. */
    confirmEnrolment: fromPromise<RecoveryCodes, MfaCodeInput>(notProvided('confirmEnrolment')),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    clearToken: () => {},
  },
});
