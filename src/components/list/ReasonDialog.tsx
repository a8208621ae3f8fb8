/**
 * A form dialog with one required reason (plain text, bounded) that someone else will read: a
 * settlement returned to its owner, a config rejected, a reply to an app user's feedback. The form
 * is the caller's (useRecordForm over the contract's schema, field `reason` unless `field` says).
 */
import { Field, Textarea } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { reasonText } from '@/list/fieldText';
import type { RecordForm } from '@/list/useRecordForm';
import { RecordFormDialog } from './RecordFormDialog';

export interface ReasonDialogProps {
  form: RecordForm;
  title: string;
  label: string;
  hint?: string;
  /** Shown when the reason is left empty. */
  requiredText: string;
  /** The contract's bound on the reason's length. */
  max: number;
  /** The submit button's words (default "Save"). */
  submitLabel?: string;
  /** The form's field (default `reason`). */
  field?: string;
}

export function ReasonDialog({ form, title, label, hint, requiredText, max, submitLabel, field = 'reason' }: ReasonDialogProps) {
  const { LL } = useI18nContext();
  return (
    <RecordFormDialog form={form} title={title} submitLabel={submitLabel}>
      <Field
        label={label}
        required
        hint={hint}
        validationMessage={reasonText(LL, form.fieldErrors[field], {
          required: requiredText,
          too_long: LL.list.tooLong({ max }),
          invalid_format: LL.list.noMarkup(),
        })}
      >
        <Textarea
          value={form.values[field] ?? ''}
          maxLength={max}
          onChange={(_, data) => form.send({ type: 'CHANGE', field, value: data.value })}
        />
      </Field>
    </RecordFormDialog>
  );
}
