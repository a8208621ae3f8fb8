/**
 * The signed-in user's sessions (docs/auth-protocol.md, "Sessions"): listed with the device they
 * were opened from, ended one by one or all but the current one; an administrator ends all of a
 * user's. A session is named by a public id, never by its token or the token's hash.
 */
import { z } from 'zod';
import { idField } from './fields.js';

/** 128 random bits in lower-case hex: says nothing about the token. */
export const SESSION_ID_PATTERN = /^[0-9a-f]{32}$/;
export const sessionIdField = z.string().regex(SESSION_ID_PATTERN, 'must be a session id (32 hex digits)');

export const sessionRecord = z.object({
  id: sessionIdField,
  /** The browser and the system named by the user agent; null when it names none. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  clientAddress: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session this list was asked with. */
  current: z.boolean(),
});
export type SessionRecord = z.infer<typeof sessionRecord>;

/** POST /api/user/userSessionLogout: ends one of the caller's sessions. */
export const sessionLogoutForm = z.strictObject({ id: sessionIdField });
export type SessionLogoutForm = z.infer<typeof sessionLogoutForm>;

/** How many sessions a call ended. */
export const endedSessionsAnswer = z.object({ ended: z.number().int().nonnegative() });
export type EndedSessionsAnswer = z.infer<typeof endedSessionsAnswer>;

/** POST /api/useradmin/endUserSessions: an administrator ends every session of a user. */
export const endUserSessionsForm = z.strictObject({ id: idField });
export type EndUserSessionsForm = z.infer<typeof endUserSessionsForm>;
