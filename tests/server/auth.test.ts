/** The sign-in calls over HTTP on every database: getSalt, userLogin, userInfo, userLogout, changePassword. */
import { describe, expect, it } from 'vitest';
import { isoTime } from '../../server/db/values.js';
import { hashToken } from '../../server/modules/user/sessions.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed/demo.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, loginDigest, md5, useTestServer } from './support/server.js';

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`sign-in calls on ${target.name}`, () => {
    const server = useTestServer(target);

    async function attempt(username: string, password: string, salt?: string) {
      const digest = await loginDigest(server.url, username, password);
      return server.post<{ token: string; expiresAt: string }>(
        `${API}/user/userLogin`,
        { username, password: digest.password, salt: salt ?? digest.salt },
        { as: 'form' },
      );
    }

    it('getSalt answers the stored salt of an account', async () => {
      const answer = await server.get<{ salt: string }>(`${API}/userQuery/getSalt`, { query: { username: 'admin' } });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ code: 200, msg: 'success' });
      const stored = await server.db.selectFrom('users').select('password_salt').where('username_key', '=', 'admin').executeTakeFirstOrThrow();
      expect(answer.body.data.salt).toBe(stored.password_salt);
      const upper = await server.get<{ salt: string }>(`${API}/userQuery/getSalt`, { query: { username: ' ADMIN ' } });
      expect(upper.body.data.salt).toBe(stored.password_salt);
    });

    it('getSalt for an unknown name is deterministic and looks like a real salt', async () => {
      const first = await server.get<{ salt: string }>(`${API}/userQuery/getSalt`, { query: { username: 'ghost-user' } });
      const again = await server.get<{ salt: string }>(`${API}/userQuery/getSalt`, { query: { username: 'Ghost-User' } });
      const other = await server.get<{ salt: string }>(`${API}/userQuery/getSalt`, { query: { username: 'ghost-user-2' } });
      expect(first.status).toBe(200);
      expect(first.body.data.salt).toMatch(/^[0-9a-f]{32}$/);
      expect(again.body.data.salt).toBe(first.body.data.salt);
      expect(other.body.data.salt).not.toBe(first.body.data.salt);
    });

    it.each(['form', 'multipart', 'json'] as const)('userLogin accepts %s bodies and the token opens userInfo', async (as) => {
      const token = await server.login('creator1', DEMO_PASSWORD, as);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const info = await server.get(`${API}/userQuery/userInfo`, { token });
      expect(info.status).toBe(200);
      expect(info.body.data).toMatchObject({ username: 'creator1', name: 'Script Author One', roles: ['CREATOR'], companyId: null, cooperateId: null });
    });

    it('userInfo names the company of a BUSINESS_COMPANY user and the partner of a COOPERATE user', async () => {
      const company = await server.get<{ companyId: number }>(`${API}/userQuery/userInfo`, { token: await server.sessionFor('company1') });
      const stored = await server.db.selectFrom('users').select(['company_id']).where('username_key', '=', 'company1').executeTakeFirstOrThrow();
      expect(company.body.data.companyId).toBe(stored.company_id);
      const partner = await server.get<{ cooperateId: number; companyId: null }>(`${API}/userQuery/userInfo`, { token: await server.sessionFor('partner2') });
      const partnerRow = await server.db.selectFrom('users').select(['cooperate_id']).where('username_key', '=', 'partner2').executeTakeFirstOrThrow();
      expect(partner.body.data).toMatchObject({ cooperateId: partnerRow.cooperate_id, companyId: null });
    });

    it('userLogin trims the username, answers an expiry, and stores only the token hash', async () => {
      const digest = await loginDigest(server.url, 'admin', DEMO_PASSWORD);
      const answer = await server.post<{ token: string; expiresAt: string }>(
        `${API}/user/userLogin`,
        { username: '  admin  ', ...digest },
        { as: 'form' },
      );
      expect(answer.status).toBe(200);
      const hours = (Date.parse(answer.body.data.expiresAt) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(server.config.sessionTtlHours - 1);
      expect(hours).toBeLessThanOrEqual(server.config.sessionTtlHours);
      const rows = await server.db.selectFrom('sessions').select('token_hash').execute();
      expect(rows.some((r) => r.token_hash === answer.body.data.token)).toBe(false);
      expect(rows.some((r) => r.token_hash === hashToken(answer.body.data.token))).toBe(true);
    });

    it('userInfo answers every field of the contract for every demo account', async () => {
      for (const account of DEMO_ACCOUNTS) {
        const token = await server.sessionFor(account.username);
        const info = await server.get(`${API}/userQuery/userInfo`, { token });
        expect(info.status).toBe(200);
        expect(info.body.data).toEqual({
          id: expect.any(Number),
          username: account.username,
          name: account.nickname,
          avatar: '/rocketScript/api/files/defaultAvatar.svg',
          introduction: account.introduction,
          roles: [...account.roles],
          companyId: account.company === undefined ? null : expect.any(Number),
          cooperateId: account.cooperate === undefined ? null : expect.any(Number),
        });
      }
      const avatar = await fetch(`${server.url}/rocketScript/api/files/defaultAvatar.svg`);
      expect(avatar.status).toBe(200);
      expect(avatar.headers.get('content-type')).toContain('image/svg+xml');
      expect(await avatar.text()).toContain('<svg');
    });

    it('a wrong password is 401 invalid_credentials, and so is an unknown name', async () => {
      const wrong = await attempt('operator', 'not-rocket');
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({ code: 401, data: { reason: 'invalid_credentials' } });
      const unknown = await attempt('nobody-here', DEMO_PASSWORD);
      expect(unknown.status).toBe(401);
      expect(unknown.body.data).toEqual(wrong.body.data);
      expect(unknown.body.msg).toBe(wrong.body.msg);
    });

    it('a salt other than the account salt is refused even with the matching digest', async () => {
      const salt = 'ab'.repeat(16);
      const answer = await server.post(
        `${API}/user/userLogin`,
        { username: 'operator', password: md5(md5(DEMO_PASSWORD) + salt), salt },
        { as: 'form' },
      );
      expect(answer.status).toBe(401);
      expect(answer.body.data).toMatchObject({ reason: 'invalid_credentials' });
    });

    it('userInfo without a token, with a malformed or unknown token is 401', async () => {
      expect((await server.get(`${API}/userQuery/userInfo`)).status).toBe(401);
      const malformed = await server.get(`${API}/userQuery/userInfo`, { headers: { Authorization: 'Bearer <script>' } });
      expect(malformed.status).toBe(401);
      const unknown = await server.get(`${API}/userQuery/userInfo`, { token: 'x'.repeat(43) });
      expect(unknown.status).toBe(401);
      expect(unknown.body).toMatchObject({ code: 401, data: { reason: 'unauthenticated' } });
    });

    it('userLogout revokes the presented token only', async () => {
      const first = await server.login('luaadmin');
      const second = await server.login('luaadmin');
      const out = await server.post(`${API}/user/userLogout`, undefined, { token: first });
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ code: 200, msg: 'success', data: null });
      expect((await server.get(`${API}/userQuery/userInfo`, { token: first })).status).toBe(401);
      expect((await server.get(`${API}/userQuery/userInfo`, { token: second })).status).toBe(200);
      const row = await server.db.selectFrom('sessions').select('revoked_at').where('token_hash', '=', hashToken(first)).executeTakeFirstOrThrow();
      expect(row.revoked_at).not.toBeNull();
    });

    it('an expired token is 401 token_expired', async () => {
      const token = await server.sessionFor('auditor');
      await server.db.updateTable('sessions').set({ expires_at: isoTime(Date.now() - 1000) }).where('token_hash', '=', hashToken(token)).execute();
      const answer = await server.get(`${API}/userQuery/userInfo`, { token });
      expect(answer.status).toBe(401);
      expect(answer.body.data).toMatchObject({ reason: 'token_expired' });
    });

    it.each([
      ['frozen', 'account_frozen'],
      ['banned', 'account_banned'],
    ] as const)('a %s account cannot sign in (403 after the password) and its live token stops working', async (status, reason) => {
      const username = status === 'frozen' ? 'partner1' : 'partner2';
      const live = await server.login(username);
      await server.db.updateTable('users').set({ status }).where('username_key', '=', username).execute();
      try {
        const right = await attempt(username, DEMO_PASSWORD);
        expect(right.status).toBe(403);
        expect(right.body.data).toMatchObject({ reason });
        const wrong = await attempt(username, 'wrong-password');
        expect(wrong.status).toBe(401);
        const info = await server.get(`${API}/userQuery/userInfo`, { token: live });
        expect(info.status).toBe(401);
        expect(info.body.data).toMatchObject({ reason });
      } finally {
        await server.db.updateTable('users').set({ status: 'normal' }).where('username_key', '=', username).execute();
      }
    });

    it('20 wrong passwords in a row lock the account for that address (429 + Retry-After) while others still sign in', async () => {
      const limit = server.config.limits.loginFailuresPerAccount;
      expect(limit).toBe(20);
      const digest = await loginDigest(server.url, 'company2', 'wrong');
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < limit; i++) {
        last = await server.post(`${API}/user/userLogin`, { username: 'company2', ...digest }, { as: 'form' });
        statuses.push(last.status);
      }
      expect(statuses.slice(0, limit - 1).every((s) => s === 401)).toBe(true);
      expect(statuses[limit - 1]).toBe(429);
      expect(last!.body.data).toMatchObject({ reason: 'rate_limited', retryAfter: server.config.limits.accountLockSeconds });
      expect(last!.headers.get('retry-after')).toBe(String(server.config.limits.accountLockSeconds));

      const right = await attempt('company2', DEMO_PASSWORD);
      expect(right.status).toBe(429);
      expect(right.body.data).toMatchObject({ reason: 'rate_limited' });
      expect(await server.login('company1')).toBeTruthy();

      // Once the lock has passed, the right password works again and resets the count.
      const key = 'login-fail:company2@127.0.0.1';
      await server.db.updateTable('throttles').set({ locked_until: isoTime(Date.now() - 1000) }).where('key', '=', key).execute();
      expect(await server.login('company2')).toBeTruthy();
      const row = await server.db.selectFrom('throttles').select('count').where('key', '=', key).executeTakeFirstOrThrow();
      expect(Number(row.count)).toBe(0);
    });

    it('a success resets the wrong-password count', async () => {
      const key = 'login-fail:creator2@127.0.0.1';
      for (let i = 0; i < 3; i++) expect((await attempt('creator2', 'nope')).status).toBe(401);
      const before = await server.db.selectFrom('throttles').select('count').where('key', '=', key).executeTakeFirstOrThrow();
      expect(Number(before.count)).toBe(3);
      await server.login('creator2');
      const row = await server.db.selectFrom('throttles').select('count').where('key', '=', key).executeTakeFirstOrThrow();
      expect(Number(row.count)).toBe(0);
    });

    describe('userChangePassword', () => {
      const path = `${API}/user/userChangePassword`;

      it('refuses a wrong old password with 400 old_password_wrong and changes nothing', async () => {
        const token = await server.login('operator');
        const before = await server.db.selectFrom('users').select(['password_salt', 'password_hash']).where('username_key', '=', 'operator').executeTakeFirstOrThrow();
        const answer = await server.post(path, { username: 'operator', oldPassword: md5('wrong'), newPassword: md5('brand-new-1') }, { token });
        expect(answer.status).toBe(400);
        expect(answer.body.data).toMatchObject({ reason: 'old_password_wrong' });
        const after = await server.db.selectFrom('users').select(['password_salt', 'password_hash']).where('username_key', '=', 'operator').executeTakeFirstOrThrow();
        expect(after).toEqual(before);
      });

      it("refuses another account's username with 403", async () => {
        const token = await server.login('operator');
        const answer = await server.post(path, { username: 'admin', oldPassword: md5(DEMO_PASSWORD), newPassword: md5('brand-new-1') }, { token });
        expect(answer.status).toBe(403);
      });

      it('changes the password, keeps the current session and ends the others', async () => {
        const current = await server.login('auditor');
        const other = await server.login('auditor');
        const answer = await server.post(path, { username: 'Auditor', oldPassword: md5(DEMO_PASSWORD), newPassword: md5('new-secret-9') }, { token: current });
        expect(answer.status).toBe(200);
        expect(answer.body.data).toBeNull();
        expect((await server.get(`${API}/userQuery/userInfo`, { token: current })).status).toBe(200);
        expect((await server.get(`${API}/userQuery/userInfo`, { token: other })).status).toBe(401);
        expect((await attempt('auditor', DEMO_PASSWORD)).status).toBe(401);
        expect(await server.login('auditor', 'new-secret-9')).toBeTruthy();
        const audit = await server.db.selectFrom('audit_log').selectAll().where('event', '=', 'CHANGE_PASSWORD').execute();
        expect(audit.length).toBeGreaterThan(0);
        // Put it back for the other tests.
        const back = await server.post(path, { username: 'auditor', oldPassword: md5('new-secret-9'), newPassword: md5(DEMO_PASSWORD) }, { token: current });
        expect(back.status).toBe(200);
      });

      it('needs a token', async () => {
        const answer = await server.post(path, { username: 'admin', oldPassword: md5('a'), newPassword: md5('b') });
        expect(answer.status).toBe(401);
      });
    });

    it('the audit trail refuses updates and deletes', async () => {
      await expect(server.db.updateTable('audit_log').set({ event: 'X' }).execute()).rejects.toThrow(/append-only/);
      await expect(server.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    });
  });
}
