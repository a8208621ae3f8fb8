/**
 * Every script's days by platform (GET /api/active/queryScriptActiveDay and its export) over
 * HTTP on both databases: ADMIN and AUDITOR only, newest day first, the month, day and script
 * filters, sorting by the figures, totals that are the sums of the matching rows (the eCPM
 * weighted by the actives, as a script month's), and the CSV of the same filter.
 */
import { describe, expect, it } from 'vitest';
import type { ScriptActiveDayRecord, ScriptActiveRecord, ScriptDaySums } from '../../contracts/activity.js';
import { en } from '../support/dictionaries.js';
import { formatMoney, parseMoney } from '../../contracts/money.js';
import { averageEcpmCents } from '../../contracts/settlement.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, useTestServer, type TestServer } from './support/server.js';

const PATH = 'active/queryScriptActiveDay';
const COUNTS = ['activeNum', 'freeNum', 'trialNum', 'redFingerNum', 'vmosNum', 'virtualCloudNum', 'flyingCloudNum'] as const;
type Page = { records: ScriptActiveDayRecord[]; total: number; sums: ScriptDaySums };

async function list(server: TestServer, query: Record<string, string> = {}, username = 'admin') {
  const answer = await server.get<Page>(`${API}/${PATH}`, { token: await server.sessionFor(username), query: { size: '200', ...query } });
  expect(answer.status, `${JSON.stringify(query)}: ${answer.text}`).toBe(200);
  return answer.body.data;
}

/** The last closed month (UTC): every script has all its days in it. */
function lastMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

const sorted = (values: number[], direction: 'asc' | 'desc') =>
  [...values].sort((a, b) => (direction === 'asc' ? a - b : b - a));

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`script days by platform on ${target.name}`, () => {
    const server = useTestServer(target);

    it('lists every script day, newest first, for ADMIN and AUDITOR only', async () => {
      const stored = await server.db.selectFrom('script_active_days').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
      const page = await list(server, { size: '20' });
      expect(page.total).toBe(Number(stored.n));
      const days = page.records.map((r) => r.day);
      expect(days).toEqual([...days].sort().reverse());
      const latest = await server.db.selectFrom('script_active_days').select('day').orderBy('day', 'desc').executeTakeFirstOrThrow();
      expect(days[0]).toBe(latest.day);
      const first = page.records[0]!;
      const script = await server.db.selectFrom('scripts as s').innerJoin('users as u', 'u.id', 's.owner_id').select(['s.script_name', 'u.nickname', 'u.id']).where('s.id', '=', first.scriptId).executeTakeFirstOrThrow();
      expect(first).toMatchObject({ scriptName: script.script_name, authorNick: script.nickname, authorId: script.id });
      expect((await list(server, { size: '20' }, 'auditor')).total).toBe(page.total);
      for (const username of ['creator1', 'company1', 'partner1', 'operator']) {
        const token = await server.sessionFor(username);
        for (const path of [PATH, 'active/exportScriptActiveDay']) expect((await server.get(`${API}/${path}`, { token })).status, `${username} ${path}`).toBe(403);
      }
    });

    it("totals every figure of a month's rows, and a script's month totals are its month record", async () => {
      const month = lastMonth();
      const page = await list(server, { countTimeFrom: month, countTimeTo: month });
      expect(page.total).toBe(page.records.length);
      expect(page.total).toBeGreaterThan(0);
      expect(page.records.every((r) => r.day.startsWith(month))).toBe(true);
      for (const field of COUNTS) expect(page.sums[field], field).toBe(page.records.reduce((sum, r) => sum + r[field], 0));
      const weight = page.records.reduce((sum, r) => sum + r.activeNum * parseMoney(r.ecpm), 0);
      expect(page.sums.ecpm).toBe(formatMoney(averageEcpmCents(page.sums.activeNum, weight)));
      const stored = await server.db.selectFrom('script_active_days').select((eb) => eb.fn.sum<string | number>('vmos_num').as('vmos')).where('month', '=', month).executeTakeFirstOrThrow();
      expect(page.sums.vmosNum).toBe(Number(stored.vmos));

      // The last closed month is still unapplied: its record carries the current sums of its days.
      const scriptId = String(page.records[0]!.scriptId);
      const months = await server.get<{ records: ScriptActiveRecord[] }>(`${API}/active/queryScriptActive`, {
        token: await server.sessionFor('admin'),
        query: { scriptId, countTimeFrom: month, countTimeTo: month },
      });
      const record = months.body.data.records[0]!;
      const ofScript = await list(server, { scriptId, countTimeFrom: month, countTimeTo: month });
      expect(ofScript.records.every((r) => String(r.scriptId) === scriptId)).toBe(true);
      for (const field of COUNTS) expect(ofScript.sums[field], field).toBe(record[field]);
      expect(ofScript.sums.ecpm).toBe(record.ecpm);
    });

    it('filters by day range and script name, and sorts by any figure', async () => {
      const month = lastMonth();
      const range = { dayFrom: `${month}-10`, dayTo: `${month}-12` };
      const days = await list(server, range);
      const scripts = await server.db.selectFrom('script_active_days').select('script_id').distinct().where('day', '>=', range.dayFrom).where('day', '<=', range.dayTo).execute();
      expect(days.total).toBe(scripts.length * 3);
      expect(days.records.every((r) => r.day >= range.dayFrom && r.day <= range.dayTo)).toBe(true);

      const name = days.records[0]!.scriptName;
      const part = name.slice(1, 6).toUpperCase();
      const named = await list(server, { ...range, scriptName: part });
      expect(named.total).toBeGreaterThanOrEqual(3);
      expect(named.records.every((r) => r.scriptName.toUpperCase().includes(part))).toBe(true);
      expect((await list(server, { ...range, scriptName: 'no such script' })).total).toBe(0);

      for (const [field, direction] of [['activeNum', 'desc'], ['ecpm', 'asc'], ['vmosNum', 'desc'], ['flyingCloudNum', 'asc']] as const) {
        const page = await list(server, { ...range, sort: `${field},${direction}` });
        const values = page.records.map((r) => (field === 'ecpm' ? parseMoney(r.ecpm) : r[field]));
        expect(values, field).toEqual(sorted(values, direction));
      }
    });

    it('exports the filter as CSV, raw and as shown', async () => {
      const month = lastMonth();
      const filter = { countTimeFrom: month, countTimeTo: month, scriptName: 'a' };
      const listed = await list(server, filter);
      const token = await server.sessionFor('auditor');
      const raw = await server.get(`${API}/active/exportScriptActiveDay`, { token, query: filter });
      expect(raw.status, raw.text).toBe(200);
      const lines = raw.text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
      expect(lines[0]).toContain('scriptName');
      expect(lines[0]).toContain('virtualCloudNum');
      expect(lines.length - 1).toBe(listed.total);
      const shown = await server.get(`${API}/active/exportScriptActiveDay`, { token, query: { ...filter, columns: 'day,scriptName,vmosNum,ecpm', lang: 'en', tz: 'UTC' } });
      expect(shown.status, shown.text).toBe(200);
      const shownLines = shown.text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
      expect(shownLines[0]).toBe(`${en.activity.day},${en.activity.script},${en.activity.vmosNum},${en.activity.ecpm} (¥)`);
      expect(shownLines.length - 1).toBe(listed.total);
    });

    it('refuses unknown or malformed filters with 400', async () => {
      const token = await server.sessionFor('admin');
      for (const query of <Record<string, string>[]>[{ countTimeFrom: '2026-1' }, { dayFrom: '2026-02-30' }, { scriptId: 'abc' }, { sort: 'secret,asc' }, { status: 'settled' }, { color: 'red' }]) {
        const answer = await server.get(`${API}/${PATH}`, { token, query });
        expect(answer.status, JSON.stringify(query)).toBe(400);
      }
    });
  });
}
