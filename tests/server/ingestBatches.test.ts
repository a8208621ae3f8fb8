/**
 * Reported batches under hostile use, over HTTP on both databases (docs/ingestion.md): 10,000
 * events in ten calls, half malformed (the good half kept, nothing 5xx, a resend counts once);
 * events past a device's allowance refused one by one; calls past the user's allowance 429;
 * searches counted per keyword and day, and what found nothing.
 */
import { describe, expect, it } from 'vitest';
import type { BatchAnswer } from '../../contracts/appEvents.js';
import { nameKey } from '../../contracts/nameKey.js';
import { scriptOf } from './support/cardKeys.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, call, useTestServer } from './support/server.js';

let serial = 0;
const eventId = () => `hb-${process.pid}-${Date.now().toString(36)}-${(serial += 1)}`;
const recently = () => new Date(Date.now() - 120_000).toISOString();

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`reported batches on ${target.name}`, () => {
    const server = useTestServer(target);

    it('keeps the good half of 10,000 events, half malformed, and counts a resend once', async () => {
      const scriptId = await scriptOf(server, 'Card Legends Bot');
      const url = await server.startAnother({ limits: { ...server.config.limits, ingestPerDevice: { max: 100_000, windowSeconds: 60 }, ingestCallsPerUser: { max: 1000, windowSeconds: 60 } } });
      const token = await server.sessionFor('player2');
      const junk = (i: number): unknown =>
        [
          { eventId: eventId(), deviceId: 'x'.repeat(65), occurredAt: recently(), scriptId, version: '1', platform: 'vmos', access: 'free' },
          { eventId: eventId(), deviceId: `hostile-${i}`, occurredAt: 'yesterday', scriptId, version: '1', platform: 'vmos', access: 'free' },
          { eventId: eventId(), deviceId: `hostile-${i}`, occurredAt: recently(), scriptId: -1, version: '1', platform: 'vmos', access: 'free' },
          { eventId: eventId(), deviceId: `hostile-${i}`, occurredAt: recently(), scriptId, version: "1'; drop table launch_events; --", platform: 'vmos', access: 'gift' },
          { eventId: '\u0000'.repeat(20), deviceId: `hostile-${i}`, occurredAt: recently(), scriptId, version: '1', platform: 'vmos', access: 'free' },
          [1, 2, 3],
          { ['k'.repeat(5000)]: 1 },
        ][i % 7];
      const batches = Array.from({ length: 10 }, (_, b) =>
        Array.from({ length: 1000 }, (_, i) =>
          i % 2 === 0
            ? { eventId: eventId(), deviceId: `hostile-dev-${b}-${i % 50}`, occurredAt: recently(), scriptId, version: '3.0.0', platform: 'flying_cloud', access: 'paid' }
            : junk(i),
        ),
      );
      const stored = async () => Number((await server.db.selectFrom('launch_events').select((eb) => eb.fn.countAll().as('n')).where('device_id', 'like', 'hostile-dev-%').executeTakeFirstOrThrow()).n);
      const send = () => Promise.all(batches.map((events) => call<BatchAnswer>(url, 'POST', `${API}/app/reportLaunches`, { token, body: { events } })));
      const first = await send();
      for (const answer of first) {
        expect(answer.status, answer.text.slice(0, 200)).toBe(200);
        expect(answer.body.data.accepted).toBe(500);
        expect(answer.body.data.refused).toHaveLength(500);
        expect(answer.body.data.refused.every((r) => r.index % 2 === 1 && r.reason === 'invalid')).toBe(true);
      }
      expect(await stored()).toBe(5000);
      const again = await send();
      for (const answer of again) expect(answer.body.data).toMatchObject({ accepted: 0, duplicates: 500 });
      expect(await stored()).toBe(5000);
    });

    it('keeps an account to its devices of a day when twenty batches of new devices arrive at once', async () => {
      const scriptId = await scriptOf(server, 'Card Legends Bot');
      const generous = { max: 100_000, windowSeconds: 60 };
      const url = await server.startAnother({ limits: { ...server.config.limits, ingestDevicesPerUserDay: 20, ingestPerDevice: generous, ingestCallsPerUser: generous } });
      const token = await server.sessionFor('player2');
      // Before the demo's month of launches, so the account has no device of that day yet.
      const day = new Date(Date.now() - 50 * 86_400_000).toISOString();
      const tag = `burst-${process.pid}-${Date.now()}`;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, b) =>
          call<BatchAnswer>(url, 'POST', `${API}/app/reportLaunches`, {
            token,
            body: { events: Array.from({ length: 20 }, (_, i) => ({ eventId: eventId(), deviceId: `${tag}-${b}-${i}`, occurredAt: day, scriptId, version: '1', platform: 'vmos', access: 'paid' })) },
          }),
        ),
      );
      for (const answer of answers) expect(answer.status, answer.text.slice(0, 200)).toBe(200);
      expect(answers.reduce((sum, answer) => sum + answer.body.data.accepted, 0)).toBe(20);
      const stored = await server.db.selectFrom('launch_events').select((eb) => eb.fn.count<number>('device_id').distinct().as('n')).where('device_id', 'like', `${tag}-%`).executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(20);
      // Searches (and promotion events) count against the same devices of the day.
      const kept = await server.db.selectFrom('launch_events').select('device_id').where('device_id', 'like', `${tag}-%`).executeTakeFirstOrThrow();
      const searches = [
        ...Array.from({ length: 25 }, (_, i) => ({ eventId: eventId(), deviceId: `${tag}-search-${i}`, occurredAt: day, keyword: 'burst', resultsNum: 1 })),
        { eventId: eventId(), deviceId: kept.device_id, occurredAt: day, keyword: 'burst', resultsNum: 1 },
      ];
      const searched = await call<BatchAnswer>(url, 'POST', `${API}/app/reportSearches`, { token, body: { events: searches } });
      expect(searched.body.data.accepted).toBe(1);
      expect(searched.body.data.refused.map((r) => r.reason)).toEqual(Array(25).fill('rate_limited'));
    });

    it('refuses the events past a device\'s allowance one by one, and calls past the user\'s with 429', async () => {
      const scriptId = await scriptOf(server, 'Card Legends Bot');
      const url = await server.startAnother({ limits: { ...server.config.limits, ingestPerDevice: { max: 5, windowSeconds: 3600 }, ingestCallsPerUser: { max: 3, windowSeconds: 3600 } } });
      const token = await server.login('player1');
      const device = `busy-${process.pid}-${Date.now()}`;
      const events = Array.from({ length: 4 }, () => ({ eventId: eventId(), deviceId: device, occurredAt: recently(), scriptId, version: '1', platform: 'vmos', access: 'paid' }));
      const first = await call<BatchAnswer>(url, 'POST', `${API}/app/reportLaunches`, { token, body: { events } });
      expect(first.body.data).toMatchObject({ accepted: 4, refused: [] });
      const more = events.map((e) => ({ ...e, eventId: eventId() }));
      const second = await call<BatchAnswer>(url, 'POST', `${API}/app/reportLaunches`, { token, body: { events: more } });
      expect(second.body.data.accepted).toBe(1);
      expect(second.body.data.refused.map((r) => [r.index, r.reason, r.field])).toEqual([
        [1, 'rate_limited', 'deviceId'],
        [2, 'rate_limited', 'deviceId'],
        [3, 'rate_limited', 'deviceId'],
      ]);
      const third = await call(url, 'POST', `${API}/app/reportSearches`, { token, body: { events: [{ eventId: eventId(), deviceId: device, occurredAt: recently(), keyword: 'x', resultsNum: 1 }] } });
      expect(third.status).toBe(200);
      const fourth = await call(url, 'POST', `${API}/app/reportLaunches`, { token, body: { events } });
      expect(fourth.status).toBe(429);
      expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
    });

    it('counts searches per keyword and day, whatever the spelling, and those that found nothing', async () => {
      const token = await server.sessionFor('player1');
      const word = `Auto Farm ${Date.now()}`;
      const search = (keyword: string, resultsNum: number, device = 'searcher-1') => ({ eventId: eventId(), deviceId: device, occurredAt: recently(), keyword, resultsNum });
      const batch = [search(word, 3), search(`  ${word.toUpperCase()} `, 0), search(word.replace(' ', '   '), 0, 'searcher-2'), { ...search(word, 1), resultsNum: -1 }, search('', 1)];
      const answer = await server.post<BatchAnswer>(`${API}/app/reportSearches`, { events: batch }, { token });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.data.accepted).toBe(3);
      expect(answer.body.data.refused.map((r) => [r.index, r.field])).toEqual([[3, 'resultsNum'], [4, 'keyword']]);
      const day = new Date(Date.now() - 120_000).toISOString().slice(0, 10);
      const row = await server.db.selectFrom('search_keyword_days').selectAll().where('keyword_key', '=', nameKey(word)).where('day', '=', day).executeTakeFirstOrThrow();
      expect([row.keyword, Number(row.search_num), Number(row.empty_num)]).toEqual([word, 3, 2]);
      const resent = await server.post<BatchAnswer>(`${API}/app/reportSearches`, { events: batch }, { token });
      expect(resent.body.data).toMatchObject({ accepted: 0, duplicates: 3 });
      const still = await server.db.selectFrom('search_keyword_days').select('search_num').where('keyword_key', '=', nameKey(word)).executeTakeFirstOrThrow();
      expect(Number(still.search_num)).toBe(3);
    });
  });
}
