/**
 * The activity calls over HTTP on both databases: partner days and months, script-partner
 * days and months, linker days and months (months equal the sum of their days, totals cover every
 * match), the three charts (a zero-filled point per day of the month; another owner's subject is
 * 404), filters and CSV export.
 */
import { describe, expect, it } from 'vitest';
import type {
  ClickSums,
  CooperateActiveDayRecord,
  CooperateActiveMonthRecord,
  CooperateActiveChart,
  LinkerMonthRecord,
  ScriptActiveChart,
  ScriptCooperateActiveChart,
  ScriptCooperateDayRecord,
  ScriptCooperateMonthRecord,
} from '../../contracts/activity.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { useTestServer, type TestServer } from './support/server.js';

const API = '/rocketScript/api';
type Page<T, S = ClickSums> = { records: T[]; total: number; sums: S };

async function list<T, S = ClickSums>(server: TestServer, username: string, path: string, query: Record<string, string> = {}) {
  const answer = await server.get<Page<T, S>>(`${API}/${path}`, { token: await server.sessionFor(username), query: { size: '200', ...query } });
  expect(answer.status, `${path} as ${username}: ${answer.text}`).toBe(200);
  return answer.body.data;
}

const partnerIdOf = async (server: TestServer, username: string) =>
  (await server.db.selectFrom('users').select('cooperate_id').where('username_key', '=', username).executeTakeFirstOrThrow()).cooperate_id!;

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`activity figures on ${target.name}`, () => {
    const server = useTestServer(target);

    it("shows a partner only its own click statistics, by day and by month", async () => {
      const mine = await partnerIdOf(server, 'partner1');
      const days = await list<CooperateActiveDayRecord>(server, 'partner1', 'active/cooperate/queryCooperateActive');
      expect(days.total).toBeGreaterThan(0);
      expect(days.records.every((r) => r.cooperateId === mine)).toBe(true);
      const months = await list<CooperateActiveMonthRecord>(server, 'partner1', 'active/cooperate/queryCooperateActiveMonth');
      expect(months.records.every((r) => r.cooperateId === mine)).toBe(true);
      const all = await list<CooperateActiveDayRecord>(server, 'admin', 'active/cooperate/queryCooperateActive');
      expect(new Set(all.records.map((r) => r.cooperateId)).size).toBe(2);
      // Asking for the other partner by filter shows nothing, not their rows.
      const other = await partnerIdOf(server, 'partner2');
      expect((await list(server, 'partner1', 'active/cooperate/queryCooperateActive', { cooperateId: String(other) })).total).toBe(0);
      for (const username of ['creator1', 'company1', 'operator']) {
        const answer = await server.get(`${API}/active/cooperate/queryCooperateActive`, { token: await server.sessionFor(username) });
        expect(answer.status, username).toBe(403);
      }
    });

    it('makes each partner month the sum of its days, and partner days the sum of their script days', async () => {
      const months = await list<CooperateActiveMonthRecord>(server, 'admin', 'active/cooperate/queryCooperateActiveMonth');
      const month = months.records.find((r) => r.status === 'unapplied')!;
      const days = await list<CooperateActiveDayRecord>(server, 'admin', 'active/cooperate/queryCooperateActive', {
        cooperateId: String(month.cooperateId),
        countTimeFrom: month.countTime,
        countTimeTo: month.countTime,
      });
      expect(days.sums.activeNum).toBe(month.activeNum);
      expect(days.sums.clickNum).toBe(month.clickNum);
      const day = days.records[0]!;
      const pairs = await list<ScriptCooperateDayRecord>(server, 'admin', 'active/queryScriptActiveCooperate', {
        cooperateId: String(day.cooperateId),
        dayFrom: day.day,
        dayTo: day.day,
      });
      expect(pairs.sums.activeNum).toBe(day.activeNum);
      expect(pairs.records.every((r) => r.day === day.day)).toBe(true);
    });

    it('groups script-partner days into months, scoped to the script owner', async () => {
      const months = await list<ScriptCooperateMonthRecord>(server, 'creator1', 'active/queryScriptActiveCooperateMonth');
      expect(months.total).toBeGreaterThan(0);
      const creator1Scripts = (await server.db.selectFrom('scripts as s').innerJoin('users as u', 'u.id', 's.owner_id').select('s.id').where('u.username_key', '=', 'creator1').execute()).map((r) => r.id);
      expect(months.records.every((r) => creator1Scripts.includes(r.scriptId))).toBe(true);
      const month = months.records[0]!;
      const days = await list<ScriptCooperateDayRecord>(server, 'creator1', 'active/queryScriptActiveCooperate', {
        scriptId: String(month.scriptId),
        cooperateId: String(month.cooperateId),
        countTimeFrom: month.countTime,
        countTimeTo: month.countTime,
      });
      expect(days.total).toBe(month.days);
      expect(days.sums.activeNum).toBe(month.activeNum);
      // The partner side of the same figures: only the partner's own pairs.
      const partnerSide = await list<ScriptCooperateDayRecord>(server, 'partner2', 'active/cooperate/queryScriptActive');
      const partner2 = await partnerIdOf(server, 'partner2');
      expect(partnerSide.records.every((r) => r.cooperateId === partner2)).toBe(true);
    });

    it('lists linker use by day and month for ADMIN and AUDITOR only', async () => {
      const months = await list<LinkerMonthRecord, { activeNum: number; useNum: number }>(server, 'auditor', 'linker/queryLinkerActiveMonth', { sort: 'activeNum,desc' });
      expect(months.records.length).toBeGreaterThan(0);
      const sorted = months.records.map((r) => r.activeNum);
      expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
      const top = months.records[0]!;
      const days = await list<{ activeNum: number }, { activeNum: number; useNum: number }>(server, 'admin', 'linker/queryLinkerActive', {
        linkerId: String(top.linkerId),
        countTimeFrom: top.countTime,
        countTimeTo: top.countTime,
      });
      expect(days.sums.activeNum).toBe(top.activeNum);
      expect(days.total).toBe(top.days);
      const creator = await server.get(`${API}/linker/queryLinkerActive`, { token: await server.sessionFor('creator1') });
      expect(creator.status).toBe(403);
    });

    it('draws one point per day of the month, zeros where nothing was counted', async () => {
      const script = await server.db.selectFrom('script_active_days').select(['script_id', 'month']).orderBy('day', 'desc').executeTakeFirstOrThrow();
      const owner = (await server.db.selectFrom('scripts as s').innerJoin('users as u', 'u.id', 's.owner_id').select('u.username_key').where('s.id', '=', script.script_id).executeTakeFirstOrThrow()).username_key;
      const chart = await server.get<ScriptActiveChart>(`${API}/active/queryScriptActiveChart`, {
        token: await server.sessionFor(owner),
        query: { scriptId: String(script.script_id), countTime: script.month },
      });
      expect(chart.status, chart.text).toBe(200);
      const [year, month] = script.month.split('-').map(Number) as [number, number];
      const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
      expect(chart.body.data.points).toHaveLength(length);
      expect(chart.body.data.points[0]!.day).toBe(`${script.month}-01`);
      const stored = await server.db.selectFrom('script_active_days').select(['day', 'active_num']).where('script_id', '=', script.script_id).where('month', '=', script.month).execute();
      for (const point of chart.body.data.points) {
        expect(point.activeNum).toBe(stored.find((d) => d.day === point.day)?.active_num ?? 0);
      }
      // The current month has days to come: they are zeros.
      expect(chart.body.data.points.at(-1)!.activeNum).toBe(stored.length === length ? stored.at(-1)!.active_num : 0);

      const other = owner === 'creator1' ? 'creator2' : 'creator1';
      const refused = await server.get(`${API}/active/queryScriptActiveChart`, {
        token: await server.sessionFor(other),
        query: { scriptId: String(script.script_id), countTime: script.month },
      });
      expect(refused.status).toBe(404);
      const bad = await server.get(`${API}/active/queryScriptActiveChart`, { token: await server.sessionFor(owner), query: { scriptId: String(script.script_id), countTime: '2026-13' } });
      expect(bad.status).toBe(400);
    });

    it("draws a partner's month and its scripts' months for the partner, never the other partner's", async () => {
      const mine = await partnerIdOf(server, 'partner1');
      const other = await partnerIdOf(server, 'partner2');
      const month = new Date().toISOString().slice(0, 7);
      const token = await server.sessionFor('partner1');
      const chart = await server.get<CooperateActiveChart>(`${API}/active/cooperate/queryActiveChart`, { token, query: { cooperateId: String(mine), countTime: month } });
      expect(chart.status, chart.text).toBe(200);
      expect(chart.body.data.cooperateName).toBe('Red Finger Cloud');
      const scriptId = (await server.db.selectFrom('scripts').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
      const pair = await server.get<ScriptCooperateActiveChart>(`${API}/active/cooperate/queryScriptActiveChart`, {
        token,
        query: { scriptId: String(scriptId), cooperateId: String(mine), countTime: month },
      });
      expect(pair.status, pair.text).toBe(200);
      expect(pair.body.data.points.some((p) => p.activeNum > 0)).toBe(true);
      for (const path of ['active/cooperate/queryActiveChart', 'active/cooperate/queryScriptActiveChart']) {
        const refused = await server.get(`${API}/${path}`, { token, query: { scriptId: String(scriptId), cooperateId: String(other), countTime: month } });
        expect([400, 404], path).toContain(refused.status);
      }
      const refused = await server.get(`${API}/active/cooperate/queryActiveChart`, { token, query: { cooperateId: String(other), countTime: month } });
      expect(refused.status).toBe(404);
    });

    it('draws every chart for the auditor, who reads every figure and may open the chart screens', async () => {
      const token = await server.sessionFor('auditor');
      const month = new Date().toISOString().slice(0, 7);
      const scriptId = String((await server.db.selectFrom('scripts').select('id').orderBy('id').executeTakeFirstOrThrow()).id);
      const cooperateId = String(await partnerIdOf(server, 'partner1'));
      for (const [path, query] of [
        ['active/queryScriptActiveChart', { scriptId, countTime: month }],
        ['active/cooperate/queryActiveChart', { cooperateId, countTime: month }],
        ['active/cooperate/queryScriptActiveChart', { scriptId, cooperateId, countTime: month }],
      ] as const) {
        const chart = await server.get<{ points: unknown[] }>(`${API}/${path}`, { token, query });
        expect(chart.status, `${path}: ${chart.text}`).toBe(200);
        expect(chart.body.data.points.length).toBeGreaterThanOrEqual(28);
      }
    });

    it('exports every matching month as CSV, scoped like the list', async () => {
      const token = await server.sessionFor('creator2');
      const answer = await server.get(`${API}/active/exportScriptActive`, { token, query: { status: 'settled' } });
      expect(answer.status).toBe(200);
      const lines = answer.text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
      expect(lines[0]).toContain('scriptName');
      const listed = await list(server, 'creator2', 'active/queryScriptActive', { status: 'settled' });
      expect(lines.length - 1).toBe(listed.total);
      expect(lines.slice(1).every((line) => !line.includes('Script Author One'))).toBe(true);
    });

    it('refuses unknown or malformed filters with 400', async () => {
      const token = await server.sessionFor('admin');
      for (const query of <Record<string, string>[]>[{ countTimeFrom: '2026-1' }, { dayFrom: '2026-02-30' }, { status: 'paid' }, { sort: 'secret,asc' }, { color: 'red' }]) {
        const answer = await server.get(`${API}/active/cooperate/queryCooperateActive`, { token, query });
        expect(answer.status, JSON.stringify(query)).toBe(400);
      }
    });
  });
}
