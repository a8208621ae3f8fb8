/**
 * A list query's conditions: the SQL each declared filter adds (`conditionsOf`), which columns
 * they read, and what decides their SQL text (`conditionsShape`, for statements built once).
 */
import { type Expression, type SqlBool, sql } from 'kysely';
import type { AnyResource, Filter } from './declaration.js';

/** A "contains" pattern (escape '\\'): `%`, `_` and `\` typed by the user match themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * True when `text` holds a letter outside ASCII that has a case (Ñ, ü, Ω), which SQLite's own
 * `lower` leaves as it is. Chinese and Japanese have no case: their searches stay native.
 */
function casedOutsideAscii(text: string): boolean {
  for (const letter of text) if (letter > '\u007f' && letter.toLowerCase() !== letter.toUpperCase()) return true;
  return false;
}

/**
 * "`column` contains `text`", whatever the case. SQLite's `lower` folds A–Z only, so a text with
 * other cased letters (Ñ, Ü, Ω) is matched through `fold_case` on both sides, the same function
 * on the column and on the text so that one database never disagrees with itself (final sigma,
 * dotted İ): server/db/migrations/0026_fold_case.ts. Other texts keep the built-in `lower`:
 * their search stays native (a call back per row scanned costs), and their letters match as well.
 */
export function containsText(column: Expression<unknown>, text: string, put: PutValue = (value) => value): Expression<SqlBool> {
  return casedOutsideAscii(text)
    ? sql<SqlBool>`fold_case(${column}) like fold_case(${put(likePattern(text))}) escape '\\'`
    : sql<SqlBool>`lower(${column}) like ${put(likePattern(text.toLowerCase()))} escape '\\'`;
}

export function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}

function rangeConditions(
  filter: Filter & { kind: 'dateRange' | 'calendarRange' },
  query: Record<string, unknown>,
  column: Expression<unknown>,
  put: PutValue,
): Expression<SqlBool>[] {
  const from = query[`${filter.param}From`];
  const to = query[`${filter.param}To`];
  const conditions: Expression<SqlBool>[] = [];
  if (filter.kind === 'calendarRange') {
    // One month or day as an equality, so an index on (it, the list's order) reads in order.
    if (typeof from === 'string' && from === to) return [sql<SqlBool>`${column} = ${put(from)}`];
    if (typeof from === 'string') conditions.push(sql<SqlBool>`${column} >= ${put(from)}`);
    if (typeof to === 'string') conditions.push(sql<SqlBool>`${column} <= ${put(to)}`);
    return conditions;
  }
  // Stored times are ISO text compared as text; a time past 9999 (a zone offset can push
  // 9999-12-31 there) is written +010000-…, which sorts before every stored time: clamp it.
  if (typeof from === 'string') {
    const start = from.length === 10 ? `${from}T00:00:00.000Z` : isoWithinYears(Date.parse(from));
    conditions.push(sql<SqlBool>`${column} >= ${put(start)}`);
  }
  if (typeof to === 'string') {
    // A plain date is its whole day, up to its last millisecond; a time is excluded itself.
    const end = to.length === 10 ? `${to}T23:59:59.999Z` : isoWithinYears(Date.parse(to) - 1);
    conditions.push(sql<SqlBool>`${column} <= ${put(end)}`);
  }
  return conditions;
}

const LAST_TIME = Date.parse('9999-12-31T23:59:59.999Z');
const FIRST_TIME = Date.parse('0000-01-01T00:00:00.000Z');
const isoWithinYears = (ms: number) => new Date(Math.min(LAST_TIME, Math.max(FIRST_TIME, ms))).toISOString();

/** A column of the list's rows as SQL: by default `<table or view>.<column>`. */
export type ColumnRef = (name: string) => Expression<unknown>;

/**
 * The columns the query's filters read, or null when one is a condition of its own (`custom`),
 * whose columns are not known.
 */
export function columnsFiltered(decl: AnyResource, query: Record<string, unknown>): string[] | null {
  const used = typeof query.id === 'number' ? ['id'] : [];
  for (const filter of decl.list.filters) {
    if (filter.kind === 'dateRange' || filter.kind === 'calendarRange') {
      const given = [query[`${filter.param}From`], query[`${filter.param}To`]].some((v) => typeof v === 'string');
      if (given && filter.column !== undefined) used.push(filter.column);
      if (given && filter.inView) return null;
      continue;
    }
    const value = query[filter.param];
    if (value === undefined || value === '') continue;
    if (filter.kind === 'custom') return null;
    used.push(...(filter.kind === 'contains' ? filter.columns : [filter.column]));
  }
  return used;
}

/** How a filter's value goes into its condition: as itself, or as a statement's slot (keyedPage.ts). */
export type PutValue = (value: unknown) => unknown;

/**
 * What decides the SQL text of the query's conditions (which filters are given, and whether a
 * range is one value), or undefined when a filter is a condition of its own (`custom`). Two
 * queries of one shape differ only in the values `conditionsOf` puts.
 */
export function conditionsShape(decl: AnyResource, query: Record<string, unknown>): string | undefined {
  let shape = typeof query.id === 'number' ? 'id' : '';
  for (const filter of decl.list.filters) {
    if (filter.kind === 'dateRange' || filter.kind === 'calendarRange') {
      const from = query[`${filter.param}From`];
      const to = query[`${filter.param}To`];
      if (filter.column === undefined || (typeof from !== 'string' && typeof to !== 'string')) continue;
      const one = filter.kind === 'calendarRange' && typeof from === 'string' && from === to;
      shape += ` ${filter.param}${one ? '=' : `${typeof from === 'string' ? '>' : ''}${typeof to === 'string' ? '<' : ''}`}`;
      continue;
    }
    const value = query[filter.param];
    if (value === undefined || value === '') continue;
    if (filter.kind === 'custom') return undefined;
    shape += ` ${filter.param}${filter.kind === 'contains' && casedOutsideAscii(String(value)) ? '~' : ''}`;
  }
  return shape;
}

export function conditionsOf(
  decl: AnyResource,
  query: Record<string, unknown>,
  column: ColumnRef = (name) => sql.ref(`${decl.table}.${name}`),
  put: PutValue = (value) => value,
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (typeof query.id === 'number') conditions.push(sql<SqlBool>`${column('id')} = ${put(query.id)}`);
  for (const filter of decl.list.filters) {
    if (filter.kind === 'dateRange' || filter.kind === 'calendarRange') {
      if (filter.column !== undefined)
        conditions.push(...rangeConditions(filter, query, column(filter.column), put));
      continue;
    }
    const value = query[filter.param];
    if (value === undefined || value === '') continue;
    switch (filter.kind) {
      case 'contains': {
        const any = filter.columns.map((c) => containsText(column(c), String(value), put));
        conditions.push(sql<SqlBool>`(${sql.join(any, sql` or `)})`);
        break;
      }
      case 'equals': {
        const stored = filter.type === 'bool' ? (value === 'true' ? 1 : 0) : value;
        conditions.push(sql<SqlBool>`${column(filter.column)} = ${put(stored)}`);
        break;
      }
      case 'enum':
        conditions.push(sql<SqlBool>`${column(filter.column)} = ${put(value)}`);
        break;
      case 'custom':
        conditions.push(filter.where(String(value)));
        break;
    }
  }
  return conditions;
}

export function whereAll(conditions: readonly Expression<SqlBool>[]): Expression<SqlBool> {
  return conditions.length === 0
    ? sql<SqlBool>`1 = 1`
    : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}
