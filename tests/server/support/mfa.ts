/**
 * Two-step verification in tests: codes computed with otpauth from the secret an enrolment
 * answers (or the demo admin's), sign-ins that stop at the second step, and enrolment.
 */
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { LoginAnswer } from '../../../contracts/auth.js';
import type { MfaEnrolStart, RecoveryCodes } from '../../../contracts/mfa.js';
import { createSession } from '../../../server/modules/user/sessions.js';
import { DEMO_PASSWORD } from '../../../server/seed/demo.js';
import { API, call, loginDigest, type TestServer } from './server.js';

/** The authenticator's code `steps` periods away from now. */
export function totpCode(secret: string, steps = 0, now = Date.now()): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: now + steps * 30_000 });
}

/** Waits, when the current step ends within 3 s, for the next: a code of the previous step then stays in the window. */
export async function awayFromStepEdge(): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 3_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** Six digits no step of the window around now has. */
export function wrongCode(secret: string): string {
  const near = new Set([-2, -1, 0, 1, 2].map((steps) => totpCode(secret, steps)));
  return ['000000', '111111', '222222', '333333', '444444', '555555'].find((code) => !near.has(code))!;
}

export const reasonOf = (answer: { body: unknown }) => (answer.body as { data?: { reason?: string } }).data?.reason;

export async function idOf(server: TestServer, username: string): Promise<number> {
  return (await server.db.selectFrom('users').select('id').where('username_key', '=', username).executeTakeFirstOrThrow()).id;
}

/** getSalt + userLogin: the whole answer, a pending one included. */
export async function signIn(server: TestServer, username: string, url = server.url): Promise<LoginAnswer> {
  const digest = await loginDigest(url, username, DEMO_PASSWORD);
  const answer = await call<LoginAnswer>(url, 'POST', `${API}/user/userLogin`, { body: { username, ...digest }, as: 'form' });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data;
}

/** Starts and confirms an enrolment with the session of `token`; the step used is forgotten again. */
export async function enrol(server: TestServer, token: string, username: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await server.post<MfaEnrolStart>(`${API}/user/mfaEnrolStart`, {}, { token });
  expect(started.status, started.text).toBe(200);
  const { secret } = started.body.data;
  const confirmed = await server.post<RecoveryCodes>(`${API}/user/mfaEnrolConfirm`, { code: totpCode(secret) }, { token });
  expect(confirmed.status, confirmed.text).toBe(200);
  await forgetSteps(server, username);
  return { secret, recoveryCodes: confirmed.body.data.recoveryCodes };
}

/** A session waiting for its second step, made directly in the database (no argon2). */
export async function pendingSession(server: TestServer, username: string): Promise<string> {
  return (await createSession(server.db, await idOf(server, username), 24, undefined, Date.now(), { stage: 'verify', minutes: 10 })).token;
}

export const verifyCode = (server: TestServer, token: string, code: string) => server.post(`${API}/user/mfaVerify`, { code }, { token });

/** Lets the codes of the current steps be used again (tests send many within one period). */
export async function forgetSteps(server: TestServer, username: string): Promise<void> {
  await server.db.updateTable('user_mfa').set({ last_step: null }).where('user_id', '=', await idOf(server, username)).execute();
}

/** Forgets an account's wrong codes and lock. */
export async function clearMfaThrottle(server: TestServer, username: string): Promise<void> {
  await server.db.deleteFrom('throttles').where('key', '=', `mfa-fail:${await idOf(server, username)}`).execute();
}
