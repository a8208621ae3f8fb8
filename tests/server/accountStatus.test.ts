/**
 * Account actions through the account machine, on both databases: freeze/unfreeze/ban answer the
 * transition, illegal ones 409 with the status unchanged, 20 concurrent FREEZE give one 200 and
 * one audit row, a frozen or banned user's session stops at once; roles and password resets.
 */
import { describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, md5, useTestServer } from './support/server.js';

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`account status on ${target.name}`, () => {
    const server = useTestServer(target);

    const idOf = async (username: string) =>
      (await server.db.selectFrom('users').select('id').where('username_key', '=', username).executeTakeFirstOrThrow()).id;
    const statusOf = async (id: number) => (await server.db.selectFrom('users').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    const auditsOf = (id: number, event: string) =>
      server.db.selectFrom('audit_log').selectAll().where('entity', '=', 'user').where('entity_id', '=', String(id)).where('event', '=', event).execute();

    it('freezes (the session ends at once), refuses an illegal transition with 409, unfreezes', async () => {
      const admin = await server.sessionFor('admin');
      const id = await idOf('operator');
      const session = await server.sessionFor('operator');
      expect((await server.get(`${API}/userQuery/userInfo`, { token: session })).status).toBe(200);

      const frozen = await server.post<{ from: string; to: string }>(`${API}/useradmin/freezeUser`, { id }, { token: admin });
      expect(frozen.status, frozen.text).toBe(200);
      expect(frozen.body.data).toMatchObject({ id, from: 'normal', to: 'frozen' });
      const refused = await server.get(`${API}/userQuery/userInfo`, { token: session });
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ code: 401, data: { reason: 'account_frozen' } });

      const again = await server.post(`${API}/useradmin/freezeUser`, { id }, { token: admin });
      expect(again.status).toBe(409);
      expect((again.body.data as { reason: string }).reason).toBe('illegal_transition');
      expect(await statusOf(id)).toBe('frozen');

      const thawed = await server.post(`${API}/useradmin/unfreezeUser`, { id }, { token: admin });
      expect(thawed.status, thawed.text).toBe(200);
      expect(await statusOf(id)).toBe('normal');
      // Unfrozen, the account stays signed out until it signs in again.
      const ended = await server.get(`${API}/userQuery/userInfo`, { token: session });
      expect(ended.status).toBe(401);
      expect(ended.body).toMatchObject({ code: 401, data: { reason: 'session_ended' } });
      const rows = await auditsOf(id, 'FREEZE');
      expect(rows).toHaveLength(1);
      expect([rows[0]!.from_status, rows[0]!.to_status]).toEqual(['normal', 'frozen']);
      expect(await server.login('operator')).toBeTruthy();

      const unfreezeNormal = await server.post(`${API}/useradmin/unfreezeUser`, { id }, { token: admin });
      expect(unfreezeNormal.status).toBe(409);
      expect(await statusOf(id)).toBe('normal');
    });

    it('bans for good: nothing leaves banned', async () => {
      const admin = await server.sessionFor('admin');
      const id = await idOf('luaadmin');
      const session = await server.sessionFor('luaadmin');
      expect((await server.post(`${API}/useradmin/banUser`, { id }, { token: admin })).status).toBe(200);
      const refused = await server.get(`${API}/userQuery/userInfo`, { token: session });
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ code: 401, data: { reason: 'account_banned' } });
      for (const action of ['freezeUser', 'unfreezeUser', 'banUser']) {
        expect((await server.post(`${API}/useradmin/${action}`, { id }, { token: admin })).status).toBe(409);
      }
      expect(await statusOf(id)).toBe('banned');
      expect((await server.post(`${API}/useradmin/freezeUser`, { id: 987654 }, { token: admin })).status).toBe(404);
    });

    it('20 concurrent FREEZE of one user: exactly one 200 and one audit row', async () => {
      const admin = await server.sessionFor('admin');
      const id = await idOf('partner2');
      const answers = await Promise.all(Array.from({ length: 20 }, () => server.post(`${API}/useradmin/freezeUser`, { id }, { token: admin })));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      expect(await auditsOf(id, 'FREEZE')).toHaveLength(1);
      expect(await statusOf(id)).toBe('frozen');
    });

    it('an admin cannot freeze themself', async () => {
      const admin = await server.sessionFor('admin');
      expect((await server.post(`${API}/useradmin/freezeUser`, { id: await idOf('admin') }, { token: admin })).status).toBe(409);
    });

    it("replaces a user's roles, with an audit row", async () => {
      const admin = await server.sessionFor('admin');
      const id = await idOf('company2');
      const answer = await server.post<{ roles: string[] }>(`${API}/useradmin/updateUserRoles`, { id, roles: ['CREATOR', 'BUSINESS_COMPANY'] }, { token: admin });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.data.roles).toEqual(['BUSINESS_COMPANY', 'CREATOR']);
      const rows = await auditsOf(id, 'UPDATE_ROLES');
      expect(JSON.parse(rows[0]!.payload)).toEqual({ roles: { from: ['BUSINESS_COMPANY'], to: ['BUSINESS_COMPANY', 'CREATOR'] } });
      for (const roles of [[], ['ROOT'], ['ADMIN', 'ADMIN'], 'ADMIN']) {
        expect((await server.post(`${API}/useradmin/updateUserRoles`, { id, roles }, { token: admin })).status).toBe(400);
      }
    });

    it("resets a user's password: all their sessions end, the new password works, the audit has no digest", async () => {
      const admin = await server.sessionFor('admin');
      const id = await idOf('creator2');
      const session = await server.sessionFor('creator2');
      const digest = md5('brand-new-pass');
      const answer = await server.post(`${API}/useradmin/resetUserPassword`, { id, password: digest }, { token: admin });
      expect(answer.status, answer.text).toBe(200);
      expect((await server.get(`${API}/userQuery/userInfo`, { token: session })).status).toBe(401);
      expect(await server.login('creator2', 'brand-new-pass')).toBeTruthy();
      const rows = await auditsOf(id, 'RESET_PASSWORD');
      expect(rows).toHaveLength(1);
      expect(rows[0]!.payload).not.toContain(digest);
      expect((await server.post(`${API}/useradmin/resetUserPassword`, { id, password: 'plain' }, { token: admin })).status).toBe(400);
    });
  });
}
