/**
 * The examination form's rules, on the typed text: a whole final count between 0 and the counted
 * activeNum (contracts/settlement.ts examineProblems), and money as the contract's money field.
 */
import { moneyField, moneyFromTyped } from '@contracts/money.js';
import {
  examineProblems,
  returnActiveForm,
  type ReturnActiveForm,
} from '@contracts/settlement.js';
import type { FieldErrors, FormValues } from '@machines/submission.machine.js';
import { zodFieldErrors } from '@/list/zodFieldErrors';

export const EXAMINE_FIELDS = ['activeFinalNum', 'activeMoney'] as const;

/** The typed final count as a number, or null when it is not a whole number of 0 or more. */
export function finalCountOf(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  return /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : null;
}

export function validateExamine(values: FormValues, activeNum: number): FieldErrors {
  const errors: Record<string, string> = {};
  const text = (values.activeFinalNum ?? '').trim();
  const finalNum = finalCountOf(text);
  if (text === '') errors.activeFinalNum = 'required';
  else if (finalNum === null) errors.activeFinalNum = 'invalid_format';
  else if (examineProblems(activeNum, { activeFinalNum: finalNum }).length > 0)
    errors.activeFinalNum = 'too_big';
  if (!moneyField.safeParse(moneyFromTyped(values.activeMoney ?? '')).success)
    errors.activeMoney = 'invalid_format';
  return errors;
}

export const RETURN_BLANK: FormValues = { reason: '' };

/** RETURN's body: the record and the reason, trimmed. */
export function returnBody(values: FormValues): ReturnActiveForm {
  return { id: Number(values.id), reason: (values.reason ?? '').trim() };
}

/** The contract's rules (required, plain text, bounded), checked before the call. */
export const validateReturn = (values: FormValues): FieldErrors =>
  zodFieldErrors(returnActiveForm, { ...returnBody(values), reason: values.reason ?? '' });
