/**
 * Bad input to the report calls, on both databases (docs/reports.md): bad dates, reversed and
 * overlong periods, unknown platforms and found-nothing views, hostile query strings: each a
 * 400 naming the parameter, and nothing stored changes. Other roles get 403.
 */
import { describe, expect, it } from 'vitest';
import { tableCounts } from './support/controlCharacters.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, useTestServer } from './support/server.js';

const RECORDS = 'record/queryLaunchRecord';
const FIGURES = 'record/queryLaunchFigures';
const KEYWORDS = 'search/querySearchKeyword';
const TREND = 'search/querySearchKeywordTrend';
const word = { keyword: 'fishing bot' };

const QUERIES: [path: string, query: Record<string, string>, field: string][] = [
  // Bad dates.
  [RECORDS, { dayFrom: '2026-02-30' }, 'dayFrom'],
  [RECORDS, { dayTo: 'yesterday' }, 'dayTo'],
  [FIGURES, { dayFrom: '2026-13-01' }, 'dayFrom'],
  [FIGURES, { dayTo: '26-11-2026' }, 'dayTo'],
  [KEYWORDS, { dayFrom: '2026-11-31' }, 'dayFrom'],
  [TREND, { ...word, dayTo: '2026-11-26T00:00:00Z' }, 'dayTo'],
  // Reversed and overlong periods.
  [RECORDS, { dayFrom: '2026-11-20', dayTo: '2026-11-19' }, 'dayTo'],
  [RECORDS, { dayFrom: '2026-11-20T10:00:00Z', dayTo: '2026-11-20T09:00:00Z' }, 'dayTo'],
  [FIGURES, { dayFrom: '2026-11-20', dayTo: '2026-11-01' }, 'dayTo'],
  [FIGURES, { dayFrom: '2024-01-01', dayTo: '2026-01-01' }, 'dayTo'],
  [KEYWORDS, { dayFrom: '2026-11-20', dayTo: '2026-11-01' }, 'dayTo'],
  [KEYWORDS, { dayFrom: '2020-01-01', dayTo: '2026-01-01' }, 'dayTo'],
  [`search/exportSearchKeyword`, { dayFrom: '2026-11-20', dayTo: '2026-11-01' }, 'dayTo'],
  [TREND, { ...word, dayFrom: '2026-11-20', dayTo: '2026-11-01' }, 'dayTo'],
  [TREND, { ...word, dayFrom: '2025-01-01', dayTo: '2026-11-01' }, 'dayTo'],
  // Unknown values.
  [RECORDS, { platform: 'gift' }, 'platform'],
  [RECORDS, { platform: 'RED_FINGER' }, 'platform'],
  [`record/exportLaunchRecord`, { platform: 'iphone' }, 'platform'],
  [KEYWORDS, { foundNothing: 'sometimes' }, 'foundNothing'],
  [KEYWORDS, { sort: 'keyword_key,asc' }, 'sort'],
  [RECORDS, { sort: 'scriptName,asc' }, 'sort'],
  [RECORDS, { userId: '1' }, 'userId'],
  [FIGURES, { platform: 'vmos' }, 'platform'],
  [TREND, {}, 'keyword'],
  [TREND, { keyword: 'x'.repeat(65) }, 'keyword'],
  // Hostile strings.
  [RECORDS, { deviceId: "x' or '1'='1" }, 'deviceId'],
  [RECORDS, { deviceId: 'short' }, 'deviceId'],
  [RECORDS, { scriptId: '1 or 1=1' }, 'scriptId'],
  [RECORDS, { scriptId: '-1' }, 'scriptId'],
  [FIGURES, { scriptId: '1;drop table scripts' }, 'scriptId'],
  [FIGURES, { scriptId: '99999999999' }, 'scriptId'],
  [KEYWORDS, { keyword: 'x'.repeat(65) }, 'keyword'],
  [TREND, { keyword: '<script>alert(1)</script>' }, 'keyword'],
  [RECORDS, { page: '0' }, 'page'],
];

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`bad input to the report calls on ${target.name}`, () => {
    const server = useTestServer(target);

    it('refuses bad parameters with 400 naming the parameter, changing nothing', async () => {
      const admin = await server.sessionFor('admin');
      const before = await tableCounts(server.db);
      for (const [path, query, field] of QUERIES) {
        const answer = await server.get(`${API}/${path}`, { token: admin, query });
        const label = `${path} ${JSON.stringify(query)}: ${answer.text.slice(0, 300)}`;
        expect(answer.status, label).toBe(400);
        expect((answer.body.data as { fields: { field: string }[] }).fields.map((f) => f.field), label).toContain(field);
        expect(answer.text, label).not.toContain('<script>');
      }
      expect(await tableCounts(server.db)).toEqual(before);
    });

    it('answers text that is only a search as a search, and an unknown script 404', async () => {
      const admin = await server.sessionFor('admin');
      const keywords = await server.get<{ total: number }>(`${API}/${KEYWORDS}`, { token: admin, query: { keyword: "'; drop table search_keyword_days; --" } });
      expect(keywords.status, keywords.text).toBe(200);
      expect(keywords.body.data.total).toBe(0);
      const trend = await server.get<{ points: unknown[] }>(`${API}/${TREND}`, { token: admin, query: { keyword: "' or 1=1 --" } });
      expect(trend.status, trend.text).toBe(200);
      expect(trend.body.data.points).toHaveLength(30);
      expect((await server.get(`${API}/${FIGURES}`, { token: admin, query: { scriptId: '2147483000' } })).status).toBe(404);
    });

    it('is ADMIN only', async () => {
      for (const username of ['auditor', 'creator1', 'company1', 'partner1', 'operator', 'player1']) {
        const token = await server.sessionFor(username);
        for (const path of [RECORDS, FIGURES, KEYWORDS, TREND, 'record/exportLaunchRecord', 'search/exportSearchKeyword'])
          expect((await server.get(`${API}/${path}`, { token, query: path === TREND ? word : {} })).status, `${username} ${path}`).toBe(403);
      }
      expect((await server.get(`${API}/${RECORDS}`)).status).toBe(401);
    });
  });
}
