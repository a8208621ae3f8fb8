/**
 * Launches reported by the app become the daily figures (docs/ingestion.md), over HTTP on both
 * databases: distinct devices per script, platform, free and trial use, partner and
 * script-partner, read back through the activity screens' own calls; a resent batch counts once;
 * a late event updates its day and its unapplied month; parallel batches add up exactly.
 */
import { describe, expect, it } from 'vitest';
import type { BatchAnswer } from '../../contracts/appEvents.js';
import type { Page } from '../../contracts/envelope.js';
import { scriptOf } from './support/cardKeys.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, call, type TestServer, useTestServer } from './support/server.js';
import { pruneLaunchMarks } from '../../server/modules/ingest/launchMarks.js';

const DAY_MS = 86_400_000;
let serial = 0;
/** A fresh event id (unique across the run, so tests never meet each other's events). */
const eventId = () => `ev-${process.pid}-${Date.now().toString(36)}-${(serial += 1)}`;
const deviceId = (name: string) => `dev-${name}-${process.pid}`;

interface Launch {
  eventId: string;
  deviceId: string;
  occurredAt: string;
  scriptId: number;
  version: string;
  platform: string;
  access: string;
  cooperatePackage?: string;
}

const launch = (scriptId: number, device: string, fields: Partial<Launch> = {}): Launch => ({
  eventId: eventId(),
  deviceId: deviceId(device),
  occurredAt: new Date(Date.now() - 60_000).toISOString(),
  scriptId,
  version: '2.4.1',
  platform: 'other',
  access: 'paid',
  ...fields,
});

type DayRow = Record<string, number | string>;

async function report(server: TestServer, events: unknown[], user = 'player1') {
  const answer = await server.post<BatchAnswer>(`${API}/app/reportLaunches`, { events }, { token: await server.sessionFor(user) });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data;
}

async function scriptDay(server: TestServer, scriptId: number, day: string): Promise<DayRow | undefined> {
  const answer = await server.get<Page<DayRow>>(`${API}/active/queryScriptActiveDay`, {
    token: await server.sessionFor('admin'),
    query: { scriptId: String(scriptId), dayFrom: day, dayTo: day },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data.records[0];
}

async function monthOf(server: TestServer, scriptId: number, month: string) {
  return server.db
    .selectFrom('settlements')
    .select(['active_num', 'free_num', 'status'])
    .where('kind', '=', 'script')
    .where('subject_id', '=', scriptId)
    .where('month', '=', month)
    .executeTakeFirst();
}

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`launches become daily figures on ${target.name}`, () => {
    const server = useTestServer(target);
    const today = () => new Date().toISOString().slice(0, 10);

    it('counts distinct devices per script, platform, free and trial use, and partner; a resend counts once', async () => {
      const scriptId = await scriptOf(server, 'Card Legends Bot');
      const before = await scriptDay(server, scriptId, today());
      const monthBefore = await monthOf(server, scriptId, today().slice(0, 7));
      const partner = await server.db.selectFrom('cooperates').select(['id', 'cooperate_package']).where('cooperate_package', '=', 'com.vmos.pro').executeTakeFirstOrThrow();
      const pairBefore = await server.db
        .selectFrom('script_cooperate_active_days')
        .select(['active_num', 'click_num'])
        .where('script_id', '=', scriptId)
        .where('cooperate_id', '=', partner.id)
        .where('day', '=', today())
        .executeTakeFirst();
      const batch = [
        launch(scriptId, 'a', { platform: 'red_finger', access: 'free' }),
        launch(scriptId, 'b', { platform: 'vmos', access: 'trial', cooperatePackage: 'com.vmos.pro' }),
        launch(scriptId, 'c', { platform: 'other', access: 'paid' }),
        // The same devices again that day: no new device, one more click through the partner.
        launch(scriptId, 'a', { platform: 'red_finger', access: 'paid' }),
        launch(scriptId, 'b', { platform: 'vmos', access: 'trial', cooperatePackage: 'COM.VMOS.PRO' }),
      ];
      expect(await report(server, batch)).toEqual({ accepted: 5, duplicates: 0, refused: [] });

      const n = (row: DayRow | undefined, field: string) => Number(row?.[field] ?? 0);
      const after = await scriptDay(server, scriptId, today());
      for (const [field, added] of [['activeNum', 3], ['freeNum', 1], ['trialNum', 1], ['redFingerNum', 1], ['vmosNum', 1], ['virtualCloudNum', 0], ['flyingCloudNum', 0]] as const) {
        expect(n(after, field) - n(before, field), field).toBe(added);
      }
      const pair = await server.db
        .selectFrom('script_cooperate_active_days')
        .select(['active_num', 'click_num'])
        .where('script_id', '=', scriptId)
        .where('cooperate_id', '=', partner.id)
        .where('day', '=', today())
        .executeTakeFirstOrThrow();
      expect(Number(pair.active_num) - Number(pairBefore?.active_num ?? 0)).toBe(1);
      expect(Number(pair.click_num) - Number(pairBefore?.click_num ?? 0)).toBe(2);
      const month = await monthOf(server, scriptId, today().slice(0, 7));
      expect(month?.status).toBe('unapplied');
      expect(Number(month!.active_num) - Number(monthBefore?.active_num ?? 0)).toBe(3);

      // The same batch again (the app did not hear the answer): nothing counts twice.
      expect(await report(server, batch)).toEqual({ accepted: 0, duplicates: 5, refused: [] });
      expect(await scriptDay(server, scriptId, today())).toEqual(after);
    });

    it('lets a late event update its day and its month, while the month is unapplied', async () => {
      const scriptId = await scriptOf(server, 'Quick Clicker Pro');
      const lateDay = new Date(Date.now() - 3 * DAY_MS).toISOString().slice(0, 10);
      const before = await scriptDay(server, scriptId, lateDay);
      const monthBefore = await monthOf(server, scriptId, lateDay.slice(0, 7));
      const answer = await report(server, [launch(scriptId, 'late', { occurredAt: `${lateDay}T23:59:00+00:00`, access: 'free' })]);
      expect(answer.accepted).toBe(1);
      const after = await scriptDay(server, scriptId, lateDay);
      expect(Number(after!.activeNum)).toBe(Number(before!.activeNum) + 1);
      expect(Number(after!.freeNum)).toBe(Number(before!.freeNum) + 1);
      const month = await monthOf(server, scriptId, lateDay.slice(0, 7));
      const grows = monthBefore?.status === 'unapplied' ? 1 : 0;
      expect(Number(month!.active_num)).toBe(Number(monthBefore!.active_num) + grows);
      // An event by another time zone's clock counts in its UTC day (09:30 at +08:00 is 01:30 UTC).
      const offset = await report(server, [launch(scriptId, 'tz', { occurredAt: `${lateDay}T09:30:00+08:00` })]);
      expect(offset.accepted).toBe(1);
      expect(Number((await scriptDay(server, scriptId, lateDay))!.activeNum)).toBe(Number(before!.activeNum) + 2);
    });

    it('refuses bad events one by one, with their index, and keeps the good ones', async () => {
      const scriptId = await scriptOf(server, 'Farm Days Helper');
      const good = launch(scriptId, 'good');
      const events: unknown[] = [
        good,
        { ...launch(scriptId, 'x'), platform: 'ios' },
        launch(999_999, 'x'),
        launch(scriptId, 'x', { occurredAt: new Date(Date.now() - 90 * DAY_MS).toISOString() }),
        launch(scriptId, 'x', { occurredAt: new Date(Date.now() + DAY_MS).toISOString() }),
        { ...launch(scriptId, 'x'), eventId: good.eventId },
        { ...launch(scriptId, 'x'), version: 'v\u0000' },
        { ...launch(scriptId, 'x'), extra: 1 },
        launch(scriptId, 'x', { cooperatePackage: 'com.nobody.here' }),
        'not an event',
        null,
        { ...launch(scriptId, 'x'), scriptId: '12' },
        { ...launch(scriptId, 'x'), deviceId: 'short' },
        launch(scriptId, 'good2', { occurredAt: '2026-13-45T00:00:00Z' }),
        { ...launch(scriptId, 'x'), version: 'half \ud800' },
        { ...launch(scriptId, 'x'), ['bad\u0007name']: 1 },
      ];
      const answer = await report(server, events);
      expect(answer.accepted).toBe(1);
      expect(answer.refused.map((r) => [r.index, r.reason, r.field])).toEqual([
        [1, 'invalid', 'platform'],
        [2, 'unknown_script', 'scriptId'],
        [3, 'too_old', 'occurredAt'],
        [4, 'in_future', 'occurredAt'],
        [5, 'repeated', 'eventId'],
        [6, 'invalid', 'version'],
        [7, 'invalid', undefined],
        [8, 'unknown_partner', 'cooperatePackage'],
        [9, 'invalid', undefined],
        [10, 'invalid', undefined],
        [11, 'invalid', 'scriptId'],
        [12, 'invalid', 'deviceId'],
        [13, 'invalid', 'occurredAt'],
        [14, 'invalid', 'version'],
        [15, 'invalid', undefined],
      ]);
      expect(JSON.stringify(answer)).not.toContain('\u0000');
      const stored = await server.db.selectFrom('launch_events').select('event_id').where('device_id', 'like', 'dev-x-%').execute();
      expect(stored).toEqual([]);
    });

    it('refuses what is not a batch, and 1,001 events, changing nothing', async () => {
      const token = await server.sessionFor('player1');
      const scriptId = await scriptOf(server, 'Farm Days Helper');
      const count = async () => Number((await server.db.selectFrom('launch_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      const before = await count();
      for (const body of [{}, { events: [] }, { events: {} }, { events: 'x' }, [launch(scriptId, 'x')], { events: [launch(scriptId, 'x')], more: 1 }]) {
        const answer = await server.post(`${API}/app/reportLaunches`, body, { token });
        expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      }
      const tooMany = Array.from({ length: 1001 }, () => launch(scriptId, 'many'));
      expect((await server.post(`${API}/app/reportLaunches`, { events: tooMany }, { token })).status).toBe(400);
      expect(await count()).toBe(before);
    });

    it('is the app users\' call: back-office accounts get 403, no token 401', async () => {
      const scriptId = await scriptOf(server, 'Farm Days Helper');
      for (const staff of ['admin', 'creator1', 'auditor']) {
        const answer = await server.post(`${API}/app/reportLaunches`, { events: [launch(scriptId, 'staff')] }, { token: await server.sessionFor(staff) });
        expect(answer.status, staff).toBe(403);
      }
      expect((await server.post(`${API}/app/reportLaunches`, { events: [launch(scriptId, 'anon')] })).status).toBe(401);
    });

    it('adds up parallel batches exactly: each device once a day, however the batches overlap', async () => {
      const scriptId = await scriptOf(server, 'Puzzle Kingdom Auto');
      const day = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
      const before = await scriptDay(server, scriptId, day);
      const devices = Array.from({ length: 30 }, (_, i) => `par${i}`);
      // 12 batches, each with 20 of the 30 devices (overlapping), from both app users.
      const batches = Array.from({ length: 12 }, (_, b) =>
        Array.from({ length: 20 }, (_, i) => launch(scriptId, devices[(b * 7 + i) % 30]!, { occurredAt: `${day}T12:00:00Z`, access: i % 2 === 0 ? 'free' : 'paid' })),
      );
      const answers = await Promise.all(batches.map((batch, b) => report(server, batch, b % 2 === 0 ? 'player1' : 'player2')));
      expect(answers.reduce((sum, a) => sum + a.accepted, 0)).toBe(240);
      const after = await scriptDay(server, scriptId, day);
      expect(Number(after!.activeNum) - Number(before!.activeNum)).toBe(30);
    });

    it('bounds the devices one account reports a day, and counts each device\'s allowance per account', async () => {
      const url = await server.startAnother({ limits: { ...server.config.limits, ingestDevicesPerUserDay: 3, ingestPerDevice: { max: 2, windowSeconds: 3600 } } });
      const scriptId = await scriptOf(server, 'Puzzle Kingdom Auto');
      // A day before the demo's month of launches (whose devices are the demo players').
      const day = new Date(Date.now() - 50 * DAY_MS).toISOString().slice(0, 10);
      const send = async (user: string, events: unknown[]) => {
        const answer = await call<BatchAnswer>(url, 'POST', `${API}/app/reportLaunches`, { token: await server.sessionFor(user), body: { events } });
        expect(answer.status, answer.text).toBe(200);
        return answer.body.data;
      };
      const at = { occurredAt: `${day}T08:00:00Z` };
      const five = await send('player1', ['b1', 'b2', 'b3', 'b4', 'b5'].map((name) => launch(scriptId, name, at)));
      expect(five.accepted, JSON.stringify(five.refused)).toBe(3);
      expect(five.refused.map((r) => [r.index, r.reason, r.field])).toEqual([[3, 'rate_limited', 'deviceId'], [4, 'rate_limited', 'deviceId']]);
      // A device already the account's that day goes on counting; another account is not touched.
      expect((await send('player1', [launch(scriptId, 'b2', at)])).accepted).toBe(1);
      expect((await send('player2', [launch(scriptId, 'b4', at)])).accepted).toBe(1);
      // Another account naming player2's device cannot spend its allowance.
      const flood = await send('player1', [launch(scriptId, 'b3', at), launch(scriptId, 'b3', at)]);
      expect(flood.refused.map((r) => r.reason)).toEqual(['rate_limited']);
      expect((await send('player2', [launch(scriptId, 'b3', at)])).accepted).toBe(1);
    });

    it('refuses launches of a script users cannot run (a draft, a retired one)', async () => {
      const hidden = await server.db.selectFrom('scripts').select('id').where('status', 'in', ['draft', 'retired']).limit(1).executeTakeFirstOrThrow();
      const answer = await report(server, [launch(hidden.id, 'norun')]);
      expect(answer.accepted).toBe(0);
      expect(answer.refused.map((r) => [r.reason, r.field])).toEqual([['unknown_script', 'scriptId']]);
    });

    it('forgets the marks of days no late event can reach, and only those', async () => {
      const scriptId = await scriptOf(server, 'Puzzle Kingdom Auto');
      const dayAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
      const marks = [dayAgo(70), dayAgo(64), dayAgo(61)].map((day) => ({ subject: `s:${scriptId}`, day, device_id: deviceId('prune') }));
      await server.db.insertInto('launch_marks').values(marks).execute();
      expect(await pruneLaunchMarks(server.db)).toBeGreaterThanOrEqual(2);
      const left = await server.db.selectFrom('launch_marks').select('day').where('device_id', '=', deviceId('prune')).execute();
      expect(left.map((row) => row.day)).toEqual([dayAgo(61)]);
    });
  });
}
