/**
 * The month records' totals per kind, month and status (docs/scale.md): triggers append each
 * record change to `settlement_total_changes`; the fold moves them into `settlement_totals` in one
 * transaction (so a reader summing both never counts a change twice or misses it). Several
 * instances may fold at once: a change row is deleted, and so counted, by one of them only.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { addInKeyOrder } from '../ingest/increments.js';

const SUMS = ['records', 'active_num', 'free_num', 'trial_num', 'active_final_num', 'active_money'] as const;
const KEY = ['kind', 'month', 'status'] as const;
/** Changes folded per transaction: a backlog is folded over several turns, none of them long. */
const FOLD_BATCH = 20_000;

/** Every few seconds, so the changes a reader also sums stay few. */
export const SETTLEMENT_FOLD_MS = 5_000;

/** Folds up to FOLD_BATCH changes; answers how many. */
export async function foldSettlementTotals(db: Kysely<DB>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const oldest = trx.selectFrom('settlement_total_changes').select('id').orderBy('id').limit(FOLD_BATCH);
    const changes = await trx
      .deleteFrom('settlement_total_changes')
      .where('id', 'in', oldest)
      .returning([...KEY, ...SUMS])
      .execute();
    if (changes.length === 0) return 0;
    const rows = changes.map((change) => ({
      kind: change.kind,
      month: change.month,
      status: change.status,
      ...Object.fromEntries(SUMS.map((column) => [column, Number(change[column])])),
    }));
    await addInKeyOrder(trx, 'settlement_totals', KEY, SUMS, rows);
    return changes.length;
  });
}

/** Folds until no changes are left (a month sync's thousands of new records take a few turns). */
export async function foldAllSettlementTotals(db: Kysely<DB>): Promise<number> {
  let folded = 0;
  for (;;) {
    const turn = await foldSettlementTotals(db);
    folded += turn;
    if (turn < FOLD_BATCH) return folded;
    // Let requests in between turns: on SQLite each turn runs on this thread.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
