/**
 * The partner form: name, package and the two money shares, checked with the contract's schema
 * (addCooperateForm: the package pattern, money format and the split rule on authorMoney) and
 * sent as the exact strings typed. Editing, the new shares apply from a month (`priceFrom`,
 * this month by default); months examined or settled keep theirs (docs/settlement.md).
 */
import type { ReactNode } from 'react';
import { z } from 'zod';
import { Field } from '@fluentui/react-components';
import type { TranslationFunctions } from '@locales/i18n-types';
import { useI18nContext } from '@locales/i18n-react';
import { DateField } from '@/components/dates/DateField';
import { formatMonth } from '@/utils/localeFormat';
import { addCooperateForm, COOPERATE_NAME_MAX, COOPERATE_PACKAGE_MAX, COOPERATE_UNIT_MAX } from '@contracts/cooperate.js';
import { moneyFromTyped } from '@contracts/money.js';
import { PRICES_FROM_LAST, PRICES_FROM_START, priceFromField } from '@contracts/partnerPrice.js';
import type { FormValues } from '@machines/submission.machine.js';
import { reasonText } from '@/list/fieldText';
import { zodFieldErrors } from '@/list/zodFieldErrors';
import type { RecordForm } from '@/list/useRecordForm';
import type { CooperateRecord } from '@contracts/cooperate.js';
import { TextField } from '@/screens/shared/TextField';
import { useMoney, type MoneyFormat } from '@/platform/Money';

export const COOPERATE_FIELDS = [
  'cooperateName',
  'cooperatePackage',
  'platformMoney',
  'authorMoney',
  'priceFrom',
] as const;
type CooperateField = Exclude<(typeof COOPERATE_FIELDS)[number], 'priceFrom'>;
export const COOPERATE_BLANK: FormValues = {
  cooperateName: '',
  cooperatePackage: '',
  platformMoney: '',
  authorMoney: '',
  priceFrom: '',
};
const MONEY_MAX_LENGTH = 16;

export const cooperatePayload = (values: FormValues) => ({
  cooperateName: values.cooperateName ?? '',
  cooperatePackage: values.cooperatePackage ?? '',
  platformMoney: moneyFromTyped(values.platformMoney ?? ''),
  authorMoney: moneyFromTyped(values.authorMoney ?? ''),
});
/** An update also says from which month changed shares apply. */
export const cooperateUpdate = (values: FormValues) => ({
  id: Number(values.id),
  ...cooperatePayload(values),
  ...(sharesChanged(values) && { priceFrom: values.priceFrom ?? '' }),
});
export const validateCooperate = (values: FormValues) => ({
  ...zodFieldErrors(addCooperateForm, cooperatePayload(values)),
  ...(values.id && sharesChanged(values) && zodFieldErrors(PRICE_FROM, { priceFrom: values.priceFrom ?? '' })),
});
const PRICE_FROM = z.object({ priceFrom: priceFromField });
/** This month, as the month field shows it. */
const thisMonth = (now = new Date()) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
export const cooperateValues = (row: CooperateRecord): FormValues => ({
  id: String(row.id),
  cooperateName: row.cooperateName,
  cooperatePackage: row.cooperatePackage,
  platformMoney: row.platformMoney,
  authorMoney: row.authorMoney,
  priceFrom: thisMonth(),
  // The shares as stored, to tell a price change from an edit of the name.
  storedPlatformMoney: row.platformMoney,
  storedAuthorMoney: row.authorMoney,
});
/** True when an edit changes the shares (as amounts: 10.5 and 10.50 are the same). */
export function sharesChanged(values: FormValues): boolean {
  if (!values.id) return false;
  const same = (a?: string, b?: string) => Number(moneyFromTyped(a ?? '')) === Number(b) && (a ?? '').trim() !== '';
  return !same(values.platformMoney, values.storedPlatformMoney) || !same(values.authorMoney, values.storedAuthorMoney);
}

function fieldErrorText(
  LL: TranslationFunctions,
  field: CooperateField,
  reason: string | undefined,
  money: MoneyFormat,
) {
  const P = LL.cooperate;
  const split = P.splitTooBig({ max: money.format(COOPERATE_UNIT_MAX) });
  switch (field) {
    case 'cooperateName':
      return reasonText(LL, reason, {
        required: P.nameRequired(),
        too_long: LL.list.tooLong({ max: COOPERATE_NAME_MAX }),
        invalid_format: LL.list.noMarkup(),
      });
    case 'cooperatePackage':
      return reasonText(LL, reason, {
        required: P.packageRequired(),
        too_long: P.packageInvalid(),
        invalid_format: P.packageInvalid(),
      });
    case 'platformMoney':
      return reasonText(LL, reason, {
        required: P.moneyRequired(),
        too_long: P.moneyInvalid(),
        invalid_format: P.moneyInvalid(),
      });
    case 'authorMoney':
      // The split rule is reported here: too_big from the schema, invalid_value from an update's check.
      return reasonText(LL, reason, {
        required: P.moneyRequired(),
        too_long: P.moneyInvalid(),
        invalid_format: P.moneyInvalid(),
        too_big: split,
        invalid_value: split,
      });
  }
}

export function CooperateFields({
  form,
  LL,
  question,
}: {
  form: RecordForm;
  LL: TranslationFunctions;
  /** The price change question, nested in the form's dialog. */
  question?: ReactNode;
}) {
  const P = LL.cooperate;
  const money = useMoney();
  const { locale } = useI18nContext();
  const range = P.priceFromRange({ first: formatMonth(PRICES_FROM_START, locale), last: formatMonth(PRICES_FROM_LAST, locale) });
  const input = (
    field: CooperateField,
    label: string,
    maxLength: number,
    extra: { placeholder?: string; inputMode?: 'decimal'; hint?: string; contentBefore?: string } = {},
  ) => (
    <TextField
      label={label}
      required
      value={form.values[field] ?? ''}
      maxLength={maxLength}
      error={fieldErrorText(LL, field, form.fieldErrors[field], money)}
      onChange={(value) => form.send({ type: 'CHANGE', field, value })}
      {...extra}
    />
  );
  return (
    <>
      {input('cooperateName', P.cooperateName(), COOPERATE_NAME_MAX)}
      {input('cooperatePackage', P.cooperatePackage(), COOPERATE_PACKAGE_MAX, {
        placeholder: 'com.example.app',
      })}
      {input('platformMoney', P.platformMoney(), MONEY_MAX_LENGTH, {
        placeholder: money.placeholder,
        inputMode: 'decimal',
        contentBefore: money.symbol,
      })}
      {/* The rule sits under the money fields, announced with the author share where its error lands. */}
      {input('authorMoney', P.authorMoney(), MONEY_MAX_LENGTH, {
        placeholder: money.placeholder,
        inputMode: 'decimal',
        contentBefore: money.symbol,
        hint: P.splitHint({ max: money.format(COOPERATE_UNIT_MAX) }),
      })}
      {sharesChanged(form.values) && (
        <Field hint={P.priceFromHint()}>
          <DateField
            unit="month"
            label={P.priceFromField()}
            required
            reportUnreadable
            min={PRICES_FROM_START}
            max={PRICES_FROM_LAST}
            value={form.values.priceFrom ?? ''}
            error={reasonText(LL, form.fieldErrors.priceFrom, {
              required: P.priceFromRequired(),
              invalid_format: P.priceFromRequired(),
              invalid_value: P.priceChangeDeclined(),
              too_small: range,
              too_big: range,
            })}
            onChange={(value) => form.send({ type: 'CHANGE', field: 'priceFrom', value })}
          />
        </Field>
      )}
      {question}
    </>
  );
}
