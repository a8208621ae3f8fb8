/**
 * Settlements over HTTP on both databases: the month records derived from the days,
 * the whole flow through the settlement machine (APPLY, EXAMINE, RETURN, CONFIRM) with its audit
 * rows, every illegal transition answered 409 with the stored status unchanged, owners confined
 * to their own records, and 50 concurrent EXAMINE (then CONFIRM) requests on one record giving
 * exactly one success and one audit row.
 */
import { describe, expect, it } from 'vitest';
import type { ScriptActiveRecord, ScriptActiveSums, SettlementChange } from '../../contracts/activity.js';
import { formatMoney } from '../../contracts/money.js';
import { SETTLEMENT_STATUSES, suggestedScriptCents, type SettlementStatus } from '../../contracts/settlement.js';
import { syncSettlements } from '../../server/modules/active/settlementFigures.js';
import { addDayFigures, noIncrements } from '../../server/modules/ingest/dayFigures.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { useTestServer, type TestServer } from './support/server.js';

const API = '/rocketScript/api/active';
const thisMonth = new Date().toISOString().slice(0, 7);

type Page<T, S = unknown> = { records: T[]; total: number; page: number; size: number; sums?: S };

async function monthsOf(server: TestServer, username: string, query: Record<string, string> = {}) {
  const token = await server.sessionFor(username);
  const answer = await server.get<Page<ScriptActiveRecord, ScriptActiveSums>>(`${API}/queryScriptActive`, { token, query: { size: '200', ...query } });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data;
}

async function stored(server: TestServer, id: number) {
  return server.db.selectFrom('settlements').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function audits(server: TestServer, id: number) {
  return server.db.selectFrom('audit_log').selectAll().where('entity', '=', 'settlement').where('entity_id', '=', String(id)).orderBy('id').execute();
}

/** A script month of `author` in `status` (the seed has every status in its last four closed months). */
async function recordOf(server: TestServer, author: string, status: SettlementStatus): Promise<ScriptActiveRecord> {
  const page = await monthsOf(server, author, { status });
  // Months outside any signing contract first: the company's own months stay for its test.
  const closed = page.records.filter((r) => r.countTime < thisMonth);
  const record = closed.find((r) => r.companyName === null) ?? closed[0];
  expect(record, `${author} has a closed month in ${status}`).toBeDefined();
  return record!;
}

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`settlements on ${target.name}`, () => {
    const server = useTestServer(target);
    const act = async (username: string, action: string, body: Record<string, unknown>) =>
      server.post<SettlementChange>(`${API}/${action}`, body, { token: await server.sessionFor(username) });

    it('derives each month from its days, and scopes the months to their owners', async () => {
      const all = await monthsOf(server, 'admin');
      const mine = await monthsOf(server, 'creator1');
      const theirs = await monthsOf(server, 'creator2');
      const company = await monthsOf(server, 'company1');
      expect(all.total).toBe(mine.total + theirs.total);
      expect(new Set(mine.records.map((r) => r.authorNick))).toEqual(new Set(['Script Author One']));
      expect(theirs.records.every((r) => r.authorNick === 'Script Author Two')).toBe(true);
      expect(company.records.length).toBeGreaterThan(0);
      expect(company.records.every((r) => r.companyName === 'Starlight Games Ltd.')).toBe(true);
      expect((await monthsOf(server, 'auditor')).total).toBe(all.total);
      const partner = await server.get(`${API}/queryScriptActive`, { token: await server.sessionFor('partner1') });
      expect(partner.status).toBe(403);

      for (const record of mine.records.slice(0, 6)) {
        const days = await server.db
          .selectFrom('script_active_days')
          .select((eb) => [eb.fn.sum<number>('active_num').as('active'), eb.fn.sum<number>('free_num').as('free')])
          .where('script_id', '=', record.scriptId)
          .where('month', '=', record.countTime)
          .executeTakeFirstOrThrow();
        expect(record.activeNum).toBe(Number(days.active));
        expect(record.freeNum).toBe(Number(days.free));
      }
    });

    it('answers totals over every matching row, not just the page', async () => {
      const full = await monthsOf(server, 'admin');
      const page = await monthsOf(server, 'admin', { size: '5' });
      expect(page.records).toHaveLength(5);
      expect(page.sums).toEqual(full.sums);
      expect(full.sums!.activeNum).toBe(full.records.reduce((sum, r) => sum + r.activeNum, 0));
      const cents = full.records.reduce((sum, r) => sum + (r.activeMoney ? Math.round(Number(r.activeMoney) * 100) : 0), 0);
      expect(full.sums!.activeMoney).toBe((cents / 100).toFixed(2));
    });

    it('runs APPLY, EXAMINE and CONFIRM to settled, each with its audit row', async () => {
      const record = await recordOf(server, 'creator1', 'unapplied');
      const applied = await act('creator1', 'applyActive', { id: record.id });
      expect(applied.status, applied.text).toBe(200);
      expect(applied.body.data).toMatchObject({ from: 'unapplied', to: 'submitted', activeNum: record.activeNum });

      const tooMany = await act('admin', 'examineActive', { id: record.id, activeFinalNum: record.activeNum + 1, activeMoney: '10' });
      expect(tooMany.status).toBe(400);
      expect(tooMany.text).toContain('activeFinalNum');
      expect((await stored(server, record.id)).status).toBe('submitted');

      const finalNum = record.activeNum - 100;
      // More than three times the suggestion for that count: refused until confirmed (docs/settlement.md).
      const basis = await stored(server, record.id);
      const suggested = suggestedScriptCents(finalNum, Number(basis.active_num), Number(basis.ecpm_weight));
      const money = formatMoney(suggested * 3 + 12_345);
      const body = { id: record.id, activeFinalNum: finalNum, activeMoney: money };
      const unconfirmed = await act('admin', 'examineActive', body);
      expect(unconfirmed.status).toBe(400);
      expect(unconfirmed.text).toContain('amount_unusual');
      expect(unconfirmed.text).toContain(formatMoney(suggested));
      expect(await stored(server, record.id)).toEqual(basis);
      const examined = await act('admin', 'examineActive', { ...body, confirmUnusual: true });
      expect(examined.status, examined.text).toBe(200);
      expect(examined.body.data).toMatchObject({ to: 'examined', activeFinalNum: finalNum, activeMoney: money });

      const confirmed = await act('creator1', 'confirmActive', { id: record.id });
      expect(confirmed.status, confirmed.text).toBe(200);
      expect(confirmed.body.data.to).toBe('settled');

      const row = await stored(server, record.id);
      expect(row).toMatchObject({ status: 'settled', active_final_num: finalNum });
      expect(Number(row.active_money)).toBe(suggested * 3 + 12_345);
      const trail = (await audits(server, record.id)).slice(-3);
      expect(trail.map((a) => [a.event, a.from_status, a.to_status])).toEqual([
        ['APPLY', 'unapplied', 'submitted'],
        ['EXAMINE', 'submitted', 'examined'],
        ['CONFIRM', 'examined', 'settled'],
      ]);
      expect(JSON.parse(trail[1]!.payload)).toEqual({ activeFinalNum: finalNum, activeMoney: money, unusualConfirmed: true });
      const listed = (await monthsOf(server, 'creator1', { id: String(record.id) })).records[0]!;
      expect(listed).toMatchObject({ status: 'settled', activeFinalNum: finalNum, activeMoney: money });
    });

    it('RETURN sends a submission back with its reason; the next APPLY clears it', async () => {
      const record = await recordOf(server, 'creator2', 'submitted');
      const returned = await act('admin', 'returnActive', { id: record.id, reason: 'Counts include a test device' });
      expect(returned.status, returned.text).toBe(200);
      expect(returned.body.data).toMatchObject({ from: 'submitted', to: 'unapplied', returnReason: 'Counts include a test device' });
      expect((await monthsOf(server, 'creator2', { id: String(record.id) })).records[0]!.returnReason).toBe('Counts include a test device');
      const again = await act('creator2', 'applyActive', { id: record.id });
      expect(again.status, again.text).toBe(200);
      expect(again.body.data.returnReason).toBeNull();
    });

    it('refuses every illegal transition with 409 and leaves the record as it was', async () => {
      const calls: Record<string, [string, Record<string, unknown>]> = {
        APPLY: ['applyActive', {}],
        EXAMINE: ['examineActive', { activeFinalNum: 1, activeMoney: '1' }],
        RETURN: ['returnActive', { reason: 'no' }],
        CONFIRM: ['confirmActive', {}],
      };
      const allowed: Record<SettlementStatus, string[]> = { unapplied: ['APPLY'], submitted: ['EXAMINE', 'RETURN'], examined: ['CONFIRM'], settled: [] };
      for (const status of SETTLEMENT_STATUSES) {
        const record = await recordOf(server, 'creator1', status);
        const before = await stored(server, record.id);
        const auditCount = (await audits(server, record.id)).length;
        for (const [event, [action, body]] of Object.entries(calls)) {
          if (allowed[status].includes(event)) continue;
          // Sent by whoever may send it at all (owner or ADMIN): the status alone refuses it.
          const sender = event === 'EXAMINE' || event === 'RETURN' ? 'admin' : 'creator1';
          const answer = await act(sender, action, { id: record.id, ...body });
          expect(answer.status, `${event} on ${status}: ${answer.text}`).toBe(409);
          expect((answer.body.data as unknown as { reason: string }).reason).toBe('illegal_transition');
        }
        expect(await stored(server, record.id)).toEqual(before);
        expect(await audits(server, record.id)).toHaveLength(auditCount);
      }
    });

    it('will not APPLY a month that is not over', async () => {
      const current = (await monthsOf(server, 'creator1', { countTimeFrom: thisMonth })).records[0]!;
      expect(current.status).toBe('unapplied');
      const answer = await act('creator1', 'applyActive', { id: current.id });
      expect(answer.status).toBe(409);
      expect((await stored(server, current.id)).status).toBe('unapplied');
    });

    it("keeps everyone else's records out of reach (404), and lets the script's company act", async () => {
      const record = await recordOf(server, 'creator1', 'unapplied');
      const before = await stored(server, record.id);
      for (const username of ['creator2', 'company2', 'partner1']) {
        const answer = await act(username, 'applyActive', { id: record.id });
        expect(answer.status, `${username}: ${answer.text}`).toBe(404);
      }
      expect(await stored(server, record.id)).toEqual(before);
      for (const username of ['auditor', 'operator', 'creator1']) {
        const answer = await act(username, 'examineActive', { id: record.id, activeFinalNum: 0, activeMoney: '0' });
        expect(answer.status, username).toBe(403);
      }
      const companyRecord = (await monthsOf(server, 'company1', { status: 'unapplied' })).records.find((r) => r.countTime < thisMonth)!;
      const applied = await act('company1', 'applyActive', { id: companyRecord.id });
      expect(applied.status, applied.text).toBe(200);
    });

    it('refuses bad examination input with 400 and changes nothing', async () => {
      const record = await recordOf(server, 'creator2', 'submitted');
      const before = await stored(server, record.id);
      for (const body of [
        { id: record.id, activeFinalNum: '10', activeMoney: '1' },
        { id: record.id, activeFinalNum: -1, activeMoney: '1' },
        { id: record.id, activeFinalNum: 1.5, activeMoney: '1' },
        { id: record.id, activeFinalNum: 1, activeMoney: 1 },
        { id: record.id, activeFinalNum: 1, activeMoney: '1.005' },
        { id: record.id, activeFinalNum: 1, activeMoney: '-1' },
        { id: record.id, activeFinalNum: 1, activeMoney: '1e3' },
        { id: record.id, activeFinalNum: 1 },
        { id: record.id, activeFinalNum: 1, activeMoney: '1', status: 'settled' },
        { id: "1; drop table settlements", activeFinalNum: 1, activeMoney: '1' },
      ]) {
        const answer = await act('admin', 'examineActive', body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
      }
      const longReason = await act('admin', 'returnActive', { id: record.id, reason: 'x'.repeat(201) });
      expect(longReason.status).toBe(400);
      const markup = await act('admin', 'returnActive', { id: record.id, reason: '<script>alert(1)</script>' });
      expect(markup.status).toBe(400);
      expect(await stored(server, record.id)).toEqual(before);
    });

    it('gives exactly one success to 50 concurrent EXAMINE, then to 50 concurrent CONFIRM', async () => {
      const record = await recordOf(server, 'creator1', 'submitted');
      const admin = await server.sessionFor('admin');
      const owner = await server.sessionFor('creator1');
      const examine = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          server.post(`${API}/examineActive`, { id: record.id, activeFinalNum: i, activeMoney: `${i}`, confirmUnusual: true }, { token: admin }),
        ),
      );
      expect(examine.filter((a) => a.status === 200)).toHaveLength(1);
      expect(examine.filter((a) => a.status === 409)).toHaveLength(49);
      const confirm = await Promise.all(Array.from({ length: 50 }, () => server.post(`${API}/confirmActive`, { id: record.id }, { token: owner })));
      expect(confirm.filter((a) => a.status === 200)).toHaveLength(1);
      expect(confirm.filter((a) => a.status === 409)).toHaveLength(49);
      const events = (await audits(server, record.id)).map((a) => a.event);
      expect(events.filter((e) => e === 'EXAMINE')).toHaveLength(1);
      expect(events.filter((e) => e === 'CONFIRM')).toHaveLength(1);
      expect((await stored(server, record.id)).status).toBe('settled');
    });

    it('takes late figures into unapplied months only', async () => {
      const open = (await monthsOf(server, 'creator2', { countTimeFrom: thisMonth })).records[0]!;
      const submitted = await recordOf(server, 'creator2', 'examined');
      // A late launch adds to its day through the one way figures grow (docs/ingestion.md).
      const late = (record: ScriptActiveRecord) => ({
        scriptId: record.scriptId,
        day: `${record.countTime}-28`,
        ...{ active: 5000, free: 0, trial: 0, redFinger: 0, vmos: 0, virtualCloud: 0, flyingCloud: 0 },
      });
      await addDayFigures(server.db, { ...noIncrements(), scripts: [late(open), late(submitted)] });
      const daySum = async (record: ScriptActiveRecord) =>
        Number(
          (
            await server.db
              .selectFrom('script_active_days')
              .select((eb) => eb.fn.sum<number>('active_num').as('n'))
              .where('script_id', '=', record.scriptId)
              .where('month', '=', record.countTime)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const expected = await daySum(open);
      expect(expected).toBeGreaterThanOrEqual(open.activeNum + 5000);
      for (const run of ['after the launch', 'after the hourly run']) {
        if (run === 'after the hourly run') await syncSettlements(server.db);
        const after = await monthsOf(server, 'creator2');
        expect(after.records.find((r) => r.id === open.id)!.activeNum, run).toBe(expected);
        expect(after.records.find((r) => r.id === submitted.id)!.activeNum, run).toBe(submitted.activeNum);
      }
    });

    it('the hourly run creates a missing month record and repairs an unapplied one from its month summary', async () => {
      const open = (await monthsOf(server, 'creator2', { countTimeFrom: thisMonth })).records[0]!;
      await server.db.updateTable('settlements').set({ active_num: 1, ecpm_weight: 2 }).where('id', '=', open.id).execute();
      const older = (await monthsOf(server, 'creator2', { status: 'settled' })).records.at(-1)!;
      const missing = { kind: 'script' as const, subject_id: older.scriptId, month: older.countTime };
      // A settled month gone from the records (a repair by hand): the run writes it again, unapplied.
      await server.db.deleteFrom('settlements').where('id', '=', older.id).execute();
      expect(await syncSettlements(server.db)).toBe(1);
      const summary = await server.db
        .selectFrom('script_day_months')
        .selectAll()
        .where('script_id', '=', open.scriptId)
        .where('month', '=', open.countTime)
        .executeTakeFirstOrThrow();
      const repaired = await server.db.selectFrom('settlements').selectAll().where('id', '=', open.id).executeTakeFirstOrThrow();
      expect([Number(repaired.active_num), Number(repaired.ecpm_weight)]).toEqual([Number(summary.active_num), Number(summary.ecpm_weight)]);
      const again = await server.db
        .selectFrom('settlements')
        .selectAll()
        .where('kind', '=', missing.kind)
        .where('subject_id', '=', missing.subject_id)
        .where('month', '=', missing.month)
        .executeTakeFirstOrThrow();
      expect([again.status, Number(again.active_num)]).toEqual(['unapplied', older.activeNum]);
    });
  });
}
