/**
 * Signing contracts over HTTP on both databases (docs/signing.md): who reads which contracts,
 * the rules a contract follows (one per month, applied months closed), parallel writes, and what
 * a contract decides: the company's months, share and money, its settlement actions and charts.
 * Every refusal changes nothing.
 */
import { describe, expect, it } from 'vitest';
import type { ScriptActiveRecord } from '../../contracts/activity.js';
import type { SigningRecord } from '../../contracts/signing.js';
import { formatMoney, parseMoney } from '../../contracts/money.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, useTestServer } from './support/server.js';

const PATH = `${API}/script`;
const thisMonth = new Date().toISOString().slice(0, 7);
type Page<T> = { records: T[]; total: number };

/** The month `offset` months from this one. */
function monthFrom(offset: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 15)).toISOString().slice(0, 7);
}

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`signing contracts on ${target.name}`, () => {
    const server = useTestServer(target);
    const token = (username: string) => server.sessionFor(username);
    const contracts = async (username: string, query: Record<string, string> = {}) => {
      const answer = await server.get<Page<SigningRecord>>(`${PATH}/queryScriptSigning`, { token: await token(username), query: { size: '100', ...query } });
      expect(answer.status, answer.text).toBe(200);
      return answer.body.data;
    };
    const months = async (username: string, query: Record<string, string> = {}) => {
      const answer = await server.get<Page<ScriptActiveRecord>>(`${API}/active/queryScriptActive`, { token: await token(username), query: { size: '200', ...query } });
      expect(answer.status, answer.text).toBe(200);
      return answer.body.data;
    };
    const scriptId = async (name: string) =>
      (await server.db.selectFrom('scripts').select('id').where('script_name', '=', name).executeTakeFirstOrThrow()).id;
    const companyId = async (name: string) =>
      (await server.db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
    const snapshot = async () => ({
      signings: await server.db.selectFrom('script_signings').selectAll().orderBy('id').execute(),
      audit: (await server.db.selectFrom('audit_log').select('id').execute()).length,
    });
    const write = async (action: 'add' | 'update' | 'delete', body: Record<string, unknown>, username = 'admin') =>
      server.post<SigningRecord>(`${PATH}/${action}ScriptSigning`, body, { token: await token(username) });

    it("gives the admin every contract and a company only its own, with where each stands", async () => {
      const all = await contracts('admin');
      expect(all.total).toBe(4);
      const starlight = await contracts('company1');
      expect(starlight.records.map((r) => [r.scriptName, r.term]).sort()).toEqual([
        ['Farm Days Helper', 'past'],
        ['Puzzle Kingdom Auto', 'current'],
      ]);
      const blueHarbor = await contracts('company2');
      expect(blueHarbor.records.map((r) => [r.scriptName, r.term, r.sharePercent]).sort()).toEqual([
        ['Card Legends Bot', 'current', '40'],
        ['Quick Clicker Pro', 'upcoming', '12.5'],
      ]);
      expect((await contracts('admin', { term: 'upcoming' })).records.map((r) => r.scriptName)).toEqual(['Quick Clicker Pro']);
      expect((await contracts('admin', { inForce: monthFrom(-3) })).records.map((r) => r.scriptName).sort()).toEqual([
        'Card Legends Bot',
        'Farm Days Helper',
        'Puzzle Kingdom Auto',
      ]);
      // Another company's contract is out of reach, and nobody but ADMIN writes.
      const foreign = blueHarbor.records[0]!;
      expect((await contracts('company1', { scriptId: String(foreign.scriptId) })).total).toBe(0);
      for (const username of ['company1', 'company2', 'creator1', 'operator', 'auditor']) {
        expect((await write('update', { id: foreign.id, note: 'x' }, username)).status, username).toBe(403);
      }
      for (const username of ['creator1', 'operator', 'partner1']) {
        const answer = await server.get(`${PATH}/queryScriptSigning`, { token: await token(username) });
        expect(answer.status, username).toBe(403);
      }
    });

    it("gives a company only the months inside its contracts, with its share of the money", async () => {
      const farm = await scriptId('Farm Days Helper');
      const farmMonths = (await months('company1', { scriptId: String(farm) })).records;
      expect(farmMonths.length).toBeGreaterThan(0);
      expect(farmMonths.every((r) => r.countTime <= monthFrom(-2))).toBe(true);
      // The author still reads every month of the script, those after the contract without a company.
      const authorMonths = (await months('creator1', { scriptId: String(farm) })).records;
      const after = authorMonths.filter((r) => r.countTime > monthFrom(-2));
      expect(after.length).toBeGreaterThan(0);
      expect(after.every((r) => r.companyName === null && r.companyShare === null && r.companyMoney === null)).toBe(true);

      const settled = (await months('company1', { status: 'settled' })).records.filter((r) => r.scriptName === 'Puzzle Kingdom Auto');
      expect(settled.length).toBeGreaterThan(0);
      for (const record of settled) {
        expect(record.companyShare).toBe('30');
        expect(record.companyMoney).toBe(formatMoney(Math.round(parseMoney(record.activeMoney!) * 0.3)));
      }
      // A month after the contract ended is the author's alone: the company cannot act on it.
      const open = authorMonths.find((r) => r.countTime > monthFrom(-2) && r.countTime < thisMonth && r.status === 'unapplied');
      if (open) {
        const applied = await server.post(`${API}/active/applyActive`, { id: open.id }, { token: await token('company1') });
        expect(applied.status).toBe(404);
      }
      // Its chart likewise: a contract month reads, a later one does not exist for the company.
      const chart = (month: string) =>
        server.get(`${API}/active/queryScriptActiveChart`, { token: undefined, query: { scriptId: String(farm), countTime: month } });
      const company = await token('company1');
      expect((await server.get(`${API}/active/queryScriptActiveChart`, { token: company, query: { scriptId: String(farm), countTime: monthFrom(-3) } })).status).toBe(200);
      expect((await server.get(`${API}/active/queryScriptActiveChart`, { token: company, query: { scriptId: String(farm), countTime: monthFrom(-1) } })).status).toBe(404);
      expect((await chart(monthFrom(-1))).status).toBe(401);
    });

    it('signs a script, refusing overlaps and bad terms with 400 and changing nothing', async () => {
      const arena = await scriptId('Arena Auto Battle');
      const starlight = await companyId('Starlight Games Ltd.');
      const added = await write('add', { scriptId: arena, companyId: starlight, sharePercent: '20.25', startMonth: monthFrom(2), endMonth: monthFrom(7), note: 'Pilot' });
      expect(added.status, added.text).toBe(200);
      expect(added.body.data).toMatchObject({ scriptName: 'Arena Auto Battle', companyName: 'Starlight Games Ltd.', sharePercent: '20.25', term: 'upcoming' });
      const audit = await server.db.selectFrom('audit_log').selectAll().where('entity', '=', 'script_signing').where('entity_id', '=', String(added.body.data.id)).execute();
      expect(audit.map((row) => row.event)).toEqual(['ADD']);
      expect(audit[0]!.record_name).toBe(`Arena Auto Battle · Starlight Games Ltd. · ${monthFrom(2)}`);

      const before = await snapshot();
      const base = { scriptId: arena, companyId: starlight, sharePercent: '10', startMonth: monthFrom(7), endMonth: null };
      const overlap = await write('add', base);
      expect(overlap.status).toBe(400);
      expect(overlap.text).toContain('signing_overlap');
      for (const bad of [
        { ...base, startMonth: monthFrom(9), endMonth: monthFrom(8) },
        { ...base, startMonth: monthFrom(9), sharePercent: '100.01' },
        { ...base, startMonth: monthFrom(9), sharePercent: '-1' },
        { ...base, startMonth: monthFrom(9), sharePercent: '1.234' },
        { ...base, startMonth: '2026-13' },
        { ...base, startMonth: '0000-01' },
        { ...base, startMonth: '2100-01' },
        { ...base, startMonth: monthFrom(9), endMonth: '9999-12' },
        { ...base, startMonth: monthFrom(9), companyId: 999_999 },
        { ...base, startMonth: monthFrom(9), scriptId: 999_999 },
        { ...base, startMonth: monthFrom(9), note: '<b>x</b>' },
        // Text that reads differently from what it holds, and half a character.
        { ...base, startMonth: monthFrom(9), note: 'abc\u202eexe.png' },
        { ...base, startMonth: monthFrom(9), note: 'a\ud800b' },
        { ...base, startMonth: monthFrom(9), extra: 1 },
      ]) {
        const answer = await write('add', bad);
        expect(answer.status, JSON.stringify(bad)).toBe(400);
      }
      const moved = await write('update', { id: added.body.data.id, endMonth: monthFrom(12) });
      expect(moved.status, moved.text).toBe(200);
      // A later contract is then refused where it meets the longer one.
      await server.db.deleteFrom('script_signings').where('id', '=', added.body.data.id).execute();
      expect((await write('add', { ...base, startMonth: monthFrom(13) })).status).toBe(200);
      expect(before.signings.length).toBeGreaterThan(0);
    });

    it('keeps applied months as they were applied: no change may reach them', async () => {
      const puzzle = (await contracts('admin', { scriptId: String(await scriptId('Puzzle Kingdom Auto')) })).records[0]!;
      const before = await snapshot();
      const refusals = [
        { id: puzzle.id, startMonth: monthFrom(-1) },
        { id: puzzle.id, sharePercent: '35' },
        { id: puzzle.id, companyId: await companyId('Blue Harbor Interactive') },
        { id: puzzle.id, endMonth: monthFrom(-3) },
      ];
      for (const change of refusals) {
        const answer = await write('update', change);
        expect(answer.status, JSON.stringify(change)).toBe(400);
        expect(answer.text).toContain('signing_month_settled');
      }
      const removed = await write('delete', { id: puzzle.id });
      expect(removed.status).toBe(409);
      expect(removed.text).toContain('in_use');
      expect(await snapshot()).toEqual(before);
      // Ending it after this month reaches no applied month.
      const ended = await write('update', { id: puzzle.id, endMonth: monthFrom(3), note: 'Renewal due' });
      expect(ended.status, ended.text).toBe(200);
      expect(ended.body.data).toMatchObject({ endMonth: monthFrom(3), note: 'Renewal due', term: 'current' });
    });

    it('writes one of 20 overlapping contracts sent at once for one script', async () => {
      const farm = await scriptId('Farm Days Helper');
      const blueHarbor = await companyId('Blue Harbor Interactive');
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          write('add', { scriptId: farm, companyId: blueHarbor, sharePercent: String(10 + i), startMonth: monthFrom(20 + (i % 3)), endMonth: null }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 400)).toHaveLength(19);
      const stored = await server.db.selectFrom('script_signings').select('id').where('script_id', '=', farm).where('start_month', '>=', monthFrom(20)).execute();
      expect(stored).toHaveLength(1);
    });
  });
}
