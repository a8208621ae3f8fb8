/**
 * A page read in two steps (docs/scale.md): the ids of the page from the one table that holds
 * every filtered and sorted column, through an index in the list's order; then the view's rows
 * (names joined from other tables) for those ids only. Reading the view itself made each page
 * join every skipped row: seconds for page 500 of ten million days.
 */
import { type Expression, type SqlBool, sql } from 'kysely';
import type { AnyResource, LooseDb } from './declaration.js';
import type { AuthUser } from '../http/access.js';
import { columnsFiltered, conditionsOf, whereAll } from './listQuery.js';
import { scopeColumns } from './scope.js';

/** The table a list's pages can be read from by ids. */
export interface PagedBy {
  table: string;
  /** The list's columns this table holds -> its column names there. */
  columns: Readonly<Record<string, string>>;
  /** The table's rows that belong to the list (e.g. settlements of one kind). */
  only?: Readonly<Record<string, string | number>>;
}

/** `pagedBy.columns` for a table that names the list's columns as the list does. */
export const sameNames = (columns: readonly string[]): Record<string, string> =>
  Object.fromEntries(columns.map((column) => [column, column]));

interface Order {
  column: string;
  direction: 'asc' | 'desc';
}

type Caller = { user: AuthUser; scope: Expression<SqlBool> | null };

/**
 * The rows of `pagedBy` that the query and the caller's scope select, when it holds every column
 * they read (and `more`, e.g. the sort column) under the caller's scope's own names; otherwise
 * undefined. The table goes by the list's name, so the scope condition applies to it as it is.
 */
function keyedRows(db: LooseDb, decl: AnyResource, query: Record<string, unknown>, caller: Caller, more: readonly string[]) {
  const by = decl.list.pagedBy;
  if (!by) return undefined;
  const used = columnsFiltered(decl, query);
  const scoped = scopeColumns(decl, caller.user);
  if (!used || !scoped || ![...used, ...more, 'id'].every((column) => column in by.columns)) return undefined;
  if (!scoped.every((column) => by.columns[column] === column)) return undefined;
  const ref = (column: string) => sql.ref(`${decl.table}.${by.columns[column]}`);
  const conditions: Expression<SqlBool>[] = [
    ...conditionsOf(decl, query, ref),
    ...Object.entries(by.only ?? {}).map(([column, value]) => sql<SqlBool>`${sql.ref(`${decl.table}.${column}`)} = ${value}`),
    ...(caller.scope ? [caller.scope] : []),
  ];
  return { ref, rows: db.selectFrom(`${by.table} as ${decl.table}`).where(whereAll(conditions)) };
}

/**
 * The page's ids, in order, read from `pagedBy` when it can (see keyedRows); else undefined.
 * Without a page, every matching id (an export's).
 */
export async function keyedPageIds(
  db: LooseDb,
  decl: AnyResource,
  query: Record<string, unknown>,
  caller: Caller,
  order: Order,
  page?: { limit: number; offset: number },
): Promise<number[] | undefined> {
  const keyed = keyedRows(db, decl, query, caller, [order.column]);
  if (!keyed) return undefined;
  const { ref } = keyed;
  let select = keyed.rows.select(ref('id').as('id')).orderBy(ref(order.column), order.direction);
  if (order.column !== 'id') select = select.orderBy(ref('id'), order.direction);
  if (page) select = select.limit(page.limit).offset(page.offset);
  const rows = (await select.execute()) as { id: number | string }[];
  return rows.map((row) => Number(row.id));
}

/**
 * The count and the declared totals over `pagedBy`'s rows when it can (see keyedRows), without
 * the view's joins; else undefined.
 */
export async function keyedTotals(
  db: LooseDb,
  decl: AnyResource,
  query: Record<string, unknown>,
  caller: Caller,
): Promise<Record<string, number | string> | undefined> {
  const summed = Object.entries(decl.list.totals?.columns ?? {});
  const keyed = keyedRows(db, decl, query, caller, summed.map(([, column]) => column));
  if (!keyed) return undefined;
  return (await keyed.rows
    .select([
      sql<string | number>`count(*)`.as('__total'),
      ...summed.map(([field, column]) => sql`coalesce(sum(${keyed.ref(column)}), 0)`.as(field)),
    ])
    .executeTakeFirstOrThrow()) as Record<string, number | string>;
}
