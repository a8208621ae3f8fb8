/**
 * How reported events grow their day rows (docs/ingestion.md, "Increments, in key order"): each
 * row's counts are added to the stored row of the same key (made when missing), `x = x + n`, so
 * two batches at once add up exactly; and in key order, so two transactions never wait on each
 * other in a circle.
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { loose } from '../../resource/resource.js';

const CHUNK = 200;

type DayTable = 'search_keyword_days' | 'promotion_days';

/** A key's text for ordering: numbers zero-padded, so text order is number order. */
const keyText = (row: Record<string, unknown>, keys: readonly string[]) =>
  keys.map((key) => (typeof row[key] === 'number' ? String(row[key]).padStart(12, '0') : String(row[key]))).join('|');

export async function addInKeyOrder(
  trx: Kysely<DB>,
  table: DayTable,
  keys: readonly string[],
  counts: readonly string[],
  rows: readonly Record<string, string | number>[],
): Promise<void> {
  const ordered = [...rows].sort((a, b) => {
    const [x, y] = [keyText(a, keys), keyText(b, keys)];
    return x < y ? -1 : x > y ? 1 : 0;
  });
  const increments = Object.fromEntries(counts.map((column) => [column, sql`${sql.ref(`${table}.${column}`)} + ${sql.ref(`excluded.${column}`)}`]));
  for (let start = 0; start < ordered.length; start += CHUNK) {
    await loose(trx)
      .insertInto(table)
      .values(ordered.slice(start, start + CHUNK))
      .onConflict((oc) => oc.columns([...keys]).doUpdateSet(increments))
      .execute();
  }
}
