/**
 * EXAMINE: the final active count (at most the counted one) and the money. The money starts as the
 * formula's suggestion for the counted figures; while the examiner changes the count, the hint
 * shows the suggestion for the count typed, and one click takes it (docs/settlement.md).
 */
import type { ReactNode } from 'react';
import { Button, Field, Input, Text } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { reasonText } from '@/list/fieldText';
import type { RecordForm } from '@/list/useRecordForm';
import { RecordFormDialog } from '@/components/list/RecordFormDialog';
import { useCount } from '@/i18n/Count';
import { useMoney } from '@/platform/Money';
import { finalCountOf } from './examineForm';

export interface ExamineTarget {
  name: string;
  activeNum: number;
  /** The suggested money for a final count. */
  suggest: (finalNum: number) => string;
}

export function ExamineDialog({
  form,
  target,
  question,
}: {
  form: RecordForm;
  target: ExamineTarget | null;
  /** A dialog asked from inside this one (the unusual-amount question): nested, so the focus
   * trap and the hiding of the page behind are handed back when it closes. */
  question?: ReactNode;
}) {
  const { LL } = useI18nContext();
  const S = LL.settlement;
  const A = LL.activity;
  const money = useMoney();
  const count = useCount();
  const active = count(target?.activeNum ?? 0);
  const finalNum = finalCountOf(form.values.activeFinalNum);
  const suggestion =
    target && finalNum !== null && finalNum <= target.activeNum ? target.suggest(finalNum) : null;
  const change = (field: string, value: string) => form.send({ type: 'CHANGE', field, value });
  return (
    <RecordFormDialog form={form} title={target ? S.examineTitle({ name: target.name }) : ''}>
      <Text>{S.examineCounted({ active })}</Text>
      <Field
        label={A.activeFinalNum()}
        required
        validationMessage={reasonText(LL, form.fieldErrors.activeFinalNum, {
          required: S.finalRequired(),
          invalid_format: S.finalInvalid(),
          too_big: S.finalTooMany({ active }),
        })}
      >
        <Input
          inputMode="numeric"
          value={form.values.activeFinalNum ?? ''}
          onChange={(_, data) => change('activeFinalNum', data.value)}
        />
      </Field>
      <Field
        label={A.activeMoney()}
        required
        validationMessage={reasonText(LL, form.fieldErrors.activeMoney, {
          invalid_format: S.moneyInvalid(),
          required: S.moneyInvalid(),
          amount_unusual: LL.validation.amount_unusual(),
        })}
        hint={suggestion ? S.suggestedFor({ money: money.format(suggestion) }) : undefined}
      >
        <Input
          inputMode="decimal"
          contentBefore={money.symbol}
          value={form.values.activeMoney ?? ''}
          onChange={(_, data) => change('activeMoney', data.value)}
        />
      </Field>
      {suggestion && suggestion !== form.values.activeMoney && (
        <Button appearance="secondary" onClick={() => change('activeMoney', suggestion)}>
          {S.takeSuggestion()}
        </Button>
      )}
      {question}
    </RecordFormDialog>
  );
}
