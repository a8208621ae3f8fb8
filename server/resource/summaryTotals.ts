/**
 * A list's count and totals read from summary rows kept with the data (docs/scale.md), for the
 * filter combinations a summary covers: equality on its key columns and a month range. Any other
 * filter (a name search, a day range) answers undefined, and the list counts its rows instead.
 * The numbers are exact either way: a summary is updated in the same transaction as its rows.
 */
import { type Expression, type SqlBool, sql } from 'kysely';
import type { AuthUser } from '../http/access.js';
import type { LooseDb } from './declaration.js';
import { whereAll } from './listQuery.js';

export interface SummarySource {
  /** Its table, or tables whose rows add up (totals and their changes not yet folded in). */
  table: string | readonly string[];
  /** What one row adds to the count: a column (`days`), or `1` when a row is a record. */
  count: string;
  /** Query parameters it filters by equality -> its columns. */
  filters: Readonly<Record<string, string>>;
  /** Its rows that stand for the list when no other filter applies (e.g. role `*`: any role). */
  only?: Readonly<Record<string, string>>;
}

export interface SummaryTotals {
  /** Tried in order: the first whose filters cover the query's answers. */
  sources: readonly SummarySource[];
  /** The calendarRange parameter (`countTime` -> countTimeFrom/countTimeTo) read on `month`. */
  monthRange?: string;
  /** Totals field -> summed column (the same in every source). */
  sums: Readonly<Record<string, string>>;
  /**
   * The caller's rows as equalities on filter parameters (a partner's own: its cooperateId);
   * `{}` for who sees every row; null when the caller's scope cannot be read from a summary.
   */
  scope(user: AuthUser): Record<string, number> | null;
}

/**
 * Parameters that never narrow the rows: paging, order, and which half of the answer is asked
 * (`parts`: the browser asks for the total apart from the page, docs/scale.md).
 */
const PAGING = new Set(['page', 'size', 'sort', 'parts']);

export type CountedTotals = (
  db: LooseDb,
  query: Readonly<Record<string, unknown>>,
  user: AuthUser,
) => Promise<{ total: number; sums: Record<string, number> } | undefined>;

export function summaryTotals(options: SummaryTotals): CountedTotals {
  const range = options.monthRange ? [`${options.monthRange}From`, `${options.monthRange}To`] : [];
  return async (db, query, user) => {
    const scope = options.scope(user);
    if (scope === null) return undefined;
    const given = Object.entries(query).filter(([param, value]) => !PAGING.has(param) && value !== undefined && value !== '');
    const equalities = given.filter(([param]) => !range.includes(param));
    const asked = [...equalities.map(([param]) => param), ...Object.keys(scope)];
    const source = options.sources.find((s) => asked.every((param) => param in s.filters));
    if (!source) return undefined;
    // Every table in one statement: a fold between two reads would count its rows twice or never.
    const parts = (typeof source.table === 'string' ? [source.table] : source.table).map((table) =>
      summed(db, table, source, options, conditionsFor(table, source, query, scope, range)),
    );
    const fields = ['__total', ...Object.keys(options.sums)];
    const union = parts.slice(1).reduce((all, part) => all.unionAll(part), parts[0]!);
    const row = (await db
      .selectFrom(union.as('parts'))
      .select(fields.map((field) => sql`coalesce(sum(${sql.ref(`parts.${field}`)}), 0)`.as(field)))
      .executeTakeFirstOrThrow()) as Record<string, number | string>;
    return {
      total: Number(row.__total),
      sums: Object.fromEntries(Object.keys(options.sums).map((field) => [field, Number(row[field])])),
    };
  };
}

function conditionsFor(
  table: string,
  source: SummarySource,
  query: Readonly<Record<string, unknown>>,
  scope: Record<string, number>,
  range: readonly string[],
): Expression<SqlBool>[] {
  const column = (c: string) => sql.ref(`${table}.${c}`);
  const equalities = Object.entries(query).filter(([param, value]) => param in source.filters && value !== undefined && value !== '');
  const conditions: Expression<SqlBool>[] = [
    ...equalities.map(([param, value]) => sql<SqlBool>`${column(source.filters[param]!)} = ${value}`),
    ...Object.entries(scope).map(([param, value]) => sql<SqlBool>`${column(source.filters[param]!)} = ${value}`),
    ...Object.entries(source.only ?? {}).map(([c, value]) => sql<SqlBool>`${column(c)} = ${value}`),
  ];
  const [from, to] = range.map((param) => query[param]);
  if (typeof from === 'string' && from === to) conditions.push(sql<SqlBool>`${column('month')} = ${from}`);
  else {
    if (typeof from === 'string') conditions.push(sql<SqlBool>`${column('month')} >= ${from}`);
    if (typeof to === 'string') conditions.push(sql<SqlBool>`${column('month')} <= ${to}`);
  }
  return conditions;
}

function summed(
  db: LooseDb,
  table: string,
  source: SummarySource,
  options: SummaryTotals,
  conditions: Expression<SqlBool>[],
) {
  return db
    .selectFrom(table)
    .select([
      sql`coalesce(sum(${sql.raw(source.count)}), 0)`.as('__total'),
      ...Object.entries(options.sums).map(([field, c]) => sql`coalesce(sum(${sql.ref(`${table}.${c}`)}), 0)`.as(field)),
    ])
    .where(whereAll(conditions));
}
