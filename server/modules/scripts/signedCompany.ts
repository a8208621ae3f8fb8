/**
 * Which company a script's month belongs to (docs/signing.md): the company of the signing
 * contract covering that month, if any. Figure lists, settlements and their ownership read the
 * company through these, never from the script.
 */
import { type Expression, type JoinBuilder, type SqlBool, sql } from 'kysely';
import type { LooseDb } from '../../resource/resource.js';

/**
 * Join condition for `script_signings as sg`: the contract of script `scriptRef` covering month
 * `monthRef` (contracts never overlap, so at most one row joins).
 */
export function coveringSigning(scriptRef: string, monthRef: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (join: JoinBuilder<any, any>) =>
    join
      .onRef('sg.script_id', '=', scriptRef)
      .onRef('sg.start_month', '<=', monthRef)
      .on((eb) => eb.or([eb('sg.end_month', 'is', null), eb('sg.end_month', '>=', eb.ref(monthRef))]));
}

/** A script (`scriptsRef`.id) that company `companyId` has signed, at any time. */
export function signedBy(scriptsRef: string, companyId: number): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from script_signings g where g.script_id = ${sql.ref(`${scriptsRef}.id`)} and g.company_id = ${companyId})`;
}

/** For each of these scripts, the company of its contract in force in `month`, or else of its next one. */
export async function signedCompaniesNow(db: LooseDb, scriptIds: readonly number[], month: string): Promise<Map<number, number>> {
  const found = new Map<number, number>();
  if (scriptIds.length === 0) return found;
  const rows = (await db
    .selectFrom('script_signings')
    .select(['script_id', 'company_id'])
    .where('script_id', 'in', [...new Set(scriptIds)])
    .where((eb) => eb.or([eb('end_month', 'is', null), eb('end_month', '>=', month)]))
    .orderBy('start_month', 'desc')
    .execute()) as { script_id: number; company_id: number }[];
  // Latest start first, so the earliest (the one in force) is written last.
  for (const row of rows) found.set(Number(row.script_id), Number(row.company_id));
  return found;
}

/** Month `month` of script `script` (columns as `sql.ref`, or values) is inside a contract of company `companyId`. */
export function signedMonth(script: Expression<unknown>, month: Expression<unknown>, companyId: number): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from script_signings g where g.script_id = ${script} and g.company_id = ${companyId}
    and g.start_month <= ${month} and (g.end_month is null or g.end_month >= ${month}))`;
}
