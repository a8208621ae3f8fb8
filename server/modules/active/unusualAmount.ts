/**
 * Unusual examined amounts (docs/settlement.md, "Unusual amounts"): money further than a factor
 * from the suggestion for the same final count needs the examiner's explicit second yes
 * (`confirmUnusual`), else 400 `amount_unusual` on activeMoney, stating both figures.
 */
import type { Kysely } from 'kysely';
import { formatMoney, parseMoney } from '../../../contracts/money.js';
import {
  isUnusualAmount,
  suggestedCooperateCents,
  suggestedScriptCents,
} from '../../../contracts/settlement.js';
import type { DB } from '../../db/schema.js';
import { fail } from '../../http/envelope.js';
import { unitCentsOfSettlement } from '../masterData/partnerPrices.js';

/** What the suggestion of one settlement is computed from. */
export type SuggestionBasis =
  | { kind: 'script'; activeNum: number; ecpmWeight: number }
  | { kind: 'cooperate'; unitCents: number };

/** Read before the transition, so the (synchronous) rule check needs no query. */
export async function suggestionBasis(db: Kysely<DB>, id: number): Promise<SuggestionBasis | null> {
  const row = await db
    .selectFrom('settlements as s')
    .select((eb) => ['s.kind', 's.active_num', 's.ecpm_weight', unitCentsOfSettlement(eb).as('unit_cents')])
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  // A partner month's price: stored with it once examined, else the partner's price for that month.
  return row.kind === 'cooperate'
    ? { kind: 'cooperate', unitCents: Number(row.unit_cents) }
    : { kind: 'script', activeNum: Number(row.active_num), ecpmWeight: Number(row.ecpm_weight) };
}

export function suggestedCents(basis: SuggestionBasis, activeFinalNum: number): number {
  return basis.kind === 'script'
    ? suggestedScriptCents(activeFinalNum, basis.activeNum, basis.ecpmWeight)
    : suggestedCooperateCents(activeFinalNum, basis.unitCents);
}

/** True when the examination's money is unusual for its count. */
export function examinedUnusual(
  basis: SuggestionBasis,
  examined: { activeFinalNum: number; activeMoney: string },
  factor: number,
): boolean {
  return isUnusualAmount(parseMoney(examined.activeMoney), suggestedCents(basis, examined.activeFinalNum), factor);
}

/** Throws 400 amount_unusual when the money is unusual and the examiner has not confirmed it. */
export function assertUsualOrConfirmed(
  basis: SuggestionBasis,
  examined: { activeFinalNum: number; activeMoney: string; confirmUnusual?: boolean },
  factor: number,
): void {
  if (examined.confirmUnusual === true || !examinedUnusual(basis, examined, factor)) return;
  const suggested = formatMoney(suggestedCents(basis, examined.activeFinalNum));
  const money = formatMoney(parseMoney(examined.activeMoney));
  const message = `activeMoney ${money} is more than ${factor} times away from the suggested ${suggested}; send confirmUnusual: true to keep it`;
  throw fail.invalid(message, [{ field: 'activeMoney', reason: 'amount_unusual', message }]);
}
