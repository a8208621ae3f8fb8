/**
 * Password checks stay bounded however many requests arrive at once, on every database and
 * across two server instances with their own connections to one database; a stranger cannot
 * lock the owner out; guesses spread over many addresses are paced. Phone-code guesses stay
 * bounded likewise. (docs/auth-protocol.md, Throttling.)
 */
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app.js';
import { openPostgres, openSqlite } from '../../server/db/connection.js';
import { isoTime } from '../../server/db/values.js';
import { findAccountByUsername } from '../../server/modules/user/accounts.js';
import { createSession } from '../../server/modules/user/sessions.js';
import { DEMO_PASSWORD } from '../../server/seed/demo.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, call, loginDigest, md5, useTestServer, type Answer } from './support/server.js';

const LIMIT = 20;

/** Answers that mean "the password was verified": wrong (401) or right (200). */
const verified = (answers: Answer[]) => answers.filter((a) => a.status === 401 || a.status === 200).length;

function tally(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`bounded password checks on ${target.name}`, () => {
    // Addresses come from X-Forwarded-For so one test can speak from many places.
    const server = useTestServer(target, { trustProxy: true });

    async function salted(username: string, password: string) {
      return loginDigest(server.url, username, password);
    }

    function login(url: string, username: string, digest: { password: string; salt: string }, address = '127.0.0.1') {
      return call(url, 'POST', `${API}/user/userLogin`, {
        body: { username, ...digest },
        as: 'form',
        headers: { 'X-Forwarded-For': address },
      });
    }

    it('60 parallel guesses with the right one inside: at most 20 are verified, the rest are refused with 429', async () => {
      const wrong = await salted('creator1', 'wrong-guess');
      const right = await salted('creator1', DEMO_PASSWORD);
      const burst = Array.from({ length: 60 }, (_, i) => login(server.url, 'creator1', i === 44 ? right : wrong, '192.0.2.10'));
      const answers = await Promise.all(burst);
      const counts = tally(answers);
      expect(Object.keys(counts).every((s) => ['200', '401', '429'].includes(s)), JSON.stringify(counts)).toBe(true);
      expect(verified(answers), JSON.stringify(counts)).toBeLessThanOrEqual(LIMIT);
      expect(counts[429] ?? 0).toBeGreaterThanOrEqual(60 - LIMIT);
      expect(counts[200] ?? 0).toBeLessThanOrEqual(1);
      if (answers[44]?.status !== 200) {
        // The right password arrived once the address was locked out: still refused.
        expect(answers[44]?.status).toBe(429);
        expect((await login(server.url, 'creator1', right, '192.0.2.10')).status).toBe(429);
      }
      // Another address is not locked out of the account.
      expect((await login(server.url, 'creator1', right, '198.51.100.20')).status).toBe(200);
    });

    it('a burst of 150 wrong guesses verifies at most 20', async () => {
      const wrong = await salted('company1', 'wrong-guess');
      const answers = await Promise.all(Array.from({ length: 150 }, () => login(server.url, 'company1', wrong, '192.0.2.11')));
      const counts = tally(answers);
      expect(verified(answers), JSON.stringify(counts)).toBeLessThanOrEqual(LIMIT);
      expect(counts[401] ?? 0).toBeGreaterThan(0);
      expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(150);
    });

    it('two server instances with their own connections to one database share the bound', async () => {
      const second = target.name === 'sqlite' ? openSqlite(join(server.dataDir, 'rocket-script.sqlite')) : openPostgres(server.databaseUrl!, 5);
      let other: App | undefined;
      try {
        other = await buildApp({ config: server.config, database: second, logger: false });
        await other.listen({ port: 0, host: '127.0.0.1' });
        const otherUrl = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
        const wrong = await salted('partner1', 'wrong-guess');
        const right = await salted('partner1', DEMO_PASSWORD);
        const answers = await Promise.all(
          Array.from({ length: 60 }, (_, i) => login(i % 2 === 0 ? server.url : otherUrl, 'partner1', i === 45 ? right : wrong, '192.0.2.12')),
        );
        expect(verified(answers), JSON.stringify(tally(answers))).toBeLessThanOrEqual(LIMIT);
        expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(60 - LIMIT);
      } finally {
        await other?.close();
        await second.close();
      }
    });

    it('a stranger locking an account out of their own address does not lock the owner out', async () => {
      const wrong = await salted('operator', 'wrong-guess');
      for (let i = 0; i < LIMIT; i++) await login(server.url, 'operator', wrong, '203.0.113.7');
      const right = await salted('operator', DEMO_PASSWORD);
      expect((await login(server.url, 'operator', right, '203.0.113.7')).status).toBe(429);
      const owner = await login(server.url, 'operator', right, '198.51.100.1');
      expect(owner.status, owner.text).toBe(200);
    });

    it('an IPv6 client counts by its /64 network: rotating addresses inside it does not reset the lock', async () => {
      const wrong = await salted('company2', 'wrong-guess');
      const answers: Answer[] = [];
      for (let i = 0; i < LIMIT + 3; i++) answers.push(await login(server.url, 'company2', wrong, `2001:db8:1:2::${(i + 1).toString(16)}`));
      expect(answers.slice(LIMIT - 1).every((a) => a.status === 429), JSON.stringify(tally(answers))).toBe(true);
    });

    it('guesses spread over many addresses are paced once the free ones are spent; an address the owner signed in from is not', async () => {
      const paced = await server.startAnother({ limits: { ...server.config.limits, accountFreeFailures: 3, accountBackoffMaxSeconds: 8 } });
      const wrong = await call<{ salt: string }>(paced, 'GET', `${API}/userQuery/getSalt`, { query: { username: 'partner2' } });
      const digest = { password: md5(md5('wrong-guess') + wrong.body.data.salt), salt: wrong.body.data.salt };
      const right = { password: md5(md5(DEMO_PASSWORD) + wrong.body.data.salt), salt: wrong.body.data.salt };
      const statuses: number[] = [];
      for (let i = 1; i <= 5; i++) statuses.push((await login(paced, 'partner2', digest, `198.18.0.${i}`)).status);
      // 3 free, the 4th is verified and starts a 1 s wait, the 5th comes within it.
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      const waiting = await login(paced, 'partner2', right, '198.18.0.99');
      expect(waiting.status).toBe(429);
      expect(waiting.body.data).toMatchObject({ reason: 'rate_limited' });

      // The owner's own address (a past session) is not paced.
      const account = await findAccountByUsername(server.db, 'partner2');
      await createSession(server.db, account!.id, 1, { clientAddress: '198.51.100.77', userAgent: 'test' });
      expect((await login(paced, 'partner2', right, '198.51.100.77')).status).toBe(200);

      // Each further wait doubles: after the 1 s one passed, the next verified guess sets 2 s.
      const key = 'login-pace:partner2';
      await server.db.updateTable('throttles').set({ locked_until: isoTime(Date.now() - 1000) }).where('key', '=', key).execute();
      expect((await login(paced, 'partner2', digest, '198.18.0.6')).status).toBe(401);
      const refused = await login(paced, 'partner2', digest, '198.18.0.7');
      expect(refused.status).toBe(429);
      expect((refused.body.data as { retryAfter: number }).retryAfter).toBe(2);
    });

    it("30 parallel wrong old passwords on userChangePassword: at most 20 verified, the password unchanged", async () => {
      const token = await server.login('luaadmin');
      const before = await server.db.selectFrom('users').select('password_hash').where('username_key', '=', 'luaadmin').executeTakeFirstOrThrow();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          server.post(`${API}/user/userChangePassword`, { username: 'luaadmin', oldPassword: md5(`wrong-${i}`), newPassword: md5('new-one-1') }, { token, headers: { 'X-Forwarded-For': '192.0.2.30' } }),
        ),
      );
      const counts = tally(answers);
      expect((counts[400] ?? 0) + (counts[200] ?? 0), JSON.stringify(counts)).toBeLessThanOrEqual(LIMIT);
      expect(counts[200] ?? 0).toBe(0);
      expect(counts[429] ?? 0).toBeGreaterThanOrEqual(30 - LIMIT);
      const after = await server.db.selectFrom('users').select('password_hash').where('username_key', '=', 'luaadmin').executeTakeFirstOrThrow();
      expect(after).toEqual(before);
    });

    it('30 parallel phone-code guesses: at most 5 are checked, and the right code is dead afterwards', async () => {
      const phone = '13700009999';
      const sent = await server.post(`${API}/user/sendPhoneCode`, { phone, purpose: 'register' });
      expect(sent.status).toBe(200);
      const outbox = await server.get<{ code: string }[]>(`${API}/dev/phoneOutbox`, { query: { phone } });
      const code = outbox.body.data[0]!.code;
      const guesses = Array.from({ length: 30 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
      const answers = await Promise.all(
        guesses.map((guess, i) =>
          server.post(`${API}/user/registerCreator`, {
            username: `guesser${i}`,
            nickname: 'Guesser',
            phone,
            phoneCode: guess,
            password: md5('pass-word-1'),
            passwordConfirm: md5('pass-word-1'),
          }),
        ),
      );
      expect(answers.every((a) => a.status === 400)).toBe(true);
      const row = await server.db.selectFrom('phone_codes').select('attempts').where('phone', '=', phone).executeTakeFirstOrThrow();
      expect(Number(row.attempts)).toBe(5);
      const late = await server.post(`${API}/user/registerCreator`, {
        username: 'lateguesser',
        nickname: 'Late',
        phone,
        phoneCode: code,
        password: md5('pass-word-1'),
        passwordConfirm: md5('pass-word-1'),
      });
      expect(late.status).toBe(400);
      expect(late.body.data).toMatchObject({ reason: 'phone_code_invalid' });
    });
  });
}
