/**
 * The platform around the calls, on every database: the OpenAPI document and docs page, the
 * start-up access check, role enforcement, 500s that leak nothing, security headers, the
 * per-address limit, demo-only routes, SPA serving with history fallback, create-admin, and
 * main.ts starting and stopping gracefully.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { pruneExpired } from '../../server/db/housekeeping.js';
import { isoTime } from '../../server/db/values.js';
import { rolesOf, findAccountByUsername } from '../../server/modules/user/accounts.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { runScript, startMain } from './support/processes.js';
import { API, call, md5, useTestServer } from './support/server.js';
import { secretFromFile } from '../../server/modules/cardKeys/secrets.js';

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`platform on ${target.name}`, () => {
    const server = useTestServer(target);

    it('openapi.json documents every API route; public ones have security: []', async () => {
      const answer = await fetch(`${server.url}${API}/openapi.json`);
      expect(answer.status).toBe(200);
      const doc = (await answer.json()) as {
        openapi: string;
        paths: Record<string, Record<string, { security?: unknown[] }>>;
        components: { securitySchemes: Record<string, { type: string; scheme: string }> };
      };
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
      const documented = server.app.accessTable().filter((r) => !r.hidden);
      expect(documented.length).toBeGreaterThanOrEqual(8);
      for (const route of documented) {
        const path = route.url.replace(/:(\w+)/g, '{$1}');
        const operation = doc.paths[path]?.[route.method.toLowerCase()];
        expect(operation, `${route.method} ${route.url} missing from openapi.json`).toBeDefined();
        if (route.access === 'public') expect(operation!.security).toEqual([]);
        else expect(operation!.security).toEqual([{ bearerAuth: [] }]);
      }
      expect(doc.paths['/rocketScript/api/user/userLogin']).toBeDefined();
      expect(doc.paths['/rocketScript/api/userQuery/getSalt']).toBeDefined();
    });

    it('the docs page and its assets load', async () => {
      const page = await fetch(`${server.url}${API}/docs`);
      expect(page.status).toBe(200);
      const html = await page.text();
      const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
      expect(assets.length).toBeGreaterThan(3);
      for (const asset of assets) {
        const response = await fetch(new URL(asset, `${server.url}${API}/docs/`));
        expect(response.status, asset).toBe(200);
        expect((await response.arrayBuffer()).byteLength, asset).toBeGreaterThan(0);
      }
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(html).not.toMatch(/<script>(?!\s*<\/script>)/);
      const json = await fetch(`${server.url}${API}/docs/json`);
      expect(json.status).toBe(200);
      expect(await json.json()).toHaveProperty('paths');
    });

    it('the server refuses to start with an API route that declares no access', async () => {
      const app = await buildApp({ config: server.config, database: server.database, logger: false });
      await expect(
        (async () => {
          app.get(`${API}/forgotten`, async () => 'oops');
          await app.ready();
        })(),
      ).rejects.toThrow(/declares no config\.access/);
      await app.close().catch(() => undefined);

      const bad = await buildApp({ config: server.config, database: server.database, logger: false });
      await expect(
        (async () => {
          bad.get(`${API}/badRoles`, { config: { access: { roles: ['NOPE' as never] } } }, async () => 'oops');
          await bad.ready();
        })(),
      ).rejects.toThrow(/config\.access must be/);
      await bad.close().catch(() => undefined);
    });

    it('role-gated routes: 401 anonymous, 403 other roles, allowed roles pass; a crash is a bare 500', async () => {
      const app = await buildApp({ config: server.config, database: server.database, logger: false });
      app.get(`${API}/test/adminOnly`, { config: { access: { roles: ['ADMIN', 'AUDITOR'] }, probe: {} } }, async () => ({ code: 200, msg: 'success', data: 'ok' }));
      app.get(`${API}/test/crash`, { config: { access: 'public' } }, async () => {
        throw new Error('secret internals at /work/main/server/x.ts:1');
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const { port } = app.server.address() as { port: number };
        const url = `http://127.0.0.1:${port}`;
        expect((await call(url, 'GET', `${API}/test/adminOnly`)).status).toBe(401);
        expect((await call(url, 'GET', `${API}/test/adminOnly`, { token: await server.sessionFor('admin') })).status).toBe(200);
        expect((await call(url, 'GET', `${API}/test/adminOnly`, { token: await server.sessionFor('auditor') })).status).toBe(200);
        const creator = await call(url, 'GET', `${API}/test/adminOnly`, { token: await server.sessionFor('creator1') });
        expect(creator.status).toBe(403);
        expect(creator.body).toMatchObject({ code: 403, data: { reason: 'forbidden' } });
        const crash = await call(url, 'GET', `${API}/test/crash`);
        expect(crash.status).toBe(500);
        expect(crash.body).toEqual({ code: 500, msg: 'Internal error', data: { reason: 'internal_error' } });
        expect(crash.text).not.toContain('secret');
      } finally {
        await app.close();
      }
    });

    it('sends security headers and no-store on API answers', async () => {
      const answer = await fetch(`${server.url}${API}/userQuery/getSalt?username=admin`);
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain('img-src');
      expect(csp).toContain('data:');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.json()).toMatchObject({ code: 200 });
    });

    it('limits login and getSalt attempts per client address', async () => {
      const url = await server.startAnother({
        limits: { ...server.config.limits, loginPerAddress: { max: 3, windowSeconds: 600 }, saltPerAddress: { max: 3, windowSeconds: 600 } },
      });
      await server.db.deleteFrom('throttles').execute();
      const login = () => call(url, 'POST', `${API}/user/userLogin`, { body: { username: 'nobody', password: md5('a'), salt: md5('b') }, as: 'form' });
      for (let i = 0; i < 3; i++) expect((await login()).status).toBe(401);
      const limited = await login();
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      for (let i = 0; i < 3; i++) expect((await call(url, 'GET', `${API}/userQuery/getSalt`, { query: { username: 'x' } })).status).toBe(200);
      expect((await call(url, 'GET', `${API}/userQuery/getSalt`, { query: { username: 'x' } })).status).toBe(429);
      await server.db.deleteFrom('throttles').execute();
    });

    it('phoneOutbox exists in demo mode only (DEMO_MODE=0 turns it off)', async () => {
      expect((await server.get(`${API}/dev/phoneOutbox`)).status).toBe(200);
      const url = await server.startAnother({ demoAllowed: false });
      const answer = await call(url, 'GET', `${API}/dev/phoneOutbox`);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 404, data: { reason: 'not_found' } });
      const doc = (await (await fetch(`${url}${API}/openapi.json`)).json()) as { paths: Record<string, unknown> };
      expect(doc.paths[`${API}/dev/phoneOutbox`]).toBeUndefined();
    });

    it('serves the built SPA with history fallback and cache headers', async () => {
      const dist = mkdtempSync(join(tmpdir(), 'rs-dist-'));
      try {
        mkdirSync(join(dist, 'assets'));
        writeFileSync(join(dist, 'index.html'), '<!doctype html><title>spa</title><div id="root"></div>');
        writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
        const url = await server.startAnother({ distDir: dist });

        const deep = await fetch(`${url}/dashboard`, { headers: { accept: 'text/html' } });
        expect(deep.status).toBe(200);
        expect(await deep.text()).toContain('<title>spa</title>');
        expect(deep.headers.get('cache-control')).toBe('no-cache');

        const root = await fetch(`${url}/`, { headers: { accept: 'text/html' } });
        expect(root.status).toBe(200);
        expect(root.headers.get('cache-control')).toBe('no-cache');
        expect(await root.text()).toContain('<title>spa</title>');

        const asset = await fetch(`${url}/assets/index-abc123.js`);
        expect(asset.status).toBe(200);
        expect(asset.headers.get('cache-control')).toContain('immutable');

        expect(await asset.text()).toBe('console.log(1)');
        const missing = await fetch(`${url}/assets/missing.js`);
        expect(missing.status).toBe(404);
        await missing.arrayBuffer();
        const api = await fetch(`${url}${API}/nothing`, { headers: { accept: 'text/html' } });
        expect(api.status).toBe(404);
        expect(await api.json()).toMatchObject({ code: 404 });
      } finally {
        rmSync(dist, { recursive: true, force: true });
      }
      // Without a build the API still answers and pages say how to build.
      const page = await fetch(`${server.url}/dashboard`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('npm run build');
    });

    it('housekeeping deletes ended sessions and spent counters only', async () => {
      const old = isoTime(Date.now() - 30 * 24 * 3600 * 1000);
      const admin = await findAccountByUsername(server.db, 'admin');
      await server.db
        .insertInto('sessions')
        .values({ token_hash: 'old-session', public_id: 'f'.repeat(32), user_id: admin!.id, created_at: old, expires_at: old, revoked_at: null, client_address: '', user_agent: '' })
        .execute();
      await server.db.insertInto('throttles').values({ key: 'old-counter', count: 3, window_start: old, locked_until: null }).execute();
      await server.db.insertInto('throttles').values({ key: 'fresh-counter', count: 3, window_start: isoTime(), locked_until: null }).execute();
      const live = await server.sessionFor('admin');
      await pruneExpired(server.db);
      const sessions = await server.db.selectFrom('sessions').select('token_hash').execute();
      expect(sessions.map((r) => r.token_hash)).not.toContain('old-session');
      expect((await server.get(`${API}/userQuery/userInfo`, { token: live })).status).toBe(200);
      const keys = (await server.db.selectFrom('throttles').select('key').execute()).map((r) => r.key);
      expect(keys).not.toContain('old-counter');
      expect(keys).toContain('fresh-counter');
      await server.db.deleteFrom('throttles').execute();
    });

    it('create-admin creates the first ADMIN and refuses an existing name', async () => {
      const env = {
        DATA_DIR: server.dataDir,
        DATABASE_URL: server.databaseUrl ?? undefined,
        PASSWORD: 'first-admin-pass',
      };
      const created = await runScript(['server/cli/createAdmin.ts', '--username', 'Boss'], env);
      expect(created.code, created.out).toBe(0);
      expect(created.out).toContain('Created ADMIN account "Boss"');
      const account = await findAccountByUsername(server.db, 'boss');
      expect(account).toBeDefined();
      expect(await rolesOf(server.db, account!.id)).toEqual(['ADMIN']);
      expect(await server.login('boss', 'first-admin-pass')).toBeTruthy();

      const again = await runScript(['server/cli/createAdmin.ts', '--username', 'BOSS'], env);
      expect(again.code).toBe(1);
      expect(again.out).toContain('already exists');

      // The nickname follows the display name rule, as registerCreator's does.
      const markup = await runScript(['server/cli/createAdmin.ts', '--username', 'boss2', '--nickname', '<img src=x onerror=alert(1)>'], env);
      expect(markup.code, markup.out).toBe(2);
      expect(markup.out).toContain('--nickname');
      expect(await findAccountByUsername(server.db, 'boss2')).toBeUndefined();
    });

    it('main.ts starts, serves, and exits 0 on SIGTERM', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'rs-main-'));
      try {
        // SQLite: a fresh folder; PostgreSQL: this file's database, which the demo seed marked,
        // with the card key secret its card keys were made with (docs/cardKeys.md, "Secrets").
        const secret = server.databaseUrl ? { CARD_KEY_SECRET: secretFromFile(server.config.cardKeySecretFile) } : {};
        const main = await startMain({ DATA_DIR: dataDir, DATABASE_URL: server.databaseUrl ?? undefined, DIST_DIR: join(dataDir, 'dist'), ...secret });
        const salt = await call(main.url, 'GET', `${API}/userQuery/getSalt`, { query: { username: 'admin' } });
        expect(salt.status).toBe(200);
        const { code, out } = await main.stop();
        expect(code).toBe(0);
        expect(out).toMatch(/Demo accounts[\s\S]*partner2\s+COOPERATE/);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
      // A start of its own (tsx, migrations, demo data): 5 s alone, several times that under load.
    }, 120_000);
  });
}
