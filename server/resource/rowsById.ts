/**
 * The list's rows for a page's ids (the second step of a keyed page, docs/scale.md), through one
 * statement built once per list and size (server/db/statementShapes.ts). Building and compiling
 * the view (its joins and every column) anew was about a tenth of a list request's time. The ids
 * are padded to a few sizes by repeating the first (`in (7, 3, 7)` selects what `in (7, 3)` does),
 * so a list has a handful of statements, which both databases also keep prepared.
 */
import { sql } from 'kysely';
import { shapedStatement, shapesOf } from '../db/statementShapes.js';
import { type AnyResource, type LooseDb, type Row, sourceOf } from './declaration.js';

const SIZES = [20, 50, 100, 200, 500] as const;

function rowsQuery(db: LooseDb, decl: AnyResource, ids: readonly unknown[]) {
  const from = sourceOf(db, decl);
  return (
    decl.select ? from.select(decl.select.map((c) => `${decl.table}.${c}`)) : from.selectAll()
  ).where(sql.ref(`${decl.table}.id`), 'in', ids as number[]);
}

/** The rows of `ids`, in that order (a row gone meanwhile is left out). */
export async function rowsWithIds(
  db: LooseDb,
  decl: AnyResource,
  ids: readonly number[],
): Promise<Row[]> {
  if (ids.length === 0) return [];
  const size = SIZES.find((s) => s >= ids.length);
  const found =
    size === undefined
      ? ((await rowsQuery(db, decl, ids).execute()) as Row[])
      : (
          await db.executeQuery<Row>(
            shapedStatement(
              shapesOf(db, decl),
              String(size),
              (slot) =>
                rowsQuery(
                  db,
                  decl,
                  Array.from({ length: size }, (_, i) => slot(i)),
                ),
              [...ids, ...Array<number>(size - ids.length).fill(ids[0]!)],
            ),
          )
        ).rows;
  const byId = new Map(found.map((row) => [Number(row.id), row]));
  return ids.flatMap((id): Row[] => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
