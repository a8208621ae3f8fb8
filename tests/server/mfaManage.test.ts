/**
 * Two-step verification kept in bounds and managed (docs/auth-protocol.md, "Two-step
 * verification"), over HTTP on both databases: wrong codes claimed per account before they are
 * checked (5, then 429; a parallel burst checks at most 5; a right code forgets them), new
 * recovery codes, turning it off (password, code, roles), an administrator's reset, bad input
 * refused with nothing changed, and the demo code only in demo mode.
 */
import { describe, expect, it } from 'vitest';
import type { MfaDemoCode, MfaStatus, RecoveryCodes } from '../../contracts/mfa.js';
import { DEMO_MFA_SECRET } from '../../server/seed/demoMfa.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { clearMfaThrottle, enrol, forgetSteps, idOf, pendingSession, reasonOf, signIn, totpCode, verifyCode, wrongCode } from './support/mfa.js';
import { API, call, loginDigest, md5, MFA_ON, useTestServer } from './support/server.js';
import { DEMO_PASSWORD } from '../../server/seed/demo.js';

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`two-step verification managed on ${target.name}`, () => {
    const server = useTestServer(target, MFA_ON);
    const verify = (token: string, code: string) => verifyCode(server, token, code);
    const pending = (username: string) => pendingSession(server, username);
    /** creator1's secret, enrolled by the first test. */
    let creatorSecret = '';

    it('answers 400 to five wrong codes, then 429 for RATE_MFA_LOCK_SECONDS; a right code forgets them', async () => {
      const { secret } = await enrol(server, await server.sessionFor('creator1'), 'creator1');
      creatorSecret = secret;
      const token = await pending('creator1');
      for (let i = 0; i < 4; i++) expect((await verify(token, wrongCode(secret))).status).toBe(400);
      expect((await verify(token, totpCode(secret))).status).toBe(200);
      await forgetSteps(server, 'creator1');
      const next = await pending('creator1');
      for (let i = 0; i < 5; i++) {
        const wrong = await verify(next, wrongCode(secret));
        expect([wrong.status, reasonOf(wrong)], `wrong code ${i + 1}`).toEqual([400, 'mfa_code_invalid']);
      }
      const locked = await verify(next, totpCode(secret));
      expect([locked.status, reasonOf(locked)]).toEqual([429, 'mfa_rate_limited']);
      const retryAfter = (locked.body.data as { retryAfter?: number }).retryAfter!;
      expect(retryAfter).toBeGreaterThan(890);
      expect(retryAfter).toBeLessThanOrEqual(900);
      await clearMfaThrottle(server, 'creator1');
    });

    it('checks at most five of a parallel burst of 30 wrong codes', async () => {
      await clearMfaThrottle(server, 'creator1');
      const token = await pending('creator1');
      const answers = await Promise.all(Array.from({ length: 30 }, () => verify(token, wrongCode(creatorSecret))));
      const checked = answers.filter((a) => a.status === 400);
      expect(checked.length).toBeLessThanOrEqual(5);
      expect(answers.filter((a) => a.status === 429).length).toBe(30 - checked.length);
      await clearMfaThrottle(server, 'creator1');
    });

    it('renews the recovery codes for a current code; the old ones stop working', async () => {
      const token = await server.sessionFor('company1');
      const notYet = await server.post(`${API}/user/mfaRecoveryCodes`, { code: '123456' }, { token });
      expect([notYet.status, reasonOf(notYet)]).toEqual([409, 'mfa_not_enabled']);
      const { secret, recoveryCodes } = await enrol(server, token, 'company1');
      const wrong = await server.post(`${API}/user/mfaRecoveryCodes`, { code: wrongCode(secret) }, { token });
      expect([wrong.status, reasonOf(wrong)]).toEqual([400, 'mfa_code_invalid']);
      const renewed = await server.post<RecoveryCodes>(`${API}/user/mfaRecoveryCodes`, { code: totpCode(secret) }, { token });
      expect(renewed.status, renewed.text).toBe(200);
      expect(renewed.body.data.recoveryCodes).toHaveLength(10);
      expect(renewed.body.data.recoveryCodes).not.toContain(recoveryCodes[0]);
      expect((await verify(await pending('company1'), recoveryCodes[0]!)).status).toBe(400);
      expect((await verify(await pending('company1'), renewed.body.data.recoveryCodes[0]!)).status).toBe(200);
      const events = await server.db.selectFrom('audit_log').select('event').where('entity_id', '=', String(await idOf(server, 'company1'))).execute();
      expect(events.map((e) => e.event)).toContain('MFA_RECOVERY_CODES');
    });

    it('turns off with the right password and code, never for a required role', async () => {
      const token = await server.sessionFor('creator2');
      const digest = await loginDigest(server.url, 'creator2', DEMO_PASSWORD);
      const off = (body: Record<string, unknown>) => server.post(`${API}/user/mfaDisable`, body, { token });
      const notYet = await off({ ...digest, code: '123456' });
      expect([notYet.status, reasonOf(notYet)]).toEqual([409, 'mfa_not_enabled']);
      const { secret } = await enrol(server, token, 'creator2');
      const badPassword = await off({ password: md5('nope'), salt: digest.salt, code: totpCode(secret) });
      expect([badPassword.status, reasonOf(badPassword)]).toEqual([400, 'old_password_wrong']);
      const badCode = await off({ ...digest, code: wrongCode(secret) });
      expect([badCode.status, reasonOf(badCode)]).toEqual([400, 'mfa_code_invalid']);
      const done = await off({ ...digest, code: totpCode(secret) });
      expect(done.status, done.text).toBe(200);
      expect(await server.db.selectFrom('user_mfa').select('user_id').where('user_id', '=', await idOf(server, 'creator2')).executeTakeFirst()).toBeUndefined();
      expect((await signIn(server, 'creator2')).mfa).toBeUndefined();

      const admin = await server.sessionFor('admin');
      const adminDigest = await loginDigest(server.url, 'admin', DEMO_PASSWORD);
      const required = await server.post(`${API}/user/mfaDisable`, { ...adminDigest, code: totpCode(DEMO_MFA_SECRET) }, { token: admin });
      expect([required.status, reasonOf(required)]).toEqual([409, 'mfa_required_by_role']);
    });

    it("lets an administrator reset a user's second step, ending their sessions (audited)", async () => {
      const partner = await server.sessionFor('partner1');
      await enrol(server, partner, 'partner1');
      const admin = await server.sessionFor('admin');
      const reset = (id: number, token = admin) => server.post<{ ended: number }>(`${API}/useradmin/resetUserMfa`, { id }, { token });
      const partnerId = await idOf(server, 'partner1');
      expect((await reset(partnerId, await server.sessionFor('operator'))).status).toBe(403);
      const done = await reset(partnerId);
      expect(done.status, done.text).toBe(200);
      expect(done.body.data.ended).toBeGreaterThanOrEqual(1);
      expect((await server.get(`${API}/userQuery/userInfo`, { token: partner })).status).toBe(401);
      const row = await server.db.selectFrom('audit_log').select(['event', 'payload']).where('event', '=', 'MFA_RESET').where('entity_id', '=', String(partnerId)).executeTakeFirstOrThrow();
      expect(JSON.parse(row.payload)).toEqual({ endedSessions: done.body.data.ended });
      expect((await server.db.selectFrom('mfa_recovery_codes').select('id').where('user_id', '=', partnerId).execute()).length).toBe(0);
      const none = await reset(partnerId);
      expect([none.status, reasonOf(none)]).toEqual([409, 'mfa_not_enabled']);
      // An enrolment started and not confirmed is nothing to reset: nothing changes, nothing ends.
      const again = await server.sessionFor('partner1');
      expect((await server.post(`${API}/user/mfaEnrolStart`, {}, { token: again })).status).toBe(200);
      const started = await reset(partnerId);
      expect([started.status, reasonOf(started)]).toEqual([409, 'mfa_not_enabled']);
      expect((await server.get(`${API}/userQuery/userInfo`, { token: again })).status).toBe(200);
      expect((await reset(await idOf(server, 'admin'))).status).toBe(409);
      expect((await reset(2_147_000_000)).status).toBe(404);
    });

    it('refuses malformed codes, extra fields and wrong types with 400, changing nothing', async () => {
      const token = await pending('admin');
      const admin = await server.sessionFor('admin');
      const before = await server.db.selectFrom('user_mfa').selectAll().orderBy('user_id').execute();
      const throttles = await server.db.selectFrom('throttles').selectAll().where('key', 'like', 'mfa-fail:%').orderBy('key').execute();
      const cases: [string, unknown, string][] = [
        ['user/mfaVerify', { code: '12345' }, token],
        ['user/mfaVerify', { code: 123456 }, token],
        ['user/mfaVerify', { code: '123456', extra: 1 }, token],
        ['user/mfaVerify', { code: 'abcde-fghi1' }, token],
        ['user/mfaVerify', {}, token],
        ['user/mfaEnrolConfirm', { code: 'abcde-fghij' }, token],
        ['user/mfaRecoveryCodes', { code: '1234567' }, admin],
        ['user/mfaDisable', { password: 'x', salt: 'y', code: '123456' }, admin],
        ['useradmin/resetUserMfa', { id: 'one' }, admin],
        ['useradmin/resetUserMfa', { id: 1, more: true }, admin],
      ];
      for (const [path, body, who] of cases) {
        const answer = await server.post(`${API}/${path}`, body, { token: who });
        expect([answer.status, reasonOf(answer)], `${path} ${JSON.stringify(body)}`).toEqual([400, 'invalid_input']);
      }
      expect(await server.db.selectFrom('user_mfa').selectAll().orderBy('user_id').execute()).toEqual(before);
      expect(await server.db.selectFrom('throttles').selectAll().where('key', 'like', 'mfa-fail:%').orderBy('key').execute()).toEqual(throttles);
      expect((await server.get<MfaStatus>(`${API}/userQuery/mfaStatus`, { token })).body.data.pending).toBe('verify');
    });

    it("lets a locked-out user enrol again at once after an administrator's reset", async () => {
      const own = await server.sessionFor('company2');
      const { secret } = await enrol(server, own, 'company2');
      const locked = await signIn(server, 'company2');
      for (let i = 0; i < 5; i++) await verifyCode(server, locked.token, wrongCode(secret));
      expect((await verifyCode(server, locked.token, totpCode(secret))).status).toBe(429);
      const admin = await server.sessionFor('admin');
      expect((await server.post(`${API}/useradmin/resetUserMfa`, { id: await idOf(server, 'company2') }, { token: admin })).status).toBe(200);
      const token = await server.sessionFor('company2');
      const fresh = await enrol(server, token, 'company2');
      expect(fresh.recoveryCodes).toHaveLength(10);
    });

    it("lets an administrator lift a lock met during an enrolment, keeping the user's sessions", async () => {
      const token = await server.sessionFor('creator2');
      const started = await server.post<{ secret: string }>(`${API}/user/mfaEnrolStart`, {}, { token });
      expect(started.status, started.text).toBe(200);
      for (let i = 0; i < 5; i++) await server.post(`${API}/user/mfaEnrolConfirm`, { code: wrongCode(started.body.data.secret) }, { token });
      const locked = await server.post(`${API}/user/mfaEnrolConfirm`, { code: totpCode(started.body.data.secret) }, { token });
      expect([locked.status, reasonOf(locked)]).toEqual([429, 'mfa_rate_limited']);
      const admin = await server.sessionFor('admin');
      const reset = await server.post<{ ended: number }>(`${API}/useradmin/resetUserMfa`, { id: await idOf(server, 'creator2') }, { token: admin });
      expect(reset.status, reset.text).toBe(200);
      expect(reset.body.data.ended).toBe(0);
      expect((await server.get(`${API}/userQuery/userInfo`, { token })).status).toBe(200);
      const fresh = await enrol(server, token, 'creator2');
      expect(fresh.recoveryCodes).toHaveLength(10);
    });

    it('tells the current demo code in demo mode only, and only of the published key or an enrolment waiting', async () => {
      const code = await server.get<MfaDemoCode>(`${API}/dev/mfaDemoCode`, { query: { username: 'admin' } });
      expect(code.status, code.text).toBe(200);
      expect([totpCode(DEMO_MFA_SECRET), totpCode(DEMO_MFA_SECRET, 1)]).toContain(code.body.data.code);
      expect(code.body.data.secondsLeft).toBeGreaterThan(0);
      expect((await server.get(`${API}/dev/mfaDemoCode`, { query: { username: 'partner2' } })).status).toBe(404);
      // A key its owner confirmed is theirs: its codes are never told.
      const token = await server.sessionFor('partner2');
      const started = await server.post<{ secret: string }>(`${API}/user/mfaEnrolStart`, {}, { token });
      const waiting = await server.get<MfaDemoCode>(`${API}/dev/mfaDemoCode`, { query: { username: 'partner2' } });
      expect(waiting.status, waiting.text).toBe(200);
      expect([totpCode(started.body.data.secret), totpCode(started.body.data.secret, 1)]).toContain(waiting.body.data.code);
      expect((await server.post(`${API}/user/mfaEnrolConfirm`, { code: totpCode(started.body.data.secret) }, { token })).status).toBe(200);
      expect((await server.get(`${API}/dev/mfaDemoCode`, { query: { username: 'partner2' } })).status).toBe(404);
      const plain = await server.startAnother({ demoAllowed: false });
      expect((await call(plain, 'GET', `${API}/dev/mfaDemoCode`, { query: { username: 'admin' } })).status).toBe(404);
    });
  });
}
