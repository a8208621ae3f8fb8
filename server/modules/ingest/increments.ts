/**
 * How reported events grow their counted rows (docs/ingestion.md, "Increments, in key order"):
 * each row's counts are added to the stored row of the same key (made when missing), `x = x + n`,
 * so two batches at once add up exactly; and in key order, so two transactions never wait on each
 * other in a circle (PostgreSQL would abort one as a deadlock).
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { loose } from '../../resource/resource.js';

const CHUNK = 200;

/** A key's text for ordering: numbers zero-padded, so text order is number order. */
const keyText = (row: Record<string, unknown>, keys: readonly string[]) =>
  keys.map((key) => (typeof row[key] === 'number' ? String(row[key]).padStart(12, '0') : String(row[key]))).join('|');

/** The `a|b|…` of a row's key columns, as `addInKeyOrder` reports new rows. */
export const rowKey = (row: Record<string, unknown>, keys: readonly string[]) =>
  keys.map((key) => String(row[key])).join('|');

/** Rows of one key as one (their counts summed): a statement may not touch a row twice. */
function merged(rows: readonly Record<string, string | number>[], keys: readonly string[], counts: readonly string[]) {
  const byKey = new Map<string, Record<string, string | number>>();
  for (const row of rows) {
    const key = rowKey(row, keys);
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { ...row });
    else for (const column of counts) seen[column] = Number(seen[column] ?? 0) + Number(row[column] ?? 0);
  }
  return byKey.values();
}

/**
 * Adds `rows` to `table` in key order (rows of one key summed). With `reportNew`, answers the keys (`rowKey`) of the rows
 * this call made: they are inserted first (a row another transaction is making meanwhile waits for
 * it, then counts as existing), and only the others are added to. That is exact under concurrency,
 * so a count of rows kept beside them (docs/scale.md) stays exact.
 */
export async function addInKeyOrder(
  trx: Kysely<DB>,
  table: keyof DB,
  keys: readonly string[],
  counts: readonly string[],
  rows: readonly Record<string, string | number>[],
  reportNew = false,
): Promise<Set<string>> {
  const ordered = [...merged(rows, keys, counts)].sort((a, b) => {
    const [x, y] = [keyText(a, keys), keyText(b, keys)];
    return x < y ? -1 : x > y ? 1 : 0;
  });
  const increments = Object.fromEntries(counts.map((column) => [column, sql`${sql.ref(`${table}.${column}`)} + ${sql.ref(`excluded.${column}`)}`]));
  const addTo = (slice: Record<string, string | number>[]) =>
    loose(trx)
      .insertInto(table)
      .values(slice)
      .onConflict((oc) => oc.columns([...keys]).doUpdateSet(increments))
      .execute();
  const made = new Set<string>();
  for (let start = 0; start < ordered.length; start += CHUNK) {
    const slice = ordered.slice(start, start + CHUNK);
    if (!reportNew) {
      await addTo(slice);
      continue;
    }
    const inserted = (await loose(trx)
      .insertInto(table)
      .values(slice)
      .onConflict((oc) => oc.columns([...keys]).doNothing())
      .returning([...keys])
      .execute()) as Record<string, unknown>[];
    const fresh = new Set(inserted.map((row) => rowKey(row, keys)));
    for (const key of fresh) made.add(key);
    const existing = slice.filter((row) => !fresh.has(rowKey(row, keys)));
    if (existing.length > 0) await addTo(existing);
  }
  return made;
}
