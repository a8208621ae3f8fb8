/**
 * Idle sessions (docs/auth-protocol.md, "Idle sessions"), on both databases: a session unused for
 * longer than its limit ends with 401 `session_idle` (30 minutes for ADMIN, LUA_ADMIN and AUDITOR,
 * 8 hours for the others, both settings), and its last use is written at most once a minute, not
 * on every request.
 */
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../server/modules/user/sessions.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, useTestServer, type TestServer } from './support/server.js';

const MINUTE = 60_000;

async function lastUsed(server: TestServer, token: string): Promise<string | null> {
  const row = await server.db.selectFrom('sessions').select('last_used_at').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
  return row.last_used_at;
}

async function unusedFor(server: TestServer, token: string, ms: number): Promise<void> {
  await server.db
    .updateTable('sessions')
    .set({ last_used_at: new Date(Date.now() - ms).toISOString() })
    .where('token_hash', '=', hashToken(token))
    .execute();
}

const reasonOf = (answer: { body: unknown }) => (answer.body as { data?: { reason?: string } }).data?.reason;

describe.each(DATABASE_TARGETS.filter((target) => target.available))('idle sessions on $name', (target) => {
  const server = useTestServer(target);

  it('end an administrator’s session after 30 minutes unused, and another account’s after 8 hours', async () => {
    for (const [username, limit] of [['admin', 30 * MINUTE], ['auditor', 30 * MINUTE], ['creator1', 480 * MINUTE], ['partner1', 480 * MINUTE]] as const) {
      const token = await server.login(username);
      await unusedFor(server, token, limit - MINUTE);
      expect((await server.get(`${API}/userQuery/userInfo`, { token })).status, `${username} within its limit`).toBe(200);
      await unusedFor(server, token, limit + MINUTE);
      const ended = await server.get(`${API}/userQuery/userInfo`, { token });
      expect([ended.status, reasonOf(ended)], `${username} past its limit`).toEqual([401, 'session_idle']);
      // Ended for good: being used again does not bring it back.
      expect((await server.get(`${API}/userQuery/userInfo`, { token })).status).toBe(401);
    }
    // A creator 31 minutes away is still signed in.
    const creator = await server.login('creator2');
    await unusedFor(server, creator, 31 * MINUTE);
    expect((await server.get(`${API}/userQuery/userInfo`, { token: creator })).status).toBe(200);
  });

  it('write the last use at most once a minute', async () => {
    const token = await server.login('operator');
    const signedIn = await lastUsed(server, token);
    expect(signedIn).not.toBeNull();
    await Promise.all(Array.from({ length: 8 }, () => server.get(`${API}/userQuery/userInfo`, { token })));
    expect(await lastUsed(server, token)).toBe(signedIn);
    await unusedFor(server, token, 2 * MINUTE);
    const before = Date.now();
    expect((await server.get(`${API}/userQuery/userInfo`, { token })).status).toBe(200);
    const touched = await lastUsed(server, token);
    expect(Date.parse(touched!)).toBeGreaterThanOrEqual(before - 1000);
    await server.get(`${API}/userQuery/userInfo`, { token });
    expect(await lastUsed(server, token)).toBe(touched);
  });
});

describe('idle limits are settings', () => {
  const server = useTestServer(DATABASE_TARGETS.find((target) => target.name === 'sqlite')!, {
    sessionIdle: { privilegedMinutes: 5, otherMinutes: 10 },
  });

  it('SESSION_IDLE_MINUTES_ADMIN and SESSION_IDLE_MINUTES', async () => {
    const admin = await server.login('admin');
    await unusedFor(server, admin, 6 * MINUTE);
    expect(reasonOf(await server.get(`${API}/userQuery/userInfo`, { token: admin }))).toBe('session_idle');
    const creator = await server.login('creator1');
    await unusedFor(server, creator, 6 * MINUTE);
    expect((await server.get(`${API}/userQuery/userInfo`, { token: creator })).status).toBe(200);
    await unusedFor(server, creator, 11 * MINUTE);
    expect(reasonOf(await server.get(`${API}/userQuery/userInfo`, { token: creator }))).toBe('session_idle');
  });
});
