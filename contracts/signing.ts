/**
 * Signing contracts (docs/signing.md): a business company signs a script for a period of months
 * and takes a share of the script's revenue. Only the months inside a signed period belong to the
 * company: those are the months it reads and settles. A script has at most one contract per month.
 */
import { z } from 'zod';
import { idField, plainText, updateFormOf } from './fields.js';
import { monthField, monthOf } from './settlement.js';

export const SIGNING_NOTE_MAX = 200;

/** A share in percent with up to two decimals, 0 to 100 ("30", "12.5"). */
export const SHARE_PATTERN = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;
export const shareField = z.string().trim().regex(SHARE_PATTERN, { message: 'must be a percentage from 0 to 100 with at most two decimals' });

/** Stored as hundredths of a percent (basis points): exact, comparable. */
export function shareToBasisPoints(share: string): number {
  const [whole = '0', fraction = ''] = share.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function basisPointsToShare(points: number): string {
  const fraction = points % 100;
  const whole = (points - fraction) / 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

/** The company's part of an amount in cents, rounded half up to the cent. */
export function shareOfCents(cents: number, basisPoints: number): number {
  return Math.round((cents * basisPoints) / 10_000);
}

/** Where a contract stands on a month: before its start, inside it, or after its end. */
export const SIGNING_TERMS = ['upcoming', 'current', 'past'] as const;
export type SigningTerm = (typeof SIGNING_TERMS)[number];

export function termOf(startMonth: string, endMonth: string | null, now: number | string | Date): SigningTerm {
  const month = monthOf(now);
  if (month < startMonth) return 'upcoming';
  return endMonth !== null && endMonth < month ? 'past' : 'current';
}

/** The months a contract may name: a typo such as 0202-01 or 9999-12 is refused, not stored. */
export const SIGNING_MONTHS = { first: '2000-01', last: '2099-12' } as const;
const contractMonth = monthField.refine((month) => month >= SIGNING_MONTHS.first && month <= SIGNING_MONTHS.last, {
  message: `must be a month from ${SIGNING_MONTHS.first} to ${SIGNING_MONTHS.last}`,
  params: { reason: 'invalid_format' },
});

const periodFields = {
  companyId: idField,
  sharePercent: shareField,
  startMonth: contractMonth,
  /** The last month signed; null: until ended. */
  endMonth: contractMonth.nullable(),
  note: plainText(SIGNING_NOTE_MAX, 0),
};

export const addSigningForm = z.strictObject({
  scriptId: idField,
  ...periodFields,
  endMonth: periodFields.endMonth.optional(),
  note: periodFields.note.optional(),
});
export type AddSigningForm = z.infer<typeof addSigningForm>;
/** The script of a contract does not change: end it and sign the other script instead. */
export const updateSigningForm = updateFormOf(periodFields);
export type UpdateSigningForm = z.infer<typeof updateSigningForm>;

export const signingRecord = z.object({
  id: z.number().int(),
  scriptId: z.number().int(),
  scriptName: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  sharePercent: z.string(),
  startMonth: z.string(),
  endMonth: z.string().nullable(),
  term: z.enum(SIGNING_TERMS),
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SigningRecord = z.infer<typeof signingRecord>;
