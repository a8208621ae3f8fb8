/**
 * Generated from the app's own route table (`app.accessTable()`): every non-public API route is
 * called anonymously (401) and as every demo account and demo app user, with the route's declared
 * probe request. Accounts whose roles the route allows must not get 401/403; all others must get
 * 403 (an app user, holding no role, passes only the app's calls, and no back-office account does). A
 * non-public route without a probe fails the test, so no future endpoint is forgotten. A pending
 * session (the second step not done) gets 401 mfa_required from every route but the second
 * step's ('mfaStep') and signing out.
 *
 * Routes whose probe declares `ownership` (resources with an ownership scope, server/resource/)
 * are also aimed, as every allowed account that is scoped, at a row that account does not own:
 * the answer must be 403 or 404 (or a list/export that shows nothing), and the row unchanged.
 */
import { describe, expect, it } from 'vitest';
import { hasAnyRole } from '../../contracts/roles.js';
import type { AccessEntry, ProbeAccount } from '../../server/http/access.js';
import { findAccountByUsername } from '../../server/modules/user/accounts.js';
import { createSession } from '../../server/modules/user/sessions.js';
import { DEMO_ACCOUNTS, DEMO_APP_USERS } from '../../server/seed/demo.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { call, collectAccessTable, useTestServer, type RequestOptions } from './support/server.js';

const table = await collectAccessTable();
const guarded = table.filter((entry) => entry.access !== 'public');

/** Who passes a route's access check: app calls only accounts without a role, every other call only accounts with one. */
function allows(entry: AccessEntry, roles: readonly string[]): boolean {
  if (entry.access === 'app') return roles.length === 0;
  if (entry.access === 'signedIn') return true;
  if (roles.length === 0) return false;
  return entry.access === 'authenticated' || entry.access === 'mfaStep' || (typeof entry.access === 'object' && hasAnyRole(roles, entry.access.roles));
}

/** One account per role, and the app users (no role), who must get 403 from every back-office call. */
const ACCOUNTS = [...DEMO_ACCOUNTS, ...DEMO_APP_USERS];

function probeRequest(entry: AccessEntry, account: ProbeAccount | null, token?: string): RequestOptions {
  const probe = entry.probe ?? {};
  const who: ProbeAccount = account ?? { id: 0, username: 'anonymous', roles: [] };
  const query = typeof probe.query === 'function' ? probe.query(who) : probe.query;
  const body = typeof probe.body === 'function' ? probe.body(who) : probe.body;
  return { token, query, body, as: 'json' };
}

describe('the route table', () => {
  it('has guarded routes, and every one declares a probe', () => {
    expect(guarded.length).toBeGreaterThan(0);
    for (const entry of guarded) {
      expect(entry.probe, `${entry.method} ${entry.url} declares no config.probe`).toBeDefined();
    }
  });
});

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`permissions on ${target.name}`, () => {
    const server = useTestServer(target);

    describe.each(guarded.map((entry) => [`${entry.method} ${entry.url}`, entry] as const))('%s', (_name, entry) => {
      it('refuses anonymous callers with 401', async () => {
        const answer = await call(server.url, entry.method, entry.url, probeRequest(entry, null));
        expect(answer.status, answer.text).toBe(401);
        expect(answer.body.code).toBe(401);
      });

      it.each(ACCOUNTS.map((a) => [a.username, a] as const))('as %s', async (username, demo) => {
        const account = await findAccountByUsername(server.db, username);
        expect(account).toBeDefined();
        const token = await server.sessionFor(username);
        const who: ProbeAccount = { id: account!.id, username, roles: demo.roles };
        const answer = await call(server.url, entry.method, entry.url, probeRequest(entry, who, token));
        if (allows(entry, demo.roles)) {
          expect([401, 403], `${username} should pass: ${answer.text}`).not.toContain(answer.status);
          expect(answer.status, answer.text).toBeLessThan(500);
        } else {
          expect(answer.status, answer.text).toBe(403);
        }
        expect(answer.body.code).toBe(answer.status);
      });
    });

    it('answers a pending session 401 mfa_required from every route but the second step and signing out', async () => {
      const account = await findAccountByUsername(server.db, 'admin');
      const pending = await createSession(server.db, account!.id, 1, undefined, Date.now(), { stage: 'verify', minutes: 10 });
      const who: ProbeAccount = { id: account!.id, username: 'admin', roles: ['ADMIN'] };
      // Signing out ('signedIn') is left out: it would end the session the loop goes on with.
      for (const entry of guarded.filter((e) => e.access !== 'signedIn')) {
        const answer = await call(server.url, entry.method, entry.url, probeRequest(entry, who, pending.token));
        const where = `${entry.method} ${entry.url}: ${answer.text}`;
        if (entry.access === 'mfaStep') expect([401, 403], where).not.toContain(answer.status);
        else expect([answer.status, (answer.body.data as { reason?: string }).reason], where).toEqual([401, 'mfa_required']);
      }
    });

    const owned = guarded.filter((entry) => entry.probe?.ownership);
    it('has ownership probes (brands)', () => {
      expect(owned.length).toBeGreaterThan(0);
    });

    describe.each(owned.map((entry) => [`${entry.method} ${entry.url}`, entry] as const))('ownership of %s', (_name, entry) => {
      const scoped = ACCOUNTS.filter((a) => allows(entry, a.roles));
      it.each(scoped.map((a) => [a.username, a] as const))("as %s, another owner's row stays out of reach", async (username, demo) => {
        const ownership = entry.probe!.ownership!;
        const account = await findAccountByUsername(server.db, username);
        const who: ProbeAccount = { id: account!.id, username, roles: demo.roles };
        const foreign = await ownership.foreignId(server.db, who);
        if (foreign === null) return; // this account sees every row (e.g. ADMIN)
        const before = await ownership.snapshot(server.db, foreign);
        expect(before, 'the foreign row exists').toBeDefined();
        const token = await server.sessionFor(username);
        const request = ownership.request(foreign);
        const answer = await call(server.url, entry.method, entry.url, { token, query: request.query, body: request.body, as: 'json' });
        if (answer.status >= 200 && answer.status < 300) {
          expect(ownership.reveals, `${entry.url} answered ${answer.status} for a foreign row`).toBeDefined();
          expect(ownership.reveals!(answer.text), answer.text).toBe(false);
        } else {
          expect([403, 404], answer.text).toContain(answer.status);
        }
        expect(await ownership.snapshot(server.db, foreign)).toEqual(before);
      });
    });
  });
}
