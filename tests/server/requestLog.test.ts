/**
 * Request ids and the request log (server/http/requestLog.ts, docs/operations.md): every answer
 * (a refusal and an unknown path included) carries an `X-Request-Id`, a proxy's plain id is kept
 * and anything else replaced, and each request leaves exactly one JSON line with that id, its
 * status, route, time and account, and never its query, token or body.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app.js';
import { seedDemo } from '../../server/seed/demo.js';
import { DATABASE_TARGETS, type TestDatabase } from './support/databases.js';
import { API, call, listen, testConfig } from './support/server.js';
import { createSession } from '../../server/modules/user/sessions.js';
import { findAccountByUsername } from '../../server/modules/user/accounts.js';

const sqlite = DATABASE_TARGETS.find((target) => target.name === 'sqlite')!;

describe('request ids and the request log', () => {
  const lines: Record<string, unknown>[] = [];
  let test: TestDatabase;
  let app: App;
  let url = '';
  let token = '';
  let adminId = 0;

  beforeAll(async () => {
    test = await sqlite.create();
    await seedDemo(test.database.db, { days: 2 });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp({ config: testConfig(test.dataDir, null), database: test.database, logger: { level: 'info', stream } });
    url = await listen(app);
    adminId = (await findAccountByUsername(test.database.db, 'admin'))!.id;
    token = (await createSession(test.database.db, adminId, 1)).token;
  });
  afterAll(async () => {
    await app?.close();
    await test?.dispose();
  });

  const linesOf = (id: string) => lines.filter((line) => line.requestId === id);

  it('gives every answer an id, and logs one line with it', async () => {
    const answers = await Promise.all([
      call(url, 'GET', `${API}/userQuery/userInfo`, { token }),
      call(url, 'GET', `${API}/userQuery/userInfo`),
      call(url, 'GET', `${API}/no/such/call`),
      call(url, 'GET', `${API}/useradmin/queryUser`, { token, query: { phone: '13800138000', page: '1' } }),
    ]);
    const ids = answers.map((answer) => answer.headers.get('x-request-id'));
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    await expect.poll(() => ids.every((id) => linesOf(id!).length === 1)).toBe(true);
    const [signedIn, anonymous, unknown, listed] = ids.map((id) => linesOf(id!)[0]!);
    expect(signedIn).toMatchObject({ msg: 'request', method: 'GET', path: `${API}/userQuery/userInfo`, status: 200, userId: adminId });
    expect(typeof signedIn!.ms).toBe('number');
    expect(anonymous).toMatchObject({ status: 401, userId: null });
    expect(unknown).toMatchObject({ status: 404 });
    expect(listed).toMatchObject({ path: `${API}/useradmin/queryUser`, route: `${API}/useradmin/queryUser` });
    // Neither the query (a phone number), nor the token, nor any header reaches the log.
    const written = JSON.stringify(lines);
    expect(written).not.toContain('13800138000');
    expect(written).not.toContain(token);
  });

  it("keeps a proxy's plain id and replaces anything else", async () => {
    const kept = await call(url, 'GET', `${API}/userQuery/userInfo`, { token, headers: { 'X-Request-Id': 'lb-7f3a.9_x' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.9_x');
    for (const hostile of ['a b', 'x'.repeat(65), '<script>', 'ü']) {
      const replaced = await call(url, 'GET', `${API}/userQuery/userInfo`, { token, headers: { 'X-Request-Id': hostile } });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[A-Za-z0-9_-]{12}$/);
    }
  });
});
