/**
 * The rules of signing contracts (docs/signing.md), checked inside the write's transaction:
 * a script has at most one contract per month, and a month whose settlement has been applied for
 * keeps the company and share it was applied with (no contract change may reach it).
 */
import { sql } from 'kysely';
import type { FieldError } from '../../../contracts/envelope.js';
import { fail } from '../../http/envelope.js';
import type { LooseDb, Row } from '../../resource/resource.js';

/** A contract's terms as the rules compare them. */
export interface Terms {
  companyId: number;
  shareBp: number;
  startMonth: string;
  endMonth: string | null;
}

const LAST_MONTH = '9999-12';

export const covers = (terms: Terms | null, month: string): boolean =>
  terms !== null && terms.startMonth <= month && month <= (terms.endMonth ?? LAST_MONTH);

export function termsOf(row: Row): Terms {
  return {
    companyId: Number(row.company_id),
    shareBp: Number(row.share_bp),
    startMonth: String(row.start_month),
    endMonth: row.end_month === null || row.end_month === undefined ? null : String(row.end_month),
  };
}

const fieldError = (field: string, reason: FieldError['reason'], message: string): FieldError => ({ field, reason, message });

/**
 * Takes the script's row lock for the rest of the transaction, so two contracts written at once
 * for one script are checked one after the other. Answers whether the script exists.
 */
export async function lockScript(db: LooseDb, scriptId: number): Promise<boolean> {
  const result = await db
    .updateTable('scripts')
    .set({ updated_at: sql`updated_at` })
    .where('id', '=', scriptId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Refuses terms overlapping another contract of the script (400, on startMonth). */
export async function assertNoOverlap(db: LooseDb, scriptId: number, terms: Terms, self: number | null): Promise<void> {
  let others = db
    .selectFrom('script_signings')
    .select(['start_month', 'end_month'])
    .where('script_id', '=', scriptId)
    .where('start_month', '<=', terms.endMonth ?? LAST_MONTH)
    .where((eb) => eb.or([eb('end_month', 'is', null), eb('end_month', '>=', terms.startMonth)]));
  if (self !== null) others = others.where('id', '<>', self);
  const clash = (await others.executeTakeFirst()) as Row | undefined;
  if (!clash) return;
  const message = `overlaps the contract from ${String(clash.start_month)} to ${String(clash.end_month ?? 'its end')}`;
  throw fail.invalid(`The period ${message}`, [fieldError('startMonth', 'signing_overlap', message)]);
}

/** Whether month `month` reads differently before and after the change (its company or share). */
function changes(before: Terms | null, after: Terms | null, month: string): boolean {
  const was = covers(before, month);
  const is = covers(after, month);
  if (was !== is) return true;
  return was && (before!.companyId !== after!.companyId || before!.shareBp !== after!.shareBp);
}

/** The form field a refused month is reported on. */
function fieldFor(before: Terms | null, after: Terms | null, month: string): string {
  if (after === null) return 'id';
  if (month < after.startMonth) return 'startMonth';
  if (after.endMonth !== null && month > after.endMonth) return 'endMonth';
  if (before !== null && before.shareBp !== after.shareBp && before.companyId === after.companyId) return 'sharePercent';
  return before === null ? 'startMonth' : 'companyId';
}

/**
 * The months a change reaches (before or after, whose company or share differs) must not have a
 * settlement applied for. Refused with 400 on the field that reaches it; a delete with 409 in_use.
 */
export async function assertMonthsOpen(db: LooseDb, scriptId: number, before: Terms | null, after: Terms | null): Promise<void> {
  const periods = [before, after].filter((t): t is Terms => t !== null);
  if (periods.length === 0) return;
  const from = periods.map((t) => t.startMonth).sort()[0]!;
  const to = periods.map((t) => t.endMonth ?? LAST_MONTH).sort().at(-1)!;
  const applied = (await db
    .selectFrom('settlements')
    .select(['month', 'status'])
    .where('kind', '=', 'script')
    .where('subject_id', '=', scriptId)
    .where('status', '<>', 'unapplied')
    .where('month', '>=', from)
    .where('month', '<=', to)
    .orderBy('month')
    .execute()) as Row[];
  const reached = applied.find((row) => changes(before, after, String(row.month)));
  if (!reached) return;
  const month = String(reached.month);
  const message = `the settlement of ${month} is already ${String(reached.status)}`;
  if (after === null) throw fail.conflict(`This contract cannot be deleted: ${message}`, 'in_use');
  throw fail.invalid(`The change reaches a settled month: ${message}`, [
    fieldError(fieldFor(before, after, month), 'signing_month_settled', message),
  ]);
}
