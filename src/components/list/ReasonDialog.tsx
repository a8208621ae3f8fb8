/**
 * A form dialog with one required reason (plain text, bounded) that someone else will read: a
 * settlement returned to its owner, a config rejected. The form is the caller's (useRecordForm
 * over the contract's schema, field `reason`).
 */
import { Field, Textarea } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { reasonText } from '@/list/fieldText';
import type { RecordForm } from '@/list/useRecordForm';
import { FormDialog } from './FormDialog';

export interface ReasonDialogProps {
  form: RecordForm;
  title: string;
  label: string;
  hint?: string;
  /** Shown when the reason is left empty. */
  requiredText: string;
  /** The contract's bound on the reason's length. */
  max: number;
}

export function ReasonDialog({ form, title, label, hint, requiredText, max }: ReasonDialogProps) {
  const { LL } = useI18nContext();
  return (
    <FormDialog
      open={form.open}
      title={title}
      busy={form.busy}
      formError={form.formError ? reasonText(LL, form.formError.reason ?? 'internal_error') : null}
      confirmingClose={form.confirmingClose}
      onSubmit={() => form.send({ type: 'SUBMIT' })}
      onClose={() => form.send({ type: 'CLOSE' })}
      onDiscard={() => form.send({ type: 'DISCARD' })}
      onKeepEditing={() => form.send({ type: 'KEEP_EDITING' })}
    >
      <Field
        label={label}
        required
        hint={hint}
        validationMessage={reasonText(LL, form.fieldErrors.reason, {
          required: requiredText,
          too_long: LL.list.tooLong({ max }),
          invalid_format: LL.list.noMarkup(),
        })}
      >
        <Textarea
          value={form.values.reason ?? ''}
          maxLength={max}
          onChange={(_, data) => form.send({ type: 'CHANGE', field: 'reason', value: data.value })}
        />
      </Field>
    </FormDialog>
  );
}
