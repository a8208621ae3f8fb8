/**
 * Two-step verification at sign-in (docs/auth-protocol.md, "Two-step verification"), over HTTP
 * on both databases, with the default roles required and the demo admin enrolled: what a
 * sign-in asks for, what a pending session may call and for how long, enrolment, the second step
 * with authenticator codes (once each, a neighbour step accepted, one of 50 parallel requests
 * winning) and with recovery codes (once each).
 */
import { describe, expect, it } from 'vitest';
import type { MfaEnrolStart, MfaStatus, MfaVerifyAnswer, RecoveryCodes } from '../../contracts/mfa.js';
import { pruneExpired } from '../../server/db/housekeeping.js';
import { createSession } from '../../server/modules/user/sessions.js';
import { DEMO_MFA_SECRET } from '../../server/seed/demoMfa.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { awayFromStepEdge, clearMfaThrottle, enrol, forgetSteps, idOf, reasonOf, signIn, totpCode, wrongCode } from './support/mfa.js';
import { API, MFA_ON, useTestServer } from './support/server.js';

const MINUTE = 60_000;

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`two-step sign-in on ${target.name}`, () => {
    const server = useTestServer(target, MFA_ON);
    const status = (token: string) => server.get<MfaStatus>(`${API}/userQuery/mfaStatus`, { token });
    const verify = (token: string, code: string) => server.post<MfaVerifyAnswer>(`${API}/user/mfaVerify`, { code }, { token });

    it('asks an enrolled account for a code, a required role to enrol, and nothing of others', async () => {
      const admin = await signIn(server, 'admin');
      expect(admin.mfa).toBe('verify');
      const expires = Date.parse(admin.expiresAt) - Date.now();
      expect(expires).toBeGreaterThan(9 * MINUTE);
      expect(expires).toBeLessThanOrEqual(10 * MINUTE);
      expect((await signIn(server, 'luaadmin')).mfa).toBe('enrol');
      expect((await signIn(server, 'auditor')).mfa).toBe('enrol');
      const operator = await signIn(server, 'operator');
      expect(operator.mfa).toBeUndefined();
      expect(Date.parse(operator.expiresAt) - Date.now()).toBeGreaterThan(24 * 60 * MINUTE);
    });

    it('refuses a pending session everywhere but the second step and signing out', async () => {
      const { token } = await signIn(server, 'admin');
      for (const path of ['userQuery/userInfo', 'userQuery/userSessions', 'audit/queryAudit']) {
        const answer = await server.get(`${API}/${path}`, { token });
        expect(answer.status, path).toBe(401);
        expect(reasonOf(answer), path).toBe('mfa_required');
      }
      const renew = await server.post(`${API}/user/mfaRecoveryCodes`, { code: totpCode(DEMO_MFA_SECRET) }, { token });
      expect([renew.status, reasonOf(renew)]).toEqual([401, 'mfa_required']);
      const mine = await status(token);
      expect(mine.status, mine.text).toBe(200);
      expect(mine.body.data).toMatchObject({ enabled: true, required: true, pending: 'verify', recoveryCodesLeft: 10 });
      expect((await server.post(`${API}/user/userLogout`, undefined, { token })).status).toBe(200);
      expect((await status(token)).status).toBe(401);
    });

    it('ends a pending session after MFA_PENDING_MINUTES', async () => {
      const id = await idOf(server, 'admin');
      const old = await createSession(server.db, id, 24, undefined, Date.now() - 11 * MINUTE, { stage: 'verify', minutes: 10 });
      const answer = await status(old.token);
      expect([answer.status, reasonOf(answer)]).toEqual([401, 'token_expired']);
    });

    it('enrols a required role at sign-in and completes its session', async () => {
      const { token } = await signIn(server, 'luaadmin');
      const confirmMissing = await server.post(`${API}/user/mfaEnrolConfirm`, { code: '123456' }, { token });
      expect([confirmMissing.status, reasonOf(confirmMissing)]).toEqual([409, 'mfa_enrolment_missing']);
      const first = await server.post<MfaEnrolStart>(`${API}/user/mfaEnrolStart`, {}, { token });
      expect(first.status, first.text).toBe(200);
      expect(first.body.data.otpauthUri).toMatch(/^otpauth:\/\/totp\/Rocket%20Script:luaadmin\?/);
      expect(first.body.data.qrSvg).toContain('<svg');
      // A new start replaces the first secret: its codes no longer confirm.
      const second = await server.post<MfaEnrolStart>(`${API}/user/mfaEnrolStart`, {}, { token });
      const { secret } = second.body.data;
      expect(secret).not.toBe(first.body.data.secret);
      const stale = await server.post(`${API}/user/mfaEnrolConfirm`, { code: totpCode(first.body.data.secret) }, { token });
      expect([stale.status, reasonOf(stale)]).toEqual([400, 'mfa_code_invalid']);
      const wrong = await server.post(`${API}/user/mfaEnrolConfirm`, { code: wrongCode(secret) }, { token });
      expect([wrong.status, reasonOf(wrong)]).toEqual([400, 'mfa_code_invalid']);
      expect(wrong.body.data).toMatchObject({ fields: [{ field: 'code' }] });
      const done = await server.post<RecoveryCodes>(`${API}/user/mfaEnrolConfirm`, { code: totpCode(secret) }, { token });
      expect(done.status, done.text).toBe(200);
      expect(done.body.data.recoveryCodes).toHaveLength(10);
      expect((await server.get(`${API}/userQuery/userInfo`, { token })).status).toBe(200);
      const again = await server.post(`${API}/user/mfaEnrolStart`, {}, { token });
      expect([again.status, reasonOf(again)]).toEqual([409, 'mfa_already_enabled']);
      const stored = await server.db.selectFrom('user_mfa').selectAll().where('user_id', '=', await idOf(server, 'luaadmin')).executeTakeFirstOrThrow();
      expect(stored.secret_sealed).not.toContain(secret);
      expect(stored.pending_secret_sealed).toBeNull();
      const codes = await server.db.selectFrom('mfa_recovery_codes').select('code_hash').where('user_id', '=', stored.user_id).execute();
      expect(codes.map((c) => c.code_hash)).not.toContain(done.body.data.recoveryCodes[0]);
      const audit = await server.db.selectFrom('audit_log').select('event').where('entity', '=', 'user').where('entity_id', '=', String(stored.user_id)).execute();
      expect(audit.map((row) => row.event)).toContain('MFA_ENABLED');
      // Signing in again now asks for a code.
      expect((await signIn(server, 'luaadmin')).mfa).toBe('verify');
    });

    it('refuses an enrolment confirmed after MFA_PENDING_MINUTES, and forgets it after a day', async () => {
      const token = await server.sessionFor('creator1');
      await server.post(`${API}/user/mfaEnrolStart`, {}, { token });
      const id = await idOf(server, 'creator1');
      await server.db.updateTable('user_mfa').set({ pending_at: new Date(Date.now() - 11 * MINUTE).toISOString() }).where('user_id', '=', id).execute();
      const late = await server.post(`${API}/user/mfaEnrolConfirm`, { code: '123456' }, { token });
      expect([late.status, reasonOf(late)]).toEqual([409, 'mfa_enrolment_missing']);
      // Housekeeping forgets an enrolment left unconfirmed for a day.
      await server.db.updateTable('user_mfa').set({ pending_at: new Date(Date.now() - 25 * 60 * MINUTE).toISOString() }).where('user_id', '=', id).execute();
      await pruneExpired(server.db);
      expect(await server.db.selectFrom('user_mfa').select('user_id').where('user_id', '=', id).executeTakeFirst()).toBeUndefined();
    });

    it('accepts a right code once, a code of the previous step too, and refuses a wrong one', async () => {
      await forgetSteps(server, 'admin');
      await awayFromStepEdge();
      const { token } = await signIn(server, 'admin');
      const wrong = await verify(token, wrongCode(DEMO_MFA_SECRET));
      expect([wrong.status, reasonOf(wrong)]).toEqual([400, 'mfa_code_invalid']);
      const previous = totpCode(DEMO_MFA_SECRET, -1);
      const right = await verify(token, previous.replace(/^(\d{3})/, '$1 '));
      expect(right.status, right.text).toBe(200);
      expect(right.body.data.usedRecoveryCode).toBe(false);
      expect(Date.parse(right.body.data.expiresAt) - Date.now()).toBeGreaterThan(24 * 60 * MINUTE);
      expect((await server.get(`${API}/userQuery/userInfo`, { token })).status).toBe(200);
      const complete = await verify(token, totpCode(DEMO_MFA_SECRET));
      expect([complete.status, reasonOf(complete)]).toEqual([409, 'conflict']);
      // The same code on a new sign-in: a replay.
      const next = await signIn(server, 'admin');
      const replay = await verify(next.token, previous);
      expect([replay.status, reasonOf(replay)]).toEqual([400, 'mfa_code_invalid']);
      const current = totpCode(DEMO_MFA_SECRET);
      expect((await verify(next.token, current)).status).toBe(200);
      const twice = await signIn(server, 'admin');
      expect((await verify(twice.token, current)).status).toBe(400);
    });

    it('lets one of 50 parallel requests with one right code through, and the repeats lock nobody out', async () => {
      await forgetSteps(server, 'admin');
      await clearMfaThrottle(server, 'admin');
      const id = await idOf(server, 'admin');
      const sessions = await Promise.all(Array.from({ length: 50 }, () => createSession(server.db, id, 24, undefined, Date.now(), { stage: 'verify', minutes: 10 })));
      const code = totpCode(DEMO_MFA_SECRET);
      const answers = await Promise.all(sessions.map((session) => verify(session.token, code)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.every((a) => a.status === 200 || a.status === 400 || a.status === 429)).toBe(true);
      // A repeat of a code just accepted (a double submit, a retried request) is no guess: no
      // attempt stays counted, so the owner's next code goes through.
      const counted = await server.db.selectFrom('throttles').select('count').where('key', '=', `mfa-fail:${id}`).executeTakeFirst();
      expect(Number(counted?.count ?? 0)).toBe(0);
      const waiting = sessions[answers.findIndex((a) => a.status !== 200)]!;
      expect((await verify(waiting.token, totpCode(DEMO_MFA_SECRET, 1))).status).toBe(200);
      await clearMfaThrottle(server, 'admin');
    });

    it('accepts each recovery code once, and counts them down', async () => {
      const token = await server.sessionFor('operator');
      const { recoveryCodes } = await enrol(server, token, 'operator');
      const first = await signIn(server, 'operator');
      expect(first.mfa).toBe('verify');
      const used = await verify(first.token, recoveryCodes[0]!.toUpperCase());
      expect(used.status, used.text).toBe(200);
      expect(used.body.data).toMatchObject({ usedRecoveryCode: true, recoveryCodesLeft: 9 });
      const again = await signIn(server, 'operator');
      const reused = await verify(again.token, recoveryCodes[0]!);
      expect([reused.status, reasonOf(reused)]).toEqual([400, 'mfa_code_invalid']);
      // Used already: refused, but not counted as a guess.
      for (let i = 0; i < 6; i++) expect((await verify(again.token, recoveryCodes[0]!)).status).toBe(400);
      expect((await verify(again.token, recoveryCodes[1]!)).body.data).toMatchObject({ recoveryCodesLeft: 8 });
      expect((await status(again.token)).body.data).toMatchObject({ enabled: true, required: false, pending: null, recoveryCodesLeft: 8 });
      const audit = await server.db.selectFrom('audit_log').select('event').where('event', '=', 'MFA_RECOVERY_USED').where('entity_id', '=', String(await idOf(server, 'operator'))).execute();
      expect(audit).toHaveLength(2);
    });
  });
}
