/**
 * The figure summaries (docs/scale.md) equal a recount from the day rows, and the month records'
 * totals a recount of the records, on both databases, after a randomized sequence of writes: new
 * days and late ones, eCPM changes, batches running at once (on PostgreSQL really at once, several
 * making the same new day), month records moving on, folds and month syncs meanwhile.
 */
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../server/db/schema.js';
import { addDayFigures, type DayIncrements } from '../../server/modules/ingest/dayFigures.js';
import { setScriptEcpms } from '../../server/modules/ingest/ecpm.js';
import { seedDemo } from '../../server/seed/demo.js';
import { syncSettlements } from '../../server/modules/active/settlementFigures.js';
import { foldSettlementTotals } from '../../server/modules/active/settlementTotals.js';
import { seededRandom } from './support/seededRandom.js';
import { DATABASE_TARGETS } from './support/databases.js';


const DAYS = ['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-05-15'];

function randomBatch(random: (below: number) => number, scripts: number[], partners: number[]): DayIncrements {
  const pick = <T>(list: T[]) => list[random(list.length)]!;
  const count = 1 + random(6);
  return {
    scripts: Array.from({ length: count }, () => ({
      scriptId: pick(scripts),
      day: pick(DAYS),
      active: random(50),
      free: random(20),
      trial: random(10),
      redFinger: random(5),
      vmos: random(5),
      virtualCloud: random(5),
      flyingCloud: random(5),
    })),
    pairs: Array.from({ length: count }, () => ({
      scriptId: pick(scripts),
      cooperateId: pick(partners),
      day: pick(DAYS),
      active: random(30),
      clicks: random(60),
    })),
    partners: [],
    linkers: [],
  };
}

type Rows = Record<string, unknown>[];
const plain = (rows: Rows) =>
  rows
    .map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v])))
    .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));

async function read(db: Kysely<DB>, text: string): Promise<Rows> {
  return plain((await sql.raw<Record<string, unknown>>(text).execute(db)).rows);
}

const COUNTS = 'active_num, free_num, trial_num, red_finger_num, vmos_num, virtual_cloud_num, flying_cloud_num';
const SUMS = COUNTS.split(', ').map((c) => `sum(${c}) as ${c}`).join(', ');

async function expectSummariesMatchRecount(db: Kysely<DB>) {
  expect(await read(db, `select script_id, month, days, ${COUNTS}, ecpm_weight from script_day_months`)).toEqual(
    await read(db, `select script_id, month, count(*) as days, ${SUMS}, sum(cast(active_num as bigint) * ecpm) as ecpm_weight from script_active_days group by script_id, month`),
  );
  expect(await read(db, `select month, days, ${COUNTS}, ecpm_weight from script_day_month_totals`)).toEqual(
    await read(db, `select month, count(*) as days, ${SUMS}, sum(cast(active_num as bigint) * ecpm) as ecpm_weight from script_active_days group by month`),
  );
  expect(await read(db, 'select script_id, cooperate_id, month, days, active_num, click_num from script_cooperate_months')).toEqual(
    await read(db, 'select script_id, cooperate_id, month, count(*) as days, sum(active_num) as active_num, sum(click_num) as click_num from script_cooperate_active_days group by script_id, cooperate_id, month'),
  );
  expect(await read(db, 'select cooperate_id, month, days, pair_months, active_num, click_num from script_cooperate_month_totals')).toEqual(
    await read(db, 'select cooperate_id, month, count(*) as days, count(distinct script_id) as pair_months, sum(active_num) as active_num, sum(click_num) as click_num from script_cooperate_active_days group by cooperate_id, month'),
  );
}

const SETTLEMENT_SUMS = 'active_num, free_num, trial_num, active_final_num, active_money';

/** The month records' kept totals (folded and not yet) equal a recount from the records. */
async function expectSettlementTotalsMatchRecount(db: Kysely<DB>) {
  const sums = SETTLEMENT_SUMS.split(', ').map((c) => `sum(${c}) as ${c}`).join(', ');
  const kept = await read(
    db,
    `select kind, month, status, sum(records) as records, ${sums} from
       (select kind, month, status, records, ${SETTLEMENT_SUMS} from settlement_totals
        union all select kind, month, status, records, ${SETTLEMENT_SUMS} from settlement_total_changes) t
     group by kind, month, status having sum(records) <> 0`,
  );
  const coalesced = SETTLEMENT_SUMS.split(', ').map((c) => `coalesce(sum(${c}), 0) as ${c}`).join(', ');
  expect(kept).toEqual(await read(db, `select kind, month, status, count(*) as records, ${coalesced} from settlements group by kind, month, status`));
}

describe.each(DATABASE_TARGETS)('figure summaries on $name', (target) => {
  it.skipIf(!target.available)('equal a recount from the days after a randomized sequence of writes', async () => {
    const test = await target.create();
    const db = test.database.db;
    try {
      await seedDemo(db, { days: 3 });
      // The demo's own figures went through the same code.
      await expectSummariesMatchRecount(db);
      await expectSettlementTotalsMatchRecount(db);
      const scripts = (await db.selectFrom('scripts').select('id').orderBy('id').limit(4).execute()).map((r) => r.id);
      const partners = (await db.selectFrom('cooperates').select('id').orderBy('id').limit(2).execute()).map((r) => r.id);
      const random = seededRandom(20261126);
      for (let round = 0; round < 12; round += 1) {
        // Eight batches at once, each its own transaction, often making the same new days.
        await Promise.all(
          Array.from({ length: 8 }, () => {
            const batch = randomBatch(random, scripts, partners);
            return db.transaction().execute((trx) => addDayFigures(trx, batch));
          }),
        );
        const ecpms = Array.from({ length: 2 }, () => ({
          scriptId: scripts[random(scripts.length)]!,
          day: DAYS[random(DAYS.length)]!,
          ecpm: random(3000),
        }));
        await db.transaction().execute((trx) => setScriptEcpms(trx, ecpms));
        // Month records move on (submitted with a final count and money) while the fold runs.
        const months = await db.selectFrom('settlements').select('id').where('status', '=', 'unapplied').orderBy('id').execute();
        await Promise.all([
          ...months.slice(0, 3).map(({ id }) =>
            db.updateTable('settlements').set({ status: 'submitted', active_final_num: random(500), active_money: random(90_000) }).where('id', '=', id).execute(),
          ),
          foldSettlementTotals(db),
          syncSettlements(db),
        ]);
      }
      await expectSummariesMatchRecount(db);
      await expectSettlementTotalsMatchRecount(db);
      while ((await foldSettlementTotals(db)) > 0);
      expect(Number((await db.selectFrom('settlement_total_changes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(0);
      await expectSettlementTotalsMatchRecount(db);
      const { n } = await db
        .selectFrom('script_day_months')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('month', 'in', ['2026-03', '2026-04', '2026-05'])
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBeGreaterThan(0);
    } finally {
      await test.dispose();
    }
  });
});
