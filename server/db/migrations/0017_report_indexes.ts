import type { Migration } from 'kysely';
import type { Db } from './ddl.js';

/**
 * 0017: the indexes the two reports read by (docs/reports.md). The launch records list is newest
 * first, by itself or narrowed to a script, a platform or a device, and maybe to days: each index
 * leads with the filtered column and ends with the list's order (time, then id), so a filtered
 * page is a range of one index read in order, and a day range is a narrower range of the same.
 * The all-scripts daily figures read the script days by day.
 */
const INDEXES: readonly [name: string, table: string, columns: string[]][] = [
  ['launch_events_time_idx', 'launch_events', ['occurred_at', 'id']],
  ['launch_events_script_time_idx', 'launch_events', ['script_id', 'occurred_at', 'id']],
  ['launch_events_platform_time_idx', 'launch_events', ['platform', 'occurred_at', 'id']],
  ['launch_events_device_time_idx', 'launch_events', ['device_id', 'occurred_at', 'id']],
  ['script_active_days_day_idx', 'script_active_days', ['day', 'script_id']],
];

export function reportIndexes(): Migration {
  return {
    async up(db: Db) {
      for (const [name, table, columns] of INDEXES) await db.schema.createIndex(name).on(table).columns(columns).execute();
    },
    async down(db: Db) {
      for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
    },
  };
}
