/**
 * A user's sessions (docs/auth-protocol.md, "Sessions"), over HTTP on both databases: the list
 * holds only the caller's active sessions, the current one marked, and no token hash; ending one
 * makes its next call a 401; ending the others keeps the current one; another user's id is a 404
 * that changes nothing; an administrator ends all of a user's sessions, audited with the count;
 * bad input is a 400 that changes nothing. Migration 0023 gives the sessions already open an id.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { SessionRecord } from '../../contracts/sessions.js';
import { migrateToLatest } from '../../server/db/migrations.js';
import { createSession, hashToken, revokeSession } from '../../server/modules/user/sessions.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, useTestServer, type TestServer } from './support/server.js';

const HOUR = 3_600_000;
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const reasonOf = (answer: { body: unknown }) => (answer.body as { data?: { reason?: string } }).data?.reason;

async function idOf(server: TestServer, username: string): Promise<number> {
  return (await server.db.selectFrom('users').select('id').where('username_key', '=', username).executeTakeFirstOrThrow()).id;
}

/** A session opened from a browser, as the sign-in writes it. */
async function open(server: TestServer, username: string, userAgent: string, clientAddress = '203.0.113.7', now = Date.now()) {
  const issued = await createSession(server.db, await idOf(server, username), 24, { clientAddress, userAgent }, now);
  const row = await server.db.selectFrom('sessions').select('public_id').where('token_hash', '=', hashToken(issued.token)).executeTakeFirstOrThrow();
  return { token: issued.token, id: row.public_id };
}

const revokedAt = async (server: TestServer, token: string) =>
  (await server.db.selectFrom('sessions').select('revoked_at').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow()).revoked_at;

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`a user's sessions on ${target.name}`, () => {
    const server = useTestServer(target);
    const list = async (token: string) => {
      const answer = await server.get<SessionRecord[]>(`${API}/userQuery/userSessions`, { token });
      expect(answer.status, answer.text).toBe(200);
      return answer;
    };
    const userInfo = (token: string) => server.get(`${API}/userQuery/userInfo`, { token });

    it('lists only my active sessions, the current one marked, described by browser and system', async () => {
      const here = await open(server, 'creator1', CHROME_WINDOWS, '198.51.100.4');
      const phone = await open(server, 'creator1', SAFARI_IPHONE);
      const expired = await open(server, 'creator1', FIREFOX_LINUX, '203.0.113.7', Date.now() - 25 * HOUR);
      const revoked = await open(server, 'creator1', FIREFOX_LINUX);
      await revokeSession(server.db, hashToken(revoked.token));
      const idle = await open(server, 'creator1', FIREFOX_LINUX);
      await server.db.updateTable('sessions').set({ last_used_at: new Date(Date.now() - 9 * HOUR).toISOString() }).where('public_id', '=', idle.id).execute();
      const someoneElse = await open(server, 'creator2', CHROME_WINDOWS);

      const answer = await list(here.token);
      const sessions = answer.body.data;
      const ids = sessions.map((session) => session.id);
      expect(ids).toContain(here.id);
      expect(ids).toContain(phone.id);
      for (const hidden of [expired, revoked, idle, someoneElse]) expect(ids).not.toContain(hidden.id);
      expect(sessions[0]).toMatchObject({ id: here.id, current: true, browser: 'Chrome', os: 'Windows', clientAddress: '198.51.100.4' });
      expect(sessions.find((session) => session.id === phone.id)).toMatchObject({ current: false, browser: 'Safari', os: 'iOS' });
      expect(sessions.filter((session) => session.current)).toHaveLength(1);
      // Nothing that would open a session leaves the server.
      const hashes = await server.db.selectFrom('sessions').select('token_hash').execute();
      for (const { token_hash } of hashes) expect(answer.text).not.toContain(token_hash);
      expect(answer.text).not.toContain(here.token);
    });

    it('ends one session: its next call is refused, the others go on', async () => {
      const here = await open(server, 'operator', CHROME_WINDOWS);
      const other = await open(server, 'operator', FIREFOX_LINUX);
      const ended = await server.post(`${API}/user/userSessionLogout`, { id: other.id }, { token: here.token });
      expect(ended.status, ended.text).toBe(200);
      const refused = await userInfo(other.token);
      expect([refused.status, reasonOf(refused)]).toEqual([401, 'session_ended']);
      expect((await userInfo(here.token)).status).toBe(200);
      expect((await list(here.token)).body.data.map((session) => session.id)).not.toContain(other.id);
      // Ended already: a second time is a 404.
      expect((await server.post(`${API}/user/userSessionLogout`, { id: other.id }, { token: here.token })).status).toBe(404);
    });

    it('ends all other sessions and keeps the current one, saying how many', async () => {
      const here = await open(server, 'partner1', CHROME_WINDOWS);
      const others = [await open(server, 'partner1', FIREFOX_LINUX), await open(server, 'partner1', SAFARI_IPHONE)];
      const before = (await list(here.token)).body.data.length;
      const answer = await server.post<{ ended: number }>(`${API}/user/userOtherSessionsLogout`, undefined, { token: here.token });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.data.ended).toBe(before - 1);
      for (const other of others) expect((await userInfo(other.token)).status).toBe(401);
      const left = (await list(here.token)).body.data;
      expect(left.map((session) => [session.id, session.current])).toEqual([[here.id, true]]);
    });

    it("answers another user's session id like an unknown one, and changes nothing", async () => {
      const mine = await open(server, 'creator1', CHROME_WINDOWS);
      const theirs = await open(server, 'creator2', FIREFOX_LINUX);
      const answer = await server.post(`${API}/user/userSessionLogout`, { id: theirs.id }, { token: mine.token });
      expect([answer.status, reasonOf(answer)]).toEqual([404, 'not_found']);
      expect(await revokedAt(server, theirs.token)).toBeNull();
      expect((await userInfo(theirs.token)).status).toBe(200);
    });

    it('refuses ids of the wrong shape with a 400 and unknown ids with a 404, changing nothing', async () => {
      const here = await open(server, 'company1', CHROME_WINDOWS);
      const other = await open(server, 'company1', FIREFOX_LINUX);
      for (const body of [{ id: 'abc' }, { id: other.id.toUpperCase() }, { id: 42 }, {}, { id: other.id, extra: 1 }, { id: `${other.id}0` }]) {
        const answer = await server.post(`${API}/user/userSessionLogout`, body, { token: here.token });
        expect([answer.status, reasonOf(answer)], JSON.stringify(body)).toEqual([400, 'invalid_input']);
      }
      const unknown = await server.post(`${API}/user/userSessionLogout`, { id: 'a'.repeat(32) }, { token: here.token });
      expect([unknown.status, reasonOf(unknown)]).toEqual([404, 'not_found']);
      expect(await revokedAt(server, other.token)).toBeNull();
      expect((await list(here.token)).body.data).toHaveLength(2);
    });

    it("lets an administrator end all of a user's sessions, audited with how many ended", async () => {
      const admin = await open(server, 'admin', CHROME_WINDOWS);
      const userId = await idOf(server, 'company2');
      const live = [await open(server, 'company2', CHROME_WINDOWS), await open(server, 'company2', SAFARI_IPHONE)];
      const gone = await open(server, 'company2', FIREFOX_LINUX);
      await revokeSession(server.db, hashToken(gone.token));
      const active = (await list(live[0]!.token)).body.data.length;
      const auditCount = async () =>
        (await server.db.selectFrom('audit_log').select('id').where('entity', '=', 'user').where('event', '=', 'END_SESSIONS').execute()).length;
      const audited = await auditCount();

      // Bad input, an unknown user and the administrator's own account change nothing.
      for (const [body, status] of [[{ id: 'x' }, 400], [{ id: userId, extra: true }, 400], [{ id: 2_147_483_000 }, 404], [{ id: await idOf(server, 'admin') }, 409]] as const) {
        const refused = await server.post(`${API}/useradmin/endUserSessions`, body, { token: admin.token });
        expect(refused.status, refused.text).toBe(status);
      }
      expect(await auditCount()).toBe(audited);
      expect((await userInfo(live[0]!.token)).status).toBe(200);
      // Only an administrator may.
      expect((await server.post(`${API}/useradmin/endUserSessions`, { id: userId }, { token: (await open(server, 'auditor', CHROME_WINDOWS)).token })).status).toBe(403);

      const answer = await server.post<{ ended: number }>(`${API}/useradmin/endUserSessions`, { id: userId }, { token: admin.token });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.data.ended).toBe(active);
      for (const session of live) expect((await userInfo(session.token)).status).toBe(401);
      expect((await userInfo(admin.token)).status).toBe(200);
      const rows = await server.db.selectFrom('audit_log').selectAll().where('entity', '=', 'user').where('entity_id', '=', String(userId)).where('event', '=', 'END_SESSIONS').execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actor_id: await idOf(server, 'admin'), record_name: expect.stringContaining('company2') });
      expect(JSON.parse(rows[0]!.payload)).toEqual({ endedSessions: active });
      // The trail shows it.
      const trail = await server.get<{ records: { event: string; entityId: string }[] }>(`${API}/audit/queryAudit`, {
        token: admin.token,
        query: { event: 'END_SESSIONS', page: '1', size: '10' },
      });
      expect(trail.status, trail.text).toBe(200);
      expect(trail.body.data.records.some((row) => row.entityId === String(userId))).toBe(true);
    });
  });

  describe.runIf(target.available)(`migration 0023 on ${target.name}`, () => {
    it('gives every session already open its own id, and every new one must have one', async () => {
      const test = await target.create('0021_session_activity');
      try {
        const db = test.database.db;
        const now = new Date().toISOString();
        await sql`insert into users (username, username_key, nickname, password_hash, password_salt, created_at, updated_at) values ('u', 'u', 'u', 'x', 'x', ${now}, ${now})`.execute(db);
        for (let index = 0; index < 5; index++) {
          await sql`insert into sessions (token_hash, user_id, created_at, expires_at) select ${`hash-${index}`}, id, ${now}, ${now} from users`.execute(db);
        }
        await migrateToLatest(test.database);
        const ids = (await db.selectFrom('sessions').select('public_id').execute()).map((row) => row.public_id);
        expect(ids).toHaveLength(5);
        expect(new Set(ids).size).toBe(5);
        for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
        await expect(sql`insert into sessions (token_hash, user_id, created_at, expires_at) select 'no-id', id, ${now}, ${now} from users`.execute(db)).rejects.toThrow();
        // Another session's id: a row is never given its own.
        const other = await db.selectFrom('sessions').select('public_id').where('token_hash', '=', 'hash-0').executeTakeFirstOrThrow();
        await expect(sql`update sessions set public_id = ${other.public_id} where token_hash = 'hash-4'`.execute(db)).rejects.toThrow();
      } finally {
        await test.dispose();
      }
    });
  });
}
