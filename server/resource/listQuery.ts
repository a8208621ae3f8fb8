/**
 * A resource's list query: the querystring schema (page, size, sort, id, the declared filters),
 * the filter conditions, the caller's ownership scope, a stable order, and the page, the count
 * and the totals over every matching row.
 */
import { sql } from 'kysely';
import { z } from 'zod';
import { parseSort } from '../../contracts/list.js';
import { filterSchemasOf } from '../../contracts/listParams.js';
import { queryWholeNumber } from '../../contracts/fields.js';
import { toCount } from '../db/values.js';
import type { AuthUser } from '../http/access.js';
import { type AnyResource, type Filter, type LooseDb, type Row, sourceOf } from './declaration.js';
import { scopeOf } from './scope.js';
import { conditionsOf, dayAfter, whereAll } from './listConditions.js';
import { keyedPageIds, keyedTotals } from './keyedPage.js';
import { rowsWithIds } from './rowsById.js';

const positiveInt = (max: number) => queryWholeNumber(1, max);
/** `<param>To` before `<param>From` (both ISO dates or times, a plain date `To` meaning its whole day). */
function reversed(kind: 'dateRange' | 'calendarRange', from: unknown, to: unknown): boolean {
  if (typeof from !== 'string' || typeof to !== 'string') return false;
  if (kind === 'calendarRange') return to < from;
  if (Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) return false;
  const start = Date.parse(from.length === 10 ? `${from}T00:00:00.000Z` : from);
  const end = to.length === 10 ? Date.parse(dayAfter(to)) - 1 : Date.parse(to);
  return end < start;
}

/**
 * The querystring schema of a list (and, with `extra`, of its export): page, size, sort, id and
 * the filters. A range whose end is before its start is refused on the end's parameter.
 */
export function listQuerySchema(decl: AnyResource, extra: Record<string, z.ZodType> = {}) {
  const sortable = Object.keys(decl.list.sortable);
  const shape: Record<string, z.ZodType> = {
    page: positiveInt(1_000_000).optional(),
    size: positiveInt(10_000)
      .optional()
      .describe('rows per page, at most 200 answered (201 to 10000 answer 200; more is refused)'),
    sort: z
      .string()
      .max(64)
      .refine((value) => sortable.includes(parseSort(value)?.field ?? ''), {
        message: `sort must be <field>,asc|desc with field one of ${sortable.join(', ')}`,
        params: { reason: 'invalid_value' },
      })
      .optional()
      .describe(`<field>,asc|desc; fields: ${sortable.join(', ')}`),
    id: positiveInt(2_147_483_647).optional(),
  };
  Object.assign(shape, filterSchemasOf(decl.contract), extra);
  const ranges = decl.list.filters.filter(
    (f): f is Filter & { kind: 'dateRange' | 'calendarRange' } =>
      f.kind === 'dateRange' || f.kind === 'calendarRange',
  );
  return z.strictObject(shape).superRefine((query, issues) => {
    for (const range of ranges) {
      if (reversed(range.kind, query[`${range.param}From`], query[`${range.param}To`]))
        issues.addIssue({
          code: 'custom',
          path: [`${range.param}To`],
          message: `${range.param}To must not be before ${range.param}From`,
          params: { reason: 'invalid_value' },
        });
    }
  });
}

export interface Caller {
  user: AuthUser;
}

/** Filtered (and scoped) rows in the requested order, one page or a batch at a time. */
export function listQuery(
  db: LooseDb,
  decl: AnyResource,
  query: Record<string, unknown>,
  caller: Caller,
) {
  const conditions = conditionsOf(decl, query);
  const scope = scopeOf(decl, caller.user);
  if (scope) conditions.push(scope);
  const where = whereAll(conditions);
  const requested = parseSort(typeof query.sort === 'string' ? query.sort : undefined);
  const sort = requested && decl.list.sortable[requested.field] ? requested : decl.list.defaultSort;
  const sortColumn = decl.list.sortable[sort.field] ?? 'id';
  const ref = (column: string) => sql.ref(`${decl.table}.${column}`);
  /** `__total` and the totals' fields of one row as the answer's total and sums. */
  const totalsOf = (row: Row): { total: number; sums?: Record<string, unknown> } => {
    const total = toCount(row.__total as number | string);
    const totals = decl.list.totals;
    if (!totals) return { total };
    const sums = Object.fromEntries(
      Object.keys(totals.columns).map((field) => [field, toCount(row[field] as number | string)]),
    );
    return { total, sums: totals.format ? totals.format(sums) : sums };
  };
  return {
    async count(): Promise<number> {
      const row = await sourceOf(db, decl, query)
        .select(sql<string | number>`count(*)`.as('n'))
        .where(where)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async rows(limit: number, offset: number): Promise<Row[]> {
      const order = { column: sortColumn, direction: sort.direction };
      const ids = await keyedPageIds(db, decl, query, { user: caller.user, scope }, order, { limit, offset });
      if (ids) return this.rowsWithIds(ids);
      const from = sourceOf(db, decl, query);
      let select = (
        decl.select ? from.select(decl.select.map((c) => `${decl.table}.${c}`)) : from.selectAll()
      )
        .where(where)
        .orderBy(ref(sortColumn), sort.direction);
      if (sortColumn !== 'id') select = select.orderBy(ref('id'), sort.direction);
      return (await select.limit(limit).offset(offset).execute()) as Row[];
    },
    /**
     * Every matching id in the list's order, in one query, for exports: each batch then reads its
     * rows by primary key, so the whole export sorts once (batches that each sorted what was left
     * made a filtered 200,000-row export take over a minute), whatever the order or NULLs.
     */
    async orderedIds(): Promise<number[]> {
      const order = { column: sortColumn, direction: sort.direction };
      const keyed = await keyedPageIds(db, decl, query, { user: caller.user, scope }, order);
      if (keyed) return keyed;
      let select = sourceOf(db, decl)
        .select(ref('id').as('id'))
        .where(where)
        .orderBy(ref(sortColumn), sort.direction);
      if (sortColumn !== 'id') select = select.orderBy(ref('id'), sort.direction);
      return ((await select.execute()) as { id: number | string }[]).map((row) => Number(row.id));
    },
    /** The rows of `ids`, in that order (a row gone meanwhile is left out). */
    rowsWithIds(ids: readonly number[]): Promise<Row[]> {
      return rowsWithIds(db, decl, ids);
    },
    /**
     * The count and the declared totals over every matching row, in one pass over the rows
     * (a second scan of a million-row view doubled the cost of a page).
     */
    async countAndSums(): Promise<{ total: number; sums?: Record<string, unknown> }> {
      const totals = decl.list.totals;
      const counted = decl.list.counted && (await decl.list.counted(db, query, caller.user));
      if (counted) {
        if (!totals) return { total: counted.total };
        return { total: counted.total, sums: totals.format ? totals.format(counted.sums) : counted.sums };
      }
      const keyed = await keyedTotals(db, decl, query, { user: caller.user, scope });
      if (keyed) return totalsOf(keyed);
      if (!totals) return { total: await this.count() };
      const selections = [
        sql<string | number>`count(*)`.as('__total'),
        ...Object.entries(totals.columns).map(([field, column]) =>
          sql`coalesce(sum(${ref(column)}), 0)`.as(field),
        ),
      ];
      return totalsOf(
        (await sourceOf(db, decl, query).select(selections).where(where).executeTakeFirstOrThrow()) as Row,
      );
    },
  };
}
