/**
 * Access control, deny by default. Every API route declares `config.access`:
 *   'public'            anyone, token or not
 *   'authenticated'     any signed-in back-office account (one holding a role) whose status is normal
 *   { roles: [...] }    signed in and holding at least one of the roles (else 403)
 *   'app'               a signed-in app user: an account holding no back-office role (else 403)
 *   'signedIn'          any signed-in account, app users included (signing out)
 *   'mfaStep'           a back-office account's session, pending or complete: the second step's calls
 * A pending session (password right, second step not done: docs/auth-protocol.md, "Two-step
 * verification") passes only 'mfaStep' and 'signedIn' routes; every other answers 401 mfa_required.
 * A signed-in account without any role (an app user) gets 403 from every route but 'app' and
 * 'signedIn' ones.
 * A route under the API prefix without a declaration stops the server from starting. Each
 * non-public route also declares `config.probe`, a harmless sample request the permission test
 * replays for every demo account. The declarations are readable through `app.accessTable()`.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { MfaStage } from '../../contracts/mfa.js';
import { hasAnyRole, isRole, type Role } from '../../contracts/roles.js';
import type { DB } from '../db/schema.js';
import { fail } from './envelope.js';

export const API_PREFIX = '/rocketScript/api';
export const DOCS_PREFIX = `${API_PREFIX}/docs`;

export type Access = 'public' | 'authenticated' | 'app' | 'signedIn' | 'mfaStep' | { roles: readonly Role[] };

/** Probes aim at a record that does not exist: 404 for allowed callers, nothing changes. */
export const PROBE_MISSING_ID = 2_147_483_000;

/** The account a probe is sent as. */
export interface ProbeAccount {
  id: number;
  username: string;
  roles: readonly Role[];
}

type ProbeJson = string | number | boolean | null | readonly unknown[] | { readonly [key: string]: unknown };

/** A harmless sample request for the permission test; values may depend on the probing account. */
export interface Probe {
  query?: Record<string, string> | ((account: ProbeAccount) => Record<string, string>);
  body?: ProbeJson | ((account: ProbeAccount) => ProbeJson);
  /** True when the call ends the session it is sent with (the test then uses a fresh one). */
  revokesToken?: boolean;
  /** For routes that confine some callers to their own rows: how to aim the call at someone else's. */
  ownership?: OwnershipProbe;
}

/**
 * An ownership probe: the permission test finds a row the probing account does not own and sends
 * the call at it. The answer must be 403 or 404 (or a 2xx that `reveals` nothing), and the row's
 * `snapshot` must be the same afterwards.
 */
export interface OwnershipProbe {
  /** Id of a row this account may not see or change; null when it may see every row (e.g. ADMIN). */
  foreignId(db: Kysely<DB>, account: ProbeAccount): Promise<number | null>;
  /** The request aimed at that row. */
  request(id: number): { query?: Record<string, string>; body?: ProbeJson };
  /** The stored row, compared before and after. */
  snapshot(db: Kysely<DB>, id: number): Promise<unknown>;
  /** For 2xx answers (lists, exports): true when the answer text shows the foreign row. */
  reveals?(answerText: string): boolean;
}

export interface AccessEntry {
  method: string;
  url: string;
  access: Access;
  probe?: Probe;
  /** Left out of the OpenAPI document (docs UI assets, the document itself). */
  hidden: boolean;
}

export interface AuthUser {
  id: number;
  username: string;
  usernameKey: string;
  nickname: string;
  roles: Role[];
  companyId: number | null;
  cooperateId: number | null;
}

export interface AuthContext {
  user: AuthUser;
  /** sha256 of the presented token: identifies the current session. */
  tokenHash: string;
  /** What the session still has to do (null: complete). */
  mfaStage: MfaStage | null;
}

/** Turns a presented token into the signed-in account, or throws a 401 HttpError. */
export type TokenResolver = (token: string) => Promise<AuthContext>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    probe?: Probe;
    /**
     * multipart/form-data is refused (415) unless the route opts in: 'fields' reads the text
     * fields into `request.body` (a file is 415); 'files' leaves the stream to the handler
     * (`request.file()` / `request.parts()`, with its own limits).
     */
    multipart?: 'fields' | 'files';
    /**
     * The body is a batch of events each checked on its own (docs/ingestion.md): a control
     * character refuses that event, not the whole call, so the body guard skips `events`.
     */
    eventBatch?: true;
  }
  interface FastifyInstance {
    accessTable(): AccessEntry[];
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const TOKEN_PATTERN = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i;

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  return TOKEN_PATTERN.exec(header)?.[1] ?? null;
}

export function describeAccess(access: Access): string {
  return typeof access === 'string' ? access : `roles ${access.roles.join(', ')}`;
}

function checkAccess(access: unknown, where: string): Access {
  if (access === 'public' || access === 'authenticated' || access === 'app' || access === 'signedIn' || access === 'mfaStep') return access;
  if (typeof access === 'object' && access !== null && Array.isArray((access as { roles?: unknown }).roles)) {
    const roles = (access as { roles: unknown[] }).roles;
    if (roles.length > 0 && roles.every(isRole)) return access as Access;
  }
  throw new Error(`${where}: config.access must be 'public', 'authenticated', 'app', 'signedIn', 'mfaStep' or { roles: [known roles…] }`);
}

/** The signed-in account of a request that passed an authenticated route's check. */
export function currentUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw fail.unauthenticated();
  return request.auth;
}

/**
 * Installs the start-up check (onRoute), the per-request check (onRequest, so nothing of an
 * unauthorised request's body is read) and `app.accessTable()`. Call before registering routes.
 */
export function installAccessControl(app: FastifyInstance, resolveToken: TokenResolver): void {
  const table: AccessEntry[] = [];
  app.decorate('accessTable', () => table.map((entry) => ({ ...entry })));
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    const where = `${methods.join('/')} ${route.url}`;
    let declared = route.config?.access;
    if (declared === undefined && route.url.startsWith(DOCS_PREFIX)) {
      declared = 'public';
      route.config = { ...route.config, access: declared };
    }
    if (declared === undefined) {
      throw new Error(`${where} declares no config.access: every API route must say who may call it`);
    }
    const access = checkAccess(declared, where);
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const hidden = schema.hide === true;
    if (!hidden) {
      route.schema = { ...schema, security: access === 'public' ? [] : [{ bearerAuth: [] }] };
    }
    for (const method of methods) {
      table.push({ method, url: route.url, access, probe: route.config?.probe, hidden });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined) {
      // Not an API route (SPA files, 404s): nothing to check. An API route always has one.
      if (request.routeOptions.url?.startsWith(API_PREFIX)) throw fail.forbidden();
      return;
    }
    if (access === 'public') return;
    const token = bearerToken(request.headers.authorization);
    if (!token) throw fail.unauthenticated('Sign in first: this call needs a token');
    const auth = await resolveToken(token);
    request.auth = auth;
    const appUser = auth.user.roles.length === 0;
    if (access === 'signedIn') return;
    if (auth.mfaStage !== null && access !== 'mfaStep') {
      throw fail.unauthenticated('Finish signing in first: this session still needs its second step', 'mfa_required');
    }
    if (access === 'app') {
      if (!appUser) throw fail.forbidden('This call is for app users, not back-office accounts');
      return;
    }
    if (appUser) throw fail.forbidden('This is an app account: it signs in to the app, not the back-office', 'app_account');
    if (typeof access === 'object' && !hasAnyRole(auth.user.roles, access.roles)) {
      throw fail.forbidden('Your role may not make this call');
    }
  });
}
