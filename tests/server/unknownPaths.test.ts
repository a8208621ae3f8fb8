/**
 * Paths that name nothing, on every database: a browser navigation outside the API gets the SPA
 * (which shows its own 404 page), an unknown API path the 404 envelope (`not_found`), never a
 * 403 — including names the file server cannot even look up (a segment longer than a file name
 * may be) and paths it refuses to normalise.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, useTestServer } from './support/server.js';

const LONG = 'a'.repeat(256);
const HTML = { accept: 'text/html,application/xhtml+xml' };

/** Unknown API paths, some the static file servers (SPA, docs assets) would otherwise refuse. */
const API_PATHS = [
  `${API}/${LONG}`,
  `${API}/user/${LONG}`,
  `${API}/docs/static/${LONG}`,
  `${API}/docs/static/${LONG}/x.js`,
  `${API}/docs/static/a/..%2f..%2fpackage.json`,
];

async function expectNotFoundEnvelope(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await fetch(url, { method, headers });
  const text = await response.text();
  expect(response.status, `${method} ${url.slice(0, 80)}…: ${text.slice(0, 200)}`).toBe(404);
  expect(JSON.parse(text)).toMatchObject({ code: 404, data: { reason: 'not_found' } });
}

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`unknown paths on ${target.name}`, () => {
    const server = useTestServer(target);
    const dist = mkdtempSync(join(tmpdir(), 'rs-dist-'));
    let spa = '';

    beforeAll(async () => {
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>spa</title><div id="root"></div>');
      writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
      spa = await server.startAnother({ distDir: dist });
    });
    afterAll(() => rmSync(dist, { recursive: true, force: true }));

    it('a browser navigation outside the API gets the SPA, whatever the path', async () => {
      for (const path of [`/${LONG}`, `/assets/${LONG}`, `/${LONG}/deeper`, `/dashboard/${LONG}`, '/a/..%2f..%2fetc/passwd']) {
        const page = await fetch(`${spa}${path}`, { headers: HTML });
        expect(page.status, path.slice(0, 60)).toBe(200);
        expect(page.headers.get('content-type')).toContain('text/html');
        expect(await page.text()).toContain('<title>spa</title>');
      }
    });

    it('outside the API, a request that does not want HTML gets the 404 envelope', async () => {
      await expectNotFoundEnvelope(`${spa}/${LONG}`);
      await expectNotFoundEnvelope(`${spa}/assets/${LONG}.js`);
    });

    it('an unknown API path is the 404 envelope, never 403, with or without a built SPA', async () => {
      for (const base of [spa, server.url]) {
        for (const path of API_PATHS) {
          await expectNotFoundEnvelope(`${base}${path}`);
          await expectNotFoundEnvelope(`${base}${path}`, HTML);
        }
        await expectNotFoundEnvelope(`${base}${API}/user/${LONG}`, { 'content-type': 'application/json' }, 'POST');
      }
    });

    it('without a build, a navigation with a long segment gets the page that says how to build', async () => {
      const page = await fetch(`${server.url}/${LONG}`, { headers: HTML });
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('npm run build');
    });
  });
}
