import { type Migration, sql } from 'kysely';
import type { Dialect } from '../schema.js';
import { type Db, idColumn } from './ddl.js';

/**
 * 0018: the figure summaries (docs/scale.md). Month rows per script and per script-partner pair,
 * and month totals over all scripts and per partner, each with the number of day rows it sums:
 * a list's count and totals read a few of these instead of every day row. ./dayFigures.ts keeps
 * them in step with the days in the same transaction; they start filled from the days here.
 * Also the indexes the day lists page by (newest day first, then id).
 */
const SCRIPT_COUNTS = [
  'active_num',
  'free_num',
  'trial_num',
  'red_finger_num',
  'vmos_num',
  'virtual_cloud_num',
  'flying_cloud_num',
] as const;

const INDEXES: readonly [name: string, table: string, columns: string[]][] = [
  ['script_active_days_day_id_idx', 'script_active_days', ['day', 'id']],
  ['script_active_days_month_day_idx', 'script_active_days', ['month', 'day', 'id']],
  ['script_cooperate_days_day_id_idx', 'script_cooperate_active_days', ['day', 'id']],
  ['script_cooperate_days_month_day_idx', 'script_cooperate_active_days', ['month', 'day', 'id']],
  ['script_cooperate_days_script_day_idx', 'script_cooperate_active_days', ['script_id', 'day', 'id']],
  ['script_cooperate_days_cooperate_day_idx', 'script_cooperate_active_days', ['cooperate_id', 'day', 'id']],
  ['script_day_months_month_idx', 'script_day_months', ['month', 'script_id']],
  ['script_cooperate_months_month_idx', 'script_cooperate_months', ['month', 'id']],
  ['script_cooperate_months_script_idx', 'script_cooperate_months', ['script_id', 'month', 'id']],
  ['script_cooperate_months_cooperate_idx', 'script_cooperate_months', ['cooperate_id', 'month', 'id']],
  ['settlements_kind_month_id_idx', 'settlements', ['kind', 'month', 'id']],
  ['settlements_subject_month_idx', 'settlements', ['kind', 'subject_id', 'month']],
];

export function figureSummaries(dialect: Dialect): Migration {
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Db) {
      let scriptMonths = db.schema
        .createTable('script_day_months')
        .addColumn('script_id', 'integer', (c) => c.notNull().references('scripts.id'))
        .addColumn('month', 'text', (c) => c.notNull())
        .addColumn('days', 'integer', (c) => c.notNull().defaultTo(0));
      for (const column of SCRIPT_COUNTS)
        scriptMonths = scriptMonths.addColumn(column, big, (c) => c.notNull().defaultTo(0));
      await scriptMonths
        .addColumn('ecpm_weight', big, (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('script_day_months_key', ['script_id', 'month'])
        .execute();

      let totals = db.schema
        .createTable('script_day_month_totals')
        .addColumn('month', 'text', (c) => c.primaryKey())
        .addColumn('days', big, (c) => c.notNull().defaultTo(0));
      for (const column of SCRIPT_COUNTS)
        totals = totals.addColumn(column, big, (c) => c.notNull().defaultTo(0));
      await totals.addColumn('ecpm_weight', big, (c) => c.notNull().defaultTo(0)).execute();

      await db.schema
        .createTable('script_cooperate_months')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('script_id', 'integer', (c) => c.notNull().references('scripts.id'))
        .addColumn('cooperate_id', 'integer', (c) => c.notNull().references('cooperates.id'))
        .addColumn('month', 'text', (c) => c.notNull())
        .addColumn('days', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active_num', big, (c) => c.notNull().defaultTo(0))
        .addColumn('click_num', big, (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('script_cooperate_months_key', ['script_id', 'cooperate_id', 'month'])
        .execute();

      await db.schema
        .createTable('script_cooperate_month_totals')
        .addColumn('cooperate_id', 'integer', (c) => c.notNull().references('cooperates.id'))
        .addColumn('month', 'text', (c) => c.notNull())
        .addColumn('days', big, (c) => c.notNull().defaultTo(0))
        .addColumn('pair_months', big, (c) => c.notNull().defaultTo(0))
        .addColumn('active_num', big, (c) => c.notNull().defaultTo(0))
        .addColumn('click_num', big, (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('script_cooperate_month_totals_key', ['cooperate_id', 'month'])
        .execute();

      for (const [name, table, columns] of INDEXES)
        await db.schema.createIndex(name).on(table).columns(columns).execute();
      await fillFromDays(db);
    },
    async down(db: Db) {
      for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
      for (const table of [
        'script_cooperate_month_totals',
        'script_cooperate_months',
        'script_day_month_totals',
        'script_day_months',
      ])
        await db.schema.dropTable(table).ifExists().execute();
    },
  };
}

/** The summaries of the day rows already stored (the same sums docs/scale.md describes). */
async function fillFromDays(db: Db): Promise<void> {
  const counts = SCRIPT_COUNTS.join(', ');
  const sums = SCRIPT_COUNTS.map((c) => `sum(${c})`).join(', ');
  await sql
    .raw(
      `insert into script_day_months (script_id, month, days, ${counts}, ecpm_weight)
       select script_id, month, count(*), ${sums}, sum(cast(active_num as bigint) * ecpm)
       from script_active_days group by script_id, month`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into script_day_month_totals (month, days, ${counts}, ecpm_weight)
       select month, sum(days), ${sums}, sum(ecpm_weight) from script_day_months group by month`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into script_cooperate_months (script_id, cooperate_id, month, days, active_num, click_num)
       select script_id, cooperate_id, month, count(*), sum(active_num), sum(click_num)
       from script_cooperate_active_days group by script_id, cooperate_id, month
       order by month, script_id, cooperate_id`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into script_cooperate_month_totals (cooperate_id, month, days, pair_months, active_num, click_num)
       select cooperate_id, month, sum(days), count(*), sum(active_num), sum(click_num)
       from script_cooperate_months group by cooperate_id, month`,
    )
    .execute(db);
}

export { fillFromDays as fillFigureSummaries };
