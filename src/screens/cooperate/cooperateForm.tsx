/**
 * The partner form: name, package and the two money shares, checked with the contract's schema
 * (addCooperateForm: the package pattern, money format and the split rule on authorMoney) and
 * sent as the exact strings typed.
 */
import type { TranslationFunctions } from '@locales/i18n-types';
import { addCooperateForm, COOPERATE_NAME_MAX, COOPERATE_PACKAGE_MAX, COOPERATE_UNIT_MAX } from '@contracts/cooperate.js';
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
] as const;
type CooperateField = (typeof COOPERATE_FIELDS)[number];
export const COOPERATE_BLANK: FormValues = {
  cooperateName: '',
  cooperatePackage: '',
  platformMoney: '',
  authorMoney: '',
};
const MONEY_MAX_LENGTH = 16;

export const cooperatePayload = (values: FormValues) => ({
  cooperateName: values.cooperateName ?? '',
  cooperatePackage: values.cooperatePackage ?? '',
  platformMoney: values.platformMoney ?? '',
  authorMoney: values.authorMoney ?? '',
});
export const validateCooperate = (values: FormValues) =>
  zodFieldErrors(addCooperateForm, cooperatePayload(values));
export const cooperateValues = (row: CooperateRecord): FormValues => ({
  id: String(row.id),
  cooperateName: row.cooperateName,
  cooperatePackage: row.cooperatePackage,
  platformMoney: row.platformMoney,
  authorMoney: row.authorMoney,
});

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

export function CooperateFields({ form, LL }: { form: RecordForm; LL: TranslationFunctions }) {
  const P = LL.cooperate;
  const money = useMoney();
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
        placeholder: '0.00',
        inputMode: 'decimal',
        contentBefore: money.symbol,
      })}
      {/* The rule sits under the money fields, announced with the author share where its error lands. */}
      {input('authorMoney', P.authorMoney(), MONEY_MAX_LENGTH, {
        placeholder: '0.00',
        inputMode: 'decimal',
        contentBefore: money.symbol,
        hint: P.splitHint({ max: money.format(COOPERATE_UNIT_MAX) }),
      })}
    </>
  );
}
