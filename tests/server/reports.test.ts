/**
 * The two reports over HTTP on both databases (docs/reports.md): the demo's launches and
 * searches (made through the ingestion code) are listed and filtered; launches ingested for one
 * script read back the same daily actives from the record screen's figures call and from the
 * activity screens' script days; a late event updates its day and its unapplied month; searches
 * that found nothing surface in the found-nothing view and in the keyword's trend; the routes'
 * roles are the report table's and the screens' routes'.
 */
import { describe, expect, it } from 'vitest';
import type { BatchAnswer } from '../../contracts/appEvents.js';
import type { Page } from '../../contracts/envelope.js';
import type { KeywordTrend, LaunchFigures, LaunchRecord, SearchKeywordRecord, SearchKeywordSums } from '../../contracts/reports.js';
import { REPORT_ROLES } from '../../contracts/reports.js';
import { findRoute, SIGNED_IN_ROUTES } from '../../contracts/routeTable.js';
import { csvRows, scriptOf } from './support/cardKeys.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, collectAccessTable, type TestServer, useTestServer } from './support/server.js';

const DAY_MS = 86_400_000;
let serial = 0;
const eventId = () => `rep-${process.pid}-${Date.now().toString(36)}-${(serial += 1)}`;
const device = (name: string) => `rep-${name}-${process.pid}-${Date.now().toString(36)}`;
const utc = (time: number) => new Date(time).toISOString().slice(0, 10);

async function read<T>(server: TestServer, path: string, query: Record<string, string> = {}): Promise<T> {
  const answer = await server.get<T>(`${API}/${path}`, { token: await server.sessionFor('admin'), query });
  expect(answer.status, `${path}: ${answer.text.slice(0, 300)}`).toBe(200);
  return answer.body.data;
}

async function report(server: TestServer, kind: 'Launches' | 'Searches', events: unknown[]) {
  const answer = await server.post<BatchAnswer>(`${API}/app/report${kind}`, { events }, { token: await server.sessionFor('player2') });
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.data.refused).toEqual([]);
  return answer.body.data;
}

const launch = (scriptId: number, deviceId: string, platform: string, occurredAt: string) => ({ eventId: eventId(), deviceId, occurredAt, scriptId, version: '3.0.0', platform, access: 'free' });

/** The same day through the activity screens' call and the record screen's figures call. */
async function dayBoth(server: TestServer, scriptId: number, day: string) {
  const days = await read<Page<Record<string, number>>>(server, 'active/queryScriptActiveDay', { scriptId: String(scriptId), dayFrom: day, dayTo: day });
  const figures = await read<LaunchFigures>(server, 'record/queryLaunchFigures', { scriptId: String(scriptId), dayFrom: day, dayTo: day });
  expect(figures.points).toHaveLength(1);
  const row = days.records[0] ?? {};
  const point = figures.points[0]!;
  for (const key of ['activeNum', 'redFingerNum', 'vmosNum', 'virtualCloudNum', 'flyingCloudNum', 'freeNum', 'trialNum'] as const)
    expect(point[key], key).toBe(row[key] ?? 0);
  return point;
}

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`launch records and search statistics on ${target.name}`, () => {
    const server = useTestServer(target);

    it('lists the demo launches newest first, filtered by script, platform, days and device, with names', async () => {
      const all = await read<Page<LaunchRecord>>(server, 'record/queryLaunchRecord', { size: '50' });
      expect(all.total).toBeGreaterThanOrEqual(2400);
      const times = all.records.map((r) => r.occurredAt);
      expect(times).toEqual([...times].sort().reverse());
      const scriptId = await scriptOf(server, 'Quick Clicker Pro');
      const today = utc(Date.now());
      const weekAgo = utc(Date.now() - 6 * DAY_MS);
      const query = { scriptId: String(scriptId), platform: 'vmos', dayFrom: weekAgo, dayTo: today, size: '200' };
      const narrowed = await read<Page<LaunchRecord>>(server, 'record/queryLaunchRecord', query);
      expect(narrowed.total).toBeGreaterThan(0);
      for (const r of narrowed.records) {
        expect(r).toMatchObject({ scriptId, scriptName: 'Quick Clicker Pro', platform: 'vmos' });
        expect(r.day >= weekAgo && r.day <= today).toBe(true);
      }
      const partnered = all.records.find((r) => r.cooperateId !== null);
      if (partnered) expect(partnered.cooperateName).toEqual(expect.any(String));
      const deviceId = narrowed.records[0]!.deviceId;
      const ofDevice = await read<Page<LaunchRecord>>(server, 'record/queryLaunchRecord', { deviceId, size: '200' });
      expect(ofDevice.records.length).toBeGreaterThan(0);
      expect(ofDevice.records.every((r) => r.deviceId === deviceId)).toBe(true);
    });

    it('exports the launch records as the user sees them, in their language', async () => {
      const scriptId = await scriptOf(server, 'Arena Auto Battle');
      const answer = await server.get(`${API}/record/exportLaunchRecord`, {
        token: await server.sessionFor('admin'),
        query: { scriptId: String(scriptId), platform: 'red_finger', columns: 'occurredAt,scriptName,platform,access', lang: 'zh', tz: 'Asia/Shanghai' },
      });
      expect(answer.status, answer.text.slice(0, 200)).toBe(200);
      const [header, ...rows] = csvRows(answer.text);
      expect(header).toEqual(['时间', '脚本', '平台', '使用方式']);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.slice(1, 3)).toEqual(['Arena Auto Battle', '红手指']);
      expect(['免费', '试用', '付费']).toContain(rows[0]![3]);
    });

    it("reads the same daily actives from the record screen's figures and the script days; a late event updates its day and month", async () => {
      const scriptId = await scriptOf(server, 'Farm Days Helper');
      const now = Date.now() - 60_000;
      const today = utc(now);
      const before = await dayBoth(server, scriptId, today);
      const [a, b, c] = [device('a'), device('b'), device('c')];
      const at = new Date(now).toISOString();
      await report(server, 'Launches', [launch(scriptId, a, 'red_finger', at), launch(scriptId, b, 'vmos', at), launch(scriptId, c, 'other', at), launch(scriptId, a, 'vmos', at)]);
      const after = await dayBoth(server, scriptId, today);
      expect(after.activeNum - before.activeNum).toBe(3);
      expect([after.redFingerNum - before.redFingerNum, after.vmosNum - before.vmosNum, after.otherNum - before.otherNum]).toEqual([1, 1, 1]);

      // The 15th of last month: within the late window, and the demo leaves that month unapplied.
      const last = new Date(now);
      const lateDay = utc(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() - 1, 15));
      const month = lateDay.slice(0, 7);
      const monthRecord = async () =>
        (await read<Page<{ activeNum: number; status: string }>>(server, 'active/queryScriptActive', { scriptId: String(scriptId), countTimeFrom: month, countTimeTo: month })).records[0]!;
      const dayBefore = await dayBoth(server, scriptId, lateDay);
      const monthBefore = await monthRecord();
      expect(monthBefore.status).toBe('unapplied');
      await report(server, 'Launches', [launch(scriptId, device('late'), 'flying_cloud', `${lateDay}T12:00:00.000Z`)]);
      const dayAfter = await dayBoth(server, scriptId, lateDay);
      expect([dayAfter.activeNum - dayBefore.activeNum, dayAfter.flyingCloudNum - dayBefore.flyingCloudNum]).toEqual([1, 1]);
      expect((await monthRecord()).activeNum - monthBefore.activeNum).toBe(1);

      // The whole period: every point is its script day, and the totals add the points up.
      const period = await read<LaunchFigures>(server, 'record/queryLaunchFigures', { scriptId: String(scriptId) });
      expect(period.points).toHaveLength(30);
      expect(period.points.at(-1)!.day).toBe(today);
      expect(period.totals.activeNum).toBe(period.points.reduce((sum, p) => sum + p.activeNum, 0));
      const everyScript = await read<LaunchFigures>(server, 'record/queryLaunchFigures', { dayFrom: today, dayTo: today });
      expect(everyScript.scriptId).toBeNull();
      expect(everyScript.points[0]!.activeNum).toBeGreaterThanOrEqual(after.activeNum);
    });

    it('sums keywords over the period, finds what found nothing, and draws a keyword trend', async () => {
      const top = await read<Page<SearchKeywordRecord> & { sums: SearchKeywordSums }>(server, 'search/querySearchKeyword', { size: '50' });
      expect(top.total).toBeGreaterThan(3);
      const counts = top.records.map((r) => r.searchNum);
      expect(counts).toEqual([...counts].sort((x, y) => y - x));
      expect(top.sums.searchNum).toBe(top.records.reduce((sum, r) => sum + r.searchNum, 0));
      const word = `Pirate Auto ${process.pid}`;
      const yesterday = new Date(Date.now() - DAY_MS).toISOString();
      const search = (keyword: string, resultsNum: number, occurredAt = yesterday) => ({ eventId: eventId(), deviceId: device('s'), occurredAt, keyword, resultsNum });
      await report(server, 'Searches', [search(word, 0), search(word.toUpperCase(), 0), search(` ${word} `, 0, new Date().toISOString())]);
      const nothing = await read<Page<SearchKeywordRecord>>(server, 'search/querySearchKeyword', { foundNothing: 'only', size: '200' });
      const found = nothing.records.find((r) => r.keyword === word);
      expect(found).toMatchObject({ searchNum: 3, emptyNum: 3, emptyShare: 100, days: 2 });
      expect(nothing.records.every((r) => r.emptyNum === r.searchNum)).toBe(true);
      const mostly = await read<Page<SearchKeywordRecord>>(server, 'search/querySearchKeyword', { foundNothing: 'mostly', size: '200' });
      expect(mostly.records.every((r) => r.emptyNum * 2 > r.searchNum)).toBe(true);
      expect(mostly.records.map((r) => r.keyword)).toContain('fishing bot');
      const byShare = await read<Page<SearchKeywordRecord>>(server, 'search/querySearchKeyword', { sort: 'emptyShare,desc', size: '200' });
      const shares = byShare.records.map((r) => r.emptyShare);
      expect(shares).toEqual([...shares].sort((x, y) => y - x));
      const trend = await read<KeywordTrend>(server, 'search/querySearchKeywordTrend', { keyword: word.toLowerCase() });
      expect(trend.keyword).toBe(word);
      expect(trend.points).toHaveLength(30);
      expect(trend.points.slice(-2).map((p) => [p.searchNum, p.emptyNum])).toEqual([[2, 2], [1, 1]]);
      const lastWeek = await read<Page<SearchKeywordRecord>>(server, 'search/querySearchKeyword', { keyword: 'pirate auto', dayFrom: utc(Date.now()), dayTo: utc(Date.now()) });
      expect(lastWeek.records.find((r) => r.keyword === word)).toMatchObject({ searchNum: 1, days: 1 });
    });

    it('serves each report call to the roles of the report table, which are the screens\' roles', async () => {
      const table = await collectAccessTable();
      for (const [path, roles] of Object.entries(REPORT_ROLES)) {
        for (const url of [path, path.replace('/query', '/export')]) {
          const entry = table.find((e) => e.url === `/rocketScript/api/${url}`);
          if (url !== path && !entry) continue; // only lists have an export
          expect(entry && typeof entry.access === 'object' ? [...entry.access.roles] : undefined, url).toEqual([...roles]);
        }
      }
      for (const path of ['/wn/record-admin', '/wn/search-admin']) expect(findRoute(SIGNED_IN_ROUTES, path)?.node.roles, path).toEqual(['ADMIN']);
    });
  });
}
