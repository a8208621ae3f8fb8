/**
 * Stored figures as answer values (PostgreSQL returns bigint and sums as strings), the month
 * grouping of a day table, and the settlement fields every month record shares.
 */
import { sql } from 'kysely';
import { formatMoney } from '../../../contracts/money.js';
import type { SettlementStatus } from '../../../contracts/settlement.js';
import type { LooseDb, Row } from '../../resource/resource.js';

/** A bigint or numeric aggregate as a number. */
export const num = (value: unknown): number =>
  value === null || value === undefined ? 0 : Number(value);
export const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
/** Stored cents as money, or null. */
export const moneyOrNull = (cents: unknown): string | null =>
  cents === null || cents === undefined ? null : formatMoney(Number(cents));
export const textOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/** `sum(<column>)` with a name. */
export const summed = (column: string, as = column) => sql<number>`sum(${sql.ref(column)})`.as(as);

/**
 * A day table summed per `keys` and month: the group's first day row names it (a stable id for
 * paging), `days` counts the days with figures. Join names onto it afterwards, so the grouping
 * reads only the day table and the outer filters on its columns reach the index.
 */
export function groupedByMonth(
  db: LooseDb,
  table: string,
  keys: readonly string[],
  sums: readonly string[],
) {
  return db
    .selectFrom(`${table} as d`)
    .select([
      sql<number>`min(d.id)`.as('id'),
      ...keys.map((key) => `d.${key}`),
      'd.month',
      ...sums.map((column) => summed(`d.${column}`, column)),
    ])
    .select((eb) => eb.fn.countAll<number>().as('days'))
    .groupBy([...keys.map((key) => `d.${key}`), 'd.month']);
}

/** The settlement part of a month record; `suggestedCents(finalNum)` is the month's formula. */
export function settlementFieldsOf(row: Row, suggestedCents: (finalNum: number) => number) {
  const activeFinalNum = numOrNull(row.active_final_num);
  return {
    activeFinalNum,
    activeMoney: moneyOrNull(row.active_money),
    suggestedMoney: formatMoney(suggestedCents(activeFinalNum ?? num(row.active_num))),
    returnReason: textOrNull(row.return_reason),
    status: String(row.status) as SettlementStatus,
    updatedAt: String(row.updated_at),
  };
}
