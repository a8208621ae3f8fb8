import { type ColumnDefinitionBuilder, type Migration, sql } from 'kysely';
import type { Dialect } from '../schema.js';
import { type Db, idColumn } from './ddl.js';

/** Daily figure columns shared by the script tables. */
const SCRIPT_FIGURES = ['active_num', 'free_num', 'trial_num', 'red_finger_num', 'vmos_num', 'virtual_cloud_num', 'flying_cloud_num'] as const;

/**
 * 0003: scripts (the columns activity needs; the scripts screens add the rest), shared clicker
 * configs (linkers), daily activity per script, partner, script-partner and linker, and the
 * monthly settlements (docs/settlement.md). Days are `YYYY-MM-DD` text with their `YYYY-MM`
 * month beside them, so monthly sums are an indexed GROUP BY on both databases.
 */
export function activity(dialect: Dialect): Migration {
  const id = idColumn(dialect);
  const count = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
  return {
    async up(db: Db) {
      await db.schema
        .createTable('scripts')
        .addColumn('id', 'integer', id)
        .addColumn('script_name', 'text', (c) => c.notNull())
        .addColumn('script_package', 'text', (c) => c.notNull())
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
        .addColumn('brand_id', 'integer', (c) => c.references('brands.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('scripts_owner_idx').on('scripts').column('owner_id').execute();
      await db.schema.createIndex('scripts_company_idx').on('scripts').column('company_id').execute();

      await db.schema
        .createTable('linkers')
        .addColumn('id', 'integer', id)
        .addColumn('linker_name', 'text', (c) => c.notNull())
        .addColumn('config_name', 'text', (c) => c.notNull())
        .addColumn('script_id', 'integer', (c) => c.references('scripts.id'))
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      let scriptDays = db.schema
        .createTable('script_active_days')
        .addColumn('id', 'integer', id)
        .addColumn('script_id', 'integer', (c) => c.notNull().references('scripts.id'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('month', 'text', (c) => c.notNull());
      for (const column of SCRIPT_FIGURES) scriptDays = scriptDays.addColumn(column, 'integer', count);
      await scriptDays
        .addColumn('ecpm', 'integer', count) // cents per 1,000 impressions
        .addUniqueConstraint('script_active_days_key', ['script_id', 'day'])
        .execute();
      await db.schema.createIndex('script_active_days_month_idx').on('script_active_days').columns(['script_id', 'month']).execute();
      await db.schema.createIndex('script_active_days_by_month_idx').on('script_active_days').columns(['month', 'script_id']).execute();

      await db.schema
        .createTable('cooperate_active_days')
        .addColumn('id', 'integer', id)
        .addColumn('cooperate_id', 'integer', (c) => c.notNull().references('cooperates.id'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('month', 'text', (c) => c.notNull())
        .addColumn('active_num', 'integer', count)
        .addColumn('click_num', 'integer', count)
        .addUniqueConstraint('cooperate_active_days_key', ['cooperate_id', 'day'])
        .execute();
      await db.schema.createIndex('cooperate_active_days_month_idx').on('cooperate_active_days').columns(['cooperate_id', 'month']).execute();

      await db.schema
        .createTable('script_cooperate_active_days')
        .addColumn('id', 'integer', id)
        .addColumn('script_id', 'integer', (c) => c.notNull().references('scripts.id'))
        .addColumn('cooperate_id', 'integer', (c) => c.notNull().references('cooperates.id'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('month', 'text', (c) => c.notNull())
        .addColumn('active_num', 'integer', count)
        .addColumn('click_num', 'integer', count)
        .addUniqueConstraint('script_cooperate_active_days_key', ['script_id', 'cooperate_id', 'day'])
        .execute();
      await db.schema.createIndex('script_cooperate_days_cooperate_idx').on('script_cooperate_active_days').columns(['cooperate_id', 'day']).execute();
      await db.schema.createIndex('script_cooperate_days_month_idx').on('script_cooperate_active_days').columns(['month', 'script_id', 'cooperate_id']).execute();
      await db.schema.createIndex('script_cooperate_days_day_idx').on('script_cooperate_active_days').column('day').execute();

      await db.schema
        .createTable('linker_active_days')
        .addColumn('id', 'integer', id)
        .addColumn('linker_id', 'integer', (c) => c.notNull().references('linkers.id'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('month', 'text', (c) => c.notNull())
        .addColumn('active_num', 'integer', count)
        .addColumn('use_num', 'integer', count)
        .addUniqueConstraint('linker_active_days_key', ['linker_id', 'day'])
        .execute();
      await db.schema.createIndex('linker_active_days_month_idx').on('linker_active_days').columns(['month', 'linker_id']).execute();

      let settlements = db.schema
        .createTable('settlements')
        .addColumn('id', 'integer', id)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('subject_id', 'integer', (c) => c.notNull())
        .addColumn('month', 'text', (c) => c.notNull());
      for (const column of [...SCRIPT_FIGURES, 'click_num']) settlements = settlements.addColumn(column, 'integer', count);
      await settlements
        // Σ activeNum(day) × ecpm(day): exact, for the weighted eCPM and the suggested money.
        .addColumn('ecpm_weight', 'bigint', count)
        .addColumn('active_final_num', 'integer')
        .addColumn('active_money', 'bigint') // cents
        .addColumn('return_reason', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('unapplied'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('settlements_key', ['kind', 'subject_id', 'month'])
        .addCheckConstraint('settlements_kind_check', sql`kind in ('script', 'cooperate')`)
        .addCheckConstraint('settlements_status_check', sql`status in ('unapplied', 'submitted', 'examined', 'settled')`)
        .execute();
      await db.schema.createIndex('settlements_month_idx').on('settlements').columns(['kind', 'month']).execute();
      await db.schema.createIndex('settlements_status_idx').on('settlements').columns(['kind', 'status']).execute();
    },
    async down(db: Db) {
      for (const table of ['settlements', 'linker_active_days', 'script_cooperate_active_days', 'cooperate_active_days', 'script_active_days', 'linkers', 'scripts']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
