/**
 * Partners (docs/resources.md, cooperatePackage, platformMoney, authorMoney).
 *
 * platformMoney and authorMoney are what the partner pays per settled unit, split between the
 * platform and the script's author. Both are exact decimal strings (at most 2 decimals,
 * non-negative) stored as integer cents, and the split rule is: platformMoney + authorMoney is at
 * most COOPERATE_UNIT_MAX (1,000.00). The rule is checked on create and on the merged record of
 * an update, with the error on authorMoney.
 */
import { z } from 'zod';
import { formatMoney, isMoney, moneyField, parseMoney } from './money.js';
import { plainText, updateFormOf } from './fields.js';
import { priceFromField } from './partnerPrice.js';

export const COOPERATE_NAME_MAX = 64;
export const COOPERATE_PACKAGE_MAX = 128;
export const COOPERATE_UNIT_MAX_CENTS = 100_000;
export const COOPERATE_UNIT_MAX = formatMoney(COOPERATE_UNIT_MAX_CENTS);
/** An Android application id: dot-separated Java identifiers, at least two parts. */
export const PACKAGE_PATTERN = /^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)+$/;

export const cooperateFields = {
  cooperateName: plainText(COOPERATE_NAME_MAX),
  cooperatePackage: z.string().trim().max(COOPERATE_PACKAGE_MAX).regex(PACKAGE_PATTERN),
  platformMoney: moneyField,
  authorMoney: moneyField,
};

/** The split rule on a (merged) partner: problems as {field, message}. */
export function cooperateSplitProblems(value: { platformMoney?: string; authorMoney?: string }): { field: string; message: string }[] {
  const { platformMoney, authorMoney } = value;
  if (platformMoney === undefined || authorMoney === undefined || !isMoney(platformMoney) || !isMoney(authorMoney)) return [];
  if (parseMoney(platformMoney) + parseMoney(authorMoney) > COOPERATE_UNIT_MAX_CENTS) {
    return [{ field: 'authorMoney', message: `platformMoney + authorMoney must be at most ${COOPERATE_UNIT_MAX}` }];
  }
  return [];
}

export const addCooperateForm = z.strictObject(cooperateFields).superRefine((value, ctx) => {
  for (const problem of cooperateSplitProblems(value)) {
    ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message, params: { reason: 'too_big' } });
  }
});
export type AddCooperateForm = z.infer<typeof addCooperateForm>;
/**
 * An update may change the prices from a month on (`priceFrom`, default: the current month);
 * months already examined or settled keep theirs (contracts/partnerPrice.ts). A null, as the
 * list answers a partner priced from the start, takes the default: that value sent back never
 * re-prices months before this one.
 */
export const updateCooperateForm = updateFormOf({ ...cooperateFields, priceFrom: priceFromField.nullable() });
export type UpdateCooperateForm = z.infer<typeof updateCooperateForm>;

export const cooperateRecord = z.object({
  id: z.number().int(),
  cooperateName: z.string(),
  cooperatePackage: z.string(),
  platformMoney: z.string(),
  authorMoney: z.string(),
  /** The month the current shares apply from; null: from the start (contracts/partnerPrice.ts). */
  priceFrom: z.string().nullable(),
  memberCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type CooperateRecord = z.infer<typeof cooperateRecord>;
