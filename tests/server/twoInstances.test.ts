/**
 * Several instances hold together (docs/operations.md, "Several instances"): two real server
 * processes (`tsx server/main.ts`) on one PostgreSQL database and one S3 bucket, each with its own
 * DATA_DIR, behind one round-robin proxy (support/roundRobin.ts: every request goes to the other
 * instance than the one before). Login limits, sessions, phone codes, card key redemption and one
 * transition of every status flow are decided in the database, so a burst split over both
 * instances ends as on one (a two-step code too: accepted once, wrong ones counted together); a file uploaded through one downloads byte-identical from the other.
 *
 * PostgreSQL only: the embedded SQLite file is for one instance (docs/operations.md; `npm run
 * backup`/`restore` know one server process by its pid file), so it has no second instance to
 * test. Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REQUIRE_POSTGRES=1
 * npx vitest run --project node tests/server/twoInstances.test.ts
 */
import { describe, expect, it } from 'vitest';
import type { ReleaseRecord } from '../../contracts/release.js';
import { isoTime } from '../../server/db/values.js';
import { DEMO_PASSWORD } from '../../server/seed/demo.js';
import { addGroup, CARD, keyRowsOf } from './support/cardKeys.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { FLOW_CASES } from './support/flowCases.js';
import { solidPng } from './support/images.js';
import { answeredBy, tally, useTwoInstances } from './support/instances.js';
import { apkBytes, md5Of } from './support/releaseUploads.js';
import { API, type Answer, call, loginDigest, md5 } from './support/server.js';
import { enrol, pendingSession, reasonOf, totpCode, verifyCode, wrongCode } from './support/mfa.js';
import { tusClient, uploadIdOf } from './support/tus.js';

const LIMIT = 6;
const PARALLEL = 50;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const target of DATABASE_TARGETS.filter((candidate) => candidate.name === 'postgres')) {
  describe.runIf(target.available)(`two instances on one ${target.name} database`, () => {
    const cluster = useTwoInstances(target);
    // Each instance on its own, for requests that must reach one of them.
    const first = cluster.on(0);
    const second = cluster.on(1);

    const login = (url: string, username: string, digest: { password: string; salt: string }, address: string) =>
      call(url, 'POST', `${API}/user/userLogin`, { body: { username, ...digest }, as: 'form', headers: { 'X-Forwarded-For': address } });
    const userInfo = (url: string, token: string) => call(url, 'GET', `${API}/userQuery/userInfo`, { token });

    describe('login throttling', () => {
      it(`${LIMIT} wrong passwords alternating over both instances lock the address out at the ${LIMIT}th, as on one instance`, async () => {
        const wrong = await loginDigest(cluster.url, 'company2', 'wrong-guess');
        const right = await loginDigest(cluster.url, 'company2', DEMO_PASSWORD);
        const run = async (url: string, address: string) => {
          const answers: Answer[] = [];
          for (let i = 0; i < LIMIT + 2; i++) answers.push(await login(url, 'company2', wrong, address));
          return answers;
        };
        const split = await run(cluster.url, '192.0.2.40');
        const alone = await run(first.url, '192.0.2.41');
        const expected = [...Array<number>(LIMIT - 1).fill(401), 429, 429, 429];
        expect(split.map((a) => a.status)).toEqual(expected);
        expect(alone.map((a) => a.status)).toEqual(split.map((a) => a.status));
        const by = answeredBy(split.slice(0, LIMIT));
        expect(by.filter((i) => i === '0')).toHaveLength(LIMIT / 2);
        expect(by.filter((i) => i === '1')).toHaveLength(LIMIT / 2);
        // The right password from the locked address: refused by both; another address signs in.
        for (const url of cluster.instances) expect((await login(url, 'company2', right, '192.0.2.40')).status).toBe(429);
        expect((await login(cluster.url, 'company2', right, '198.51.100.40')).status).toBe(200);
      });

      it('an unknown name gets the same made-up salt from both instances (no way to tell it from a real one)', async () => {
        const salts = await Promise.all(
          cluster.instances.map(async (url) => (await call<{ salt: string }>(url, 'GET', `${API}/userQuery/getSalt`, { query: { username: 'nobody-here' } })).body.data.salt),
        );
        expect(salts[0]).toMatch(/^[0-9a-f]{32}$/);
        expect(salts[1]).toBe(salts[0]);
      });

      it(`60 parallel guesses split over both instances: at most ${LIMIT} verified`, async () => {
        const wrong = await loginDigest(cluster.url, 'partner1', 'wrong-guess');
        const answers = await Promise.all(Array.from({ length: 60 }, () => login(cluster.url, 'partner1', wrong, '192.0.2.42')));
        const counts = tally(answers);
        expect(counts[401] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(LIMIT);
        expect(counts[429] ?? 0).toBeGreaterThanOrEqual(60 - LIMIT);
        expect(new Set(answeredBy(answers))).toEqual(new Set(['0', '1']));
      });
    });

    describe('sessions', () => {
      it('a token issued by one instance works on the other; a logout on one is refused at once on the other', async () => {
        for (const [issuer, other] of [[first, second], [second, first]] as const) {
          const token = await issuer.login('auditor');
          expect((await userInfo(other.url, token)).status).toBe(200);
          expect((await call(issuer.url, 'POST', `${API}/user/userLogout`, { token })).status).toBe(200);
          const refused = await userInfo(other.url, token);
          expect(refused.status, refused.text).toBe(401);
          expect((await userInfo(issuer.url, token)).status).toBe(401);
        }
      });

      it('a password changed on one instance ends the other sessions on both; the changing one goes on', async () => {
        const onFirst = await first.login('luaadmin');
        const onSecond = await second.login('luaadmin');
        const changer = await second.login('luaadmin');
        const changed = await call(first.url, 'POST', `${API}/user/userChangePassword`, {
          token: changer,
          body: { username: 'luaadmin', oldPassword: md5(DEMO_PASSWORD), newPassword: md5('Another-pass-word-2') },
        });
        expect(changed.status, changed.text).toBe(200);
        for (const url of cluster.instances) {
          for (const token of [onFirst, onSecond]) expect((await userInfo(url, token)).status).toBe(401);
          expect((await userInfo(url, changer)).status).toBe(200);
        }
        expect(await cluster.login('luaadmin', 'Another-pass-word-2')).toMatch(/.+/);
      });
    });

    describe('phone codes', () => {
      let serial = 0;
      const freshPhone = () => `1371234${String(++serial).padStart(4, '0')}`;
      const send = (url: string, phone: string) => call(url, 'POST', `${API}/user/sendPhoneCode`, { body: { phone, purpose: 'register' } });
      const lastCode = async (phone: string) => {
        const outbox = await cluster.get<{ code: string }[]>(`${API}/dev/phoneOutbox`, { query: { phone } });
        expect(outbox.status, outbox.text).toBe(200);
        return outbox.body.data[0]!.code;
      };
      const register = (url: string, username: string, phone: string, phoneCode: string) =>
        call(url, 'POST', `${API}/user/registerCreator`, {
          body: { username, nickname: `Nick ${username}`, phone, phoneCode, password: md5('creator-pass-1'), passwordConfirm: md5('creator-pass-1') },
        });

      it('the per-phone limits count both instances: one code a minute, five an hour', async () => {
        const phone = freshPhone();
        expect((await send(first.url, phone)).status).toBe(200);
        expect((await send(second.url, phone)).status).toBe(429);
        const burst = await Promise.all(Array.from({ length: 20 }, () => send(cluster.url, phone)));
        expect(burst.every((a) => a.status === 429), JSON.stringify(tally(burst))).toBe(true);
        // The minute passes four times (the resend window moved back): five codes in all, on alternating instances.
        for (let i = 1; i < 5; i++) {
          await cluster.db.updateTable('throttles').set({ window_start: isoTime(Date.now() - 120_000) }).where('key', '=', `phone-resend:${phone}`).execute();
          expect((await send(cluster.instances[i % 2]!, phone)).status).toBe(200);
        }
        await cluster.db.updateTable('throttles').set({ window_start: isoTime(Date.now() - 120_000) }).where('key', '=', `phone-resend:${phone}`).execute();
        for (const url of cluster.instances) expect((await send(url, phone)).status).toBe(429);
      });

      it('20 parallel requests for a new phone over both instances send one code', async () => {
        const phone = freshPhone();
        const answers = await Promise.all(Array.from({ length: 20 }, () => send(cluster.url, phone)));
        expect(tally(answers)).toEqual({ 200: 1, 429: 19 });
      });

      it('five wrong tries spread over both instances kill the code; 30 parallel guesses check five', async () => {
        const phone = freshPhone();
        expect((await send(first.url, phone)).status).toBe(200);
        const code = await lastCode(phone);
        const wrong = code === '000000' ? '111111' : '000000';
        for (let i = 0; i < 5; i++) expect((await register(cluster.instances[i % 2]!, 'wrongtries', phone, wrong)).status).toBe(400);
        const dead = await register(second.url, 'wrongtries', phone, code);
        expect(dead.body.data).toMatchObject({ reason: 'phone_code_invalid' });

        const other = freshPhone();
        expect((await send(second.url, other)).status).toBe(200);
        const otherCode = await lastCode(other);
        const guesses = Array.from({ length: 30 }, (_, i) => String((Number(otherCode) + 1 + i) % 1_000_000).padStart(6, '0'));
        const answers = await Promise.all(guesses.map((guess, i) => register(cluster.url, `guesser${i}`, other, guess)));
        expect(answers.every((a) => a.status === 400)).toBe(true);
        const row = await cluster.db.selectFrom('phone_codes').select('attempts').where('phone', '=', other).executeTakeFirstOrThrow();
        expect(Number(row.attempts)).toBe(5);
      });

      it('a code requested through one instance is used once through the other, however many try at once', async () => {
        const phone = freshPhone();
        expect((await send(first.url, phone)).status).toBe(200);
        const code = await lastCode(phone);
        const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => register(i % 2 === 0 ? second.url : cluster.url, `onceonly${i}`, phone, code)));
        expect(answers.filter((a) => a.status === 200), JSON.stringify(tally(answers))).toHaveLength(1);
        // The others: the code used up (400) or the phone taken by the winner meanwhile (409).
        expect(answers.filter((a) => a.status !== 200 && a.status !== 400 && a.status !== 409), JSON.stringify(tally(answers))).toEqual([]);
        expect(await cluster.db.selectFrom('users').select('id').where('phone', '=', phone).execute()).toHaveLength(1);
      });
    });

    it(`${PARALLEL} parallel redemptions of one card key over both instances: one success`, async () => {
      const group = await addGroup(cluster, await cluster.sessionFor('admin'), { goodsCard: 'vip', cardNum: 1, validDay: 31, price: '30' });
      const [{ id, key }] = (await keyRowsOf(cluster, group.id)) as [{ id: number; key: string }];
      const players = [await cluster.login('player1'), await cluster.login('player2')];
      const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => cluster.post(`${CARD}/redeemCardKey`, { cardKey: key }, { token: players[i % 2] })));
      expect(tally(answers)).toEqual({ 200: 1, 409: PARALLEL - 1 });
      expect(answers.filter((a) => a.text.includes('"reason":"card_key_used"'))).toHaveLength(PARALLEL - 1);
      expect(new Set(answeredBy(answers))).toEqual(new Set(['0', '1']));
      const rows = await cluster.db.selectFrom('audit_log').select('event').where('entity', '=', 'card_key').where('entity_id', '=', String(id)).execute();
      expect(rows.map((row) => row.event)).toEqual(['REDEEM']);
    });

    it('a group disabled on one instance while its keys are redeemed on the other: each key ends redeemed or disabled, never both', async () => {
      const admin = await cluster.sessionFor('admin');
      const group = await addGroup(cluster, admin, { goodsCard: 'vip', cardNum: 12, validDay: 1, price: '1' });
      const keys = await keyRowsOf(cluster, group.id);
      const players = [await cluster.sessionFor('player1'), await cluster.sessionFor('player2')];
      const redeem = ({ key }: { key: string }, i: number) => call(second.url, 'POST', `${CARD}/redeemCardKey`, { token: players[i % 2], body: { cardKey: key } });
      // A third redeemed before, the rest sent while the group is disabled.
      const before = await Promise.all(keys.slice(0, 4).map(redeem));
      const [during, disabled] = await Promise.all([
        Promise.all(keys.slice(4).map(async (key, i) => (await pause(i * 10), redeem(key, i)))),
        call<{ disabledKeys: number }>(first.url, 'POST', `${CARD}/disableCardGroup`, { token: admin, body: { id: group.id } }),
      ]);
      const redeemed = [...before, ...during];
      expect(before.every((a) => a.status === 200)).toBe(true);
      expect(disabled.status, disabled.text).toBe(200);
      const won = redeemed.filter((a) => a.status === 200).length;
      // The others: refused with 409 (the group disabled, or the key changed while it was redeemed).
      expect(redeemed.filter((a) => a.status !== 200 && a.status !== 409).map((a) => a.text)).toEqual([]);
      expect(won + disabled.body.data.disabledKeys).toBe(keys.length);
      for (const { id } of keys) {
        const { status } = await cluster.db.selectFrom('card_keys').select('status').where('id', '=', id).executeTakeFirstOrThrow();
        const events = (await cluster.db.selectFrom('audit_log').select('event').where('entity', '=', 'card_key').where('entity_id', '=', String(id)).execute()).map((row) => row.event);
        expect(events).toEqual([status === 'redeemed' ? 'REDEEM' : 'DISABLE']);
      }
    });

    describe(`every status flow: ${PARALLEL} parallel identical transitions over both instances, one success`, () => {
      it.each(FLOW_CASES)('$flow', async (flow) => {
        const prepared = await flow.prepare(cluster);
        const before = await cluster.db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('last')).executeTakeFirstOrThrow();
        const answers = await Promise.all(Array.from({ length: PARALLEL }, () => cluster.post(prepared.path, prepared.body, { token: prepared.token })));
        expect(tally(answers), answers.find((a) => a.status !== 200 && a.status !== 409)?.text).toEqual({ 200: 1, 409: PARALLEL - 1 });
        expect(new Set(answeredBy(answers))).toEqual(new Set(['0', '1']));
        const rows = await cluster.db
          .selectFrom('audit_log')
          .select(['event', 'from_status', 'to_status'])
          .where('entity', '=', flow.entity)
          .where('entity_id', '=', String(prepared.id))
          .where('id', '>', Number(before.last ?? 0))
          .execute();
        expect(rows).toHaveLength(1);
      });
    });

    describe('files on S3', () => {
      it('a version uploaded in chunks alternating over both instances downloads byte-identical from each', async () => {
        const scriptId = Number((await cluster.db.selectFrom('scripts as s').innerJoin('users as u', 'u.id', 's.owner_id').select('s.id').where('u.username_key', '=', 'creator1').orderBy('s.id').executeTakeFirstOrThrow()).id);
        const token = await cluster.sessionFor('creator1');
        const bytes = await apkBytes('two-instances');
        const half = Math.floor(bytes.length / 2);
        const tus = tusClient(cluster.url);
        const created = await tus.create(token, { purpose: 'apk', filename: 'two.apk', length: bytes.byteLength });
        expect(created.status, created.text).toBe(201);
        const location = new URL(created.headers.get('location')!, cluster.url).pathname;
        const steps = [created, await tus.patch(token, location, 0, bytes.subarray(0, half))];
        steps.push(await tus.head(token, location));
        expect(steps[2]!.headers.get('upload-offset')).toBe(String(half));
        steps.push(await tus.patch(token, location, half, bytes.subarray(half)));
        expect(steps[3]!.status, steps[3]!.text).toBe(204);
        expect(steps.map((step) => step.headers.get('x-instance'))).toEqual(['0', '1', '0', '1'].map((i) => String((Number(i) + Number(created.headers.get('x-instance'))) % 2)));
        const added = await cluster.post<ReleaseRecord>(`${API}/script/addScriptFile`, { scriptId, kind: 'apk', version: 9000, uploadId: uploadIdOf(location), md5: md5Of(bytes) }, { token });
        expect(added.status, added.text).toBe(200);
        for (const url of cluster.instances) {
          const download = await fetch(`${url}${added.body.data.url}`);
          expect(download.status).toBe(200);
          expect(download.headers.get('etag')).toBe(`"${md5Of(bytes)}"`);
          expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
        }
      });

      it('an image uploaded through one instance is served byte-identical by the other', async () => {
        const png = new Uint8Array(solidPng(48, 24, [200, 30, 60]));
        const sent = await fetch(`${second.url}${API}/files/uploadImage`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${await cluster.sessionFor('partner1')}`, 'Content-Type': 'image/png', 'X-Client-Type': 'pc' },
          body: png,
        });
        expect(sent.status).toBe(200);
        const { url } = ((await sent.json()) as { data: { url: string } }).data;
        const served = await fetch(`${first.url}${url}`);
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(png))).toBe(true);
      });
    });

    describe('MFA step across instances', () => {
      it('a code accepted on one instance is refused on the other (replay)', async () => {
        const code = totpCode((await enrol(cluster, await cluster.sessionFor('operator'), 'operator')).secret);
        expect((await verifyCode(first, await pendingSession(cluster, 'operator'), code)).status).toBe(200);
        expect(reasonOf(await verifyCode(second, await pendingSession(cluster, 'operator'), code))).toBe('mfa_code_invalid');
      });

      it(`a right code sent ${PARALLEL} times at once over both instances is accepted once`, async () => {
        const code = totpCode((await enrol(cluster, await cluster.sessionFor('creator2'), 'creator2')).secret);
        const tokens = await Promise.all(Array.from({ length: PARALLEL }, () => pendingSession(cluster, 'creator2')));
        const answers = await Promise.all(tokens.map((token) => verifyCode(cluster, token, code)));
        expect(new Set(answeredBy(answers))).toEqual(new Set(['0', '1']));
        expect(tally(answers)[200]).toBe(1);
      });

      it('wrong codes alternating over both instances are counted together: 5, then 429', async () => {
        const wrong = wrongCode((await enrol(cluster, await cluster.sessionFor('company1'), 'company1')).secret);
        const token = await pendingSession(cluster, 'company1');
        const answers: Answer[] = [];
        for (let i = 0; i < 7; i++) answers.push(await verifyCode(i % 2 === 0 ? first : second, token, wrong));
        expect(answers.map((a) => [a.status, reasonOf(a)])).toEqual([...Array(5).fill([400, 'mfa_code_invalid']), ...Array(2).fill([429, 'mfa_rate_limited'])]);
      });
    });
  });
}
