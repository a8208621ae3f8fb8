/**
 * Unusual examined amounts over HTTP on both databases (docs/settlement.md, "Unusual amounts"):
 * money more than EXAMINE_UNUSUAL_FACTOR times the suggestion for the final count, or less than
 * its factor-th, is refused with 400 amount_unusual (both figures in the message) and nothing
 * changes, until the examiner confirms it; within the factor no confirmation is needed; the
 * factor is a setting the browser reads from platform/info.
 */
import { describe, expect, it } from 'vitest';
import type { ScriptActiveRecord } from '../../contracts/activity.js';
import { formatMoney } from '../../contracts/money.js';
import { isUnusualAmount, suggestedScriptCents } from '../../contracts/settlement.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { call, useTestServer } from './support/server.js';

const API = '/rocketScript/api/active';
const thisMonth = new Date().toISOString().slice(0, 7);

describe('the unusual-amount rule', () => {
  it('asks past the factor either way, and for any money where nothing is suggested', () => {
    expect(isUnusualAmount(300, 100, 3)).toBe(false);
    expect(isUnusualAmount(301, 100, 3)).toBe(true);
    expect(isUnusualAmount(34, 100, 3)).toBe(false);
    expect(isUnusualAmount(33, 100, 3)).toBe(true);
    expect(isUnusualAmount(0, 0, 3)).toBe(false);
    expect(isUnusualAmount(1, 0, 3)).toBe(true);
    expect(isUnusualAmount(901, 100, 9)).toBe(true);
    expect(isUnusualAmount(900, 100, 9)).toBe(false);
  });
});

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`unusual examined amounts on ${target.name}`, () => {
    const server = useTestServer(target);

    /** Script months of creator1 waiting for the examiner, each with its suggestion for its full count. */
    async function submitted(apply = false) {
      const token = await server.sessionFor('creator1');
      const query = { size: '200', status: apply ? 'unapplied' : 'submitted' };
      const page = await server.get<{ records: ScriptActiveRecord[] }>(`${API}/queryScriptActive`, { token, query });
      const months = page.body.data.records.filter((r) => r.countTime < thisMonth);
      for (const month of apply ? months : [])
        expect((await call(server.url, 'POST', `${API}/applyActive`, { body: { id: month.id }, token })).status).toBe(200);
      expect(months.length).toBeGreaterThan(0);
      const rows = await Promise.all(
        months.map((m) => server.db.selectFrom('settlements').selectAll().where('id', '=', m.id).executeTakeFirstOrThrow()),
      );
      return rows.map((row) => ({
        row,
        suggested: suggestedScriptCents(Number(row.active_num), Number(row.active_num), Number(row.ecpm_weight)),
      }));
    }
    const examine = async (url: string, body: Record<string, unknown>) =>
      call(url, 'POST', `${API}/examineActive`, { body, token: await server.sessionFor('admin') });

    it('refuses too much and too little until confirmed, takes what is within the factor at once', async () => {
      const [first, second, third] = await submitted();
      expect(third, 'three submitted months in the seed').toBeDefined();
      for (const [{ row, suggested }, cents] of [
        [first!, first!.suggested * 3 + 1],
        [second!, Math.floor(second!.suggested / 3) - 1],
      ] as const) {
        expect(suggested).toBeGreaterThan(100);
        const body = { id: row.id, activeFinalNum: Number(row.active_num), activeMoney: formatMoney(cents) };
        const refused = await examine(server.url, body);
        expect(refused.status).toBe(400);
        expect(refused.text).toContain('amount_unusual');
        expect(refused.text).toContain(formatMoney(suggested));
        expect(refused.text).toContain(formatMoney(cents));
        expect(await server.db.selectFrom('settlements').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()).toEqual(row);
        expect((await examine(server.url, { ...body, confirmUnusual: 'yes' })).status).toBe(400);
        const taken = await examine(server.url, { ...body, confirmUnusual: true });
        expect(taken.status, taken.text).toBe(200);
      }
      const { row, suggested } = third!;
      const usual = await examine(server.url, { id: row.id, activeFinalNum: Number(row.active_num), activeMoney: formatMoney(suggested * 3) });
      expect(usual.status, usual.text).toBe(200);
      const audit = await server.db
        .selectFrom('audit_log')
        .select('payload')
        .where('entity', '=', 'settlement')
        .where('entity_id', '=', String(row.id))
        .where('event', '=', 'EXAMINE')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.payload)).not.toHaveProperty('unusualConfirmed');
    });

    it('follows EXAMINE_UNUSUAL_FACTOR, and tells the browser the factor', async () => {
      const wide = await server.startAnother({ examineUnusualFactor: 10 });
      const info = await call<{ examineUnusualFactor: number }>(wide, 'GET', '/rocketScript/api/platform/info');
      expect(info.body.data.examineUnusualFactor).toBe(10);
      const { row, suggested } = (await submitted(true))[0]!;
      const body = { id: row.id, activeFinalNum: Number(row.active_num), activeMoney: formatMoney(suggested * 5) };
      expect((await examine(server.url, body)).status).toBe(400);
      const taken = await examine(wide, body);
      expect(taken.status, taken.text).toBe(200);
    });
  });
}
