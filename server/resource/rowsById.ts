/**
 * The list's rows for a page's ids (the second step of a keyed page, docs/scale.md), through one
 * statement built once per list and size. Building and compiling the view (its joins and every
 * column) anew was about a tenth of a list request's time. The ids are padded to a few sizes by
 * repeating the first (`in (7, 3, 7)` selects what `in (7, 3)` does), so a list has a handful of
 * statements, which the embedded database also keeps prepared (server/db/statementCache.ts).
 */
import type { CompiledQuery } from 'kysely';
import { sql } from 'kysely';
import { type AnyResource, type LooseDb, type Row, sourceOf } from './declaration.js';

const SIZES = [20, 50, 100, 200, 500] as const;

const built = new WeakMap<LooseDb, WeakMap<AnyResource, Map<number, CompiledQuery | null>>>();

function rowsQuery(db: LooseDb, decl: AnyResource, ids: readonly number[]) {
  const from = sourceOf(db, decl);
  return (decl.select ? from.select(decl.select.map((c) => `${decl.table}.${c}`)) : from.selectAll()).where(
    sql.ref(`${decl.table}.id`),
    'in',
    ids,
  );
}

/**
 * The statement for `size` ids, or null when its ids are not its last parameters (then each
 * request builds its own). Placeholders are negative ids, which no row has.
 */
function statementFor(db: LooseDb, decl: AnyResource, size: number): CompiledQuery | null {
  const placeholders = Array.from({ length: size }, (_, i) => -1 - i);
  const compiled = rowsQuery(db, decl, placeholders).compile();
  const tail = compiled.parameters.slice(-size);
  return tail.every((value, i) => value === placeholders[i]) ? compiled : null;
}

function cachedStatement(db: LooseDb, decl: AnyResource, size: number): CompiledQuery | null {
  let byList = built.get(db);
  if (!byList) built.set(db, (byList = new WeakMap()));
  let bySize = byList.get(decl);
  if (!bySize) byList.set(decl, (bySize = new Map()));
  if (!bySize.has(size)) bySize.set(size, statementFor(db, decl, size));
  return bySize.get(size)!;
}

/** The rows of `ids`, in that order (a row gone meanwhile is left out). */
export async function rowsWithIds(db: LooseDb, decl: AnyResource, ids: readonly number[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const size = SIZES.find((s) => s >= ids.length);
  const statement = size === undefined ? null : cachedStatement(db, decl, size);
  const found = statement
    ? (
        await db.executeQuery<Row>({
          ...statement,
          parameters: [
            ...statement.parameters.slice(0, statement.parameters.length - size!),
            ...ids,
            ...Array<number>(size! - ids.length).fill(ids[0]!),
          ],
        })
      ).rows
    : ((await rowsQuery(db, decl, ids).execute()) as Row[]);
  const byId = new Map(found.map((row) => [Number(row.id), row]));
  return ids.flatMap((id): Row[] => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
