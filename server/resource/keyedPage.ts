/**
 * A page read in two steps (docs/scale.md): the ids of the page from the one table that holds
 * every filtered and sorted column, through an index in the list's order; then the view's rows
 * (names joined from other tables) for those ids only. Reading the view itself made each page
 * join every skipped row: seconds for page 500 of ten million days.
 */
import { type Expression, type SqlBool, SqliteAdapter, sql } from 'kysely';
import { Slot, shapedStatement, shapesOf } from '../db/statementShapes.js';
import type { AnyResource, LooseDb } from './declaration.js';
import type { AuthUser } from '../http/access.js';
import { type PutValue, columnsFiltered, conditionsOf, conditionsShape, whereAll } from './listConditions.js';
import { scopeColumns } from './scope.js';

/** The table a list's pages can be read from by ids. */
export interface PagedBy {
  table: string;
  /** The list's columns this table holds -> its column names there. */
  columns: Readonly<Record<string, string>>;
  /** The table's rows that belong to the list (e.g. settlements of one kind), written as literals. */
  only?: Readonly<Record<string, string | number>>;
  /**
   * SQLite: the index an unfiltered page is read through, by sort column. Its planner prefers an
   * index led by `only`'s column to a partial index of the list's own rows, and stepping over a
   * deep page's skipped entries through the former took three times as long (docs/scale.md).
   */
  sqliteIndexes?: Readonly<Record<string, string>>;
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
 * `pagedBy` when it holds every column the query and the caller's scope read (and `more`, e.g.
 * the sort column), the scope's under its own names; otherwise undefined. The table goes by the
 * list's name, so the scope condition applies to it as it is.
 */
function keyedTable(decl: AnyResource, query: Record<string, unknown>, caller: Caller, more: readonly string[]): PagedBy | undefined {
  const by = decl.list.pagedBy;
  if (!by) return undefined;
  const used = columnsFiltered(decl, query);
  const scoped = scopeColumns(decl, caller.user);
  if (!used || !scoped || ![...used, ...more, 'id'].every((column) => column in by.columns)) return undefined;
  if (!scoped.every((column) => by.columns[column] === column)) return undefined;
  return by;
}

/** The rows of `by` that the query and the caller's scope select, each value given through `put`. */
function keyedRows(db: LooseDb, decl: AnyResource, by: PagedBy, query: Record<string, unknown>, caller: Caller, put: PutValue, index?: string) {
  const ref = (column: string) => sql.ref(`${decl.table}.${by.columns[column]}`);
  const conditions: Expression<SqlBool>[] = [
    ...conditionsOf(decl, query, ref, put),
    // Literals, not values: a partial index on the list's rows (e.g. one kind's) serves them.
    ...Object.entries(by.only ?? {}).map(([column, value]) => sql<SqlBool>`${sql.ref(`${decl.table}.${column}`)} = ${sql.lit(value)}`),
    ...(caller.scope ? [caller.scope] : []),
  ];
  const from = index
    ? sql`${sql.table(by.table)} as ${sql.table(decl.table)} indexed by ${sql.id(index)}`
    : `${by.table} as ${decl.table}`;
  // Built only when asked: a shaped statement is built once, its conditions (values) every time.
  return { ref, rows: () => db.selectFrom(from as never).where(whereAll(conditions)) };
}

/** SQLite's own index for an unfiltered page in this order, when the list names one (see PagedBy). */
function sqliteIndexFor(db: LooseDb, by: PagedBy, shape: string | undefined, caller: Caller, order: Order): string | undefined {
  if (shape !== '' || caller.scope || !(db.getExecutor().adapter instanceof SqliteAdapter)) return undefined;
  return by.sqliteIndexes?.[order.column];
}

/**
 * The page's ids, in order, read from `pagedBy` when it can (see keyedTable); else undefined.
 * Without a page, every matching id (an export's). The statement is built once per shape
 * (server/db/statementShapes.ts) unless the caller's scope or a filter is a condition of its own.
 */
export async function keyedPageIds(
  db: LooseDb,
  decl: AnyResource,
  query: Record<string, unknown>,
  caller: Caller,
  order: Order,
  page?: { limit: number; offset: number },
): Promise<number[] | undefined> {
  const by = keyedTable(decl, query, caller, [order.column]);
  if (!by) return undefined;
  const shape = caller.scope ? undefined : conditionsShape(decl, query);
  const index = sqliteIndexFor(db, by, shape, caller, order);
  const values: unknown[] = [];
  const put: PutValue = shape === undefined ? (value) => value : (value) => new Slot(values.push(value) - 1);
  const keyed = keyedRows(db, decl, by, query, caller, put, index);
  const limits = page && { limit: put(page.limit) as number, offset: put(page.offset) as number };
  const build = () => {
    const { ref } = keyed;
    let select = keyed.rows().select(ref('id').as('id')).orderBy(ref(order.column), order.direction);
    if (order.column !== 'id') select = select.orderBy(ref('id'), order.direction);
    return limits ? select.limit(limits.limit).offset(limits.offset) : select;
  };
  const statement =
    shape === undefined
      ? build().compile()
      : shapedStatement(shapesOf(db, decl), `ids ${order.column} ${order.direction} ${page ? 'page' : 'all'}${index ? ' indexed' : ''}:${shape}`, build, values);
  const rows = (await db.executeQuery(statement)).rows as { id: number | string }[];
  return rows.map((row) => Number(row.id));
}

/**
 * The count and the declared totals over `pagedBy`'s rows when it can (see keyedTable), without
 * the view's joins; else undefined.
 */
export async function keyedTotals(
  db: LooseDb,
  decl: AnyResource,
  query: Record<string, unknown>,
  caller: Caller,
): Promise<Record<string, number | string> | undefined> {
  const summed = Object.entries(decl.list.totals?.columns ?? {});
  const by = keyedTable(decl, query, caller, summed.map(([, column]) => column));
  if (!by) return undefined;
  const keyed = keyedRows(db, decl, by, query, caller, (value) => value);
  return (await keyed
    .rows()
    .select([
      sql<string | number>`count(*)`.as('__total'),
      ...summed.map(([field, column]) => sql`coalesce(sum(${keyed.ref(column)}), 0)`.as(field)),
    ])
    .executeTakeFirstOrThrow()) as Record<string, number | string>;
}
