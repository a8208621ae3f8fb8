/**
 * A list's count and totals read from summary rows kept with the data (docs/scale.md), for the
 * filter combinations a summary covers: equality on its key columns and a month range. Any other
 * filter (a name search, a day range) answers undefined, and the list counts its rows instead.
 * The numbers are exact either way: a summary is updated in the same transaction as its rows.
 */
import { type SqlBool, sql } from 'kysely';
import type { AuthUser } from '../http/access.js';
import type { LooseDb } from './declaration.js';
import { whereAll } from './listConditions.js';
import { shapedStatement, shapesOf } from '../db/statementShapes.js';

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
    const given = Object.entries(query).filter(
      ([param, value]) => !PAGING.has(param) && value !== undefined && value !== '',
    );
    const equalities = given.filter(([param]) => !range.includes(param));
    const asked = [...equalities.map(([param]) => param), ...Object.keys(scope)];
    const source = options.sources.find((s) => asked.every((param) => param in s.filters));
    if (!source) return undefined;
    const tables = typeof source.table === 'string' ? [source.table] : source.table;
    const conditions = conditionsFor(source, query, scope, range);
    // The statement's SQL depends only on the source and which columns it compares, and how.
    const shape = `${options.sources.indexOf(source)}:${conditions.map((c) => `${c.column}${c.op}`).join(',')}`;
    const values = tables.flatMap(() => conditions.map((c) => c.value));
    const statement = shapedStatement(
      shapesOf(db, options),
      shape,
      (slot) => {
        let next = 0;
        // Every table in one statement: a fold between two reads would count its rows twice or
        // never. One sum over the tables' rows: a sum per table, then their sum, took half as long again.
        const parts = tables.map((table) =>
          countedRows(
            db,
            table,
            source,
            options,
            conditions.map((c) => ({ ...c, value: slot(next++) })),
          ),
        );
        const fields = ['__total', ...Object.keys(options.sums)];
        const union = parts.slice(1).reduce((all, part) => all.unionAll(part), parts[0]!);
        return db
          .selectFrom(union.as('parts'))
          .select(
            fields.map((field) => sql`coalesce(sum(${sql.ref(`parts.${field}`)}), 0)`.as(field)),
          );
      },
      values,
    );
    const row = (await db.executeQuery<Record<string, number | string>>(statement)).rows[0]!;
    return {
      total: Number(row.__total),
      sums: Object.fromEntries(
        Object.keys(options.sums).map((field) => [field, Number(row[field])]),
      ),
    };
  };
}

/** One comparison of a summary table's column with a value of the query or the caller's scope. */
interface Condition {
  column: string;
  op: '=' | '>=' | '<=';
  value: unknown;
}

function conditionsFor(
  source: SummarySource,
  query: Readonly<Record<string, unknown>>,
  scope: Record<string, number>,
  range: readonly string[],
): Condition[] {
  const equal = (column: string, value: unknown): Condition => ({ column, op: '=', value });
  const equalities = Object.entries(query).filter(
    ([param, value]) => param in source.filters && value !== undefined && value !== '',
  );
  const conditions: Condition[] = [
    ...equalities.map(([param, value]) => equal(source.filters[param]!, value)),
    ...Object.entries(scope).map(([param, value]) => equal(source.filters[param]!, value)),
    ...Object.entries(source.only ?? {}).map(([column, value]) => equal(column, value)),
  ];
  const [from, to] = range.map((param) => query[param]);
  if (typeof from === 'string' && from === to) conditions.push(equal('month', from));
  else {
    if (typeof from === 'string') conditions.push({ column: 'month', op: '>=', value: from });
    if (typeof to === 'string') conditions.push({ column: 'month', op: '<=', value: to });
  }
  return conditions;
}

/** The table's rows that the conditions select, each as its count and its summed columns. */
function countedRows(
  db: LooseDb,
  table: string,
  source: SummarySource,
  options: SummaryTotals,
  conditions: readonly Condition[],
) {
  const where = conditions.map(
    (c) => sql<SqlBool>`${sql.ref(`${table}.${c.column}`)} ${sql.raw(c.op)} ${c.value}`,
  );
  return db
    .selectFrom(table)
    .select([
      sql`${sql.raw(source.count)}`.as('__total'),
      ...Object.entries(options.sums).map(([field, c]) => sql`${sql.ref(`${table}.${c}`)}`.as(field)),
    ])
    .where(whereAll(where));
}
