/** REJECT: a pending config goes back to its owner with the reason they will read. */
import { Field, Textarea } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { REJECT_REASON_MAX } from '@contracts/review.js';
import { reasonText } from '@/list/fieldText';
import type { RecordForm } from '@/list/useRecordForm';
import { FormDialog } from '@/components/list/FormDialog';

export function RejectDialog({ form, name }: { form: RecordForm; name: string }) {
  const { LL } = useI18nContext();
  const R = LL.review;
  return (
    <FormDialog
      open={form.open}
      title={R.rejectTitle({ name })}
      busy={form.busy}
      formError={form.formError ? reasonText(LL, form.formError.reason ?? 'internal_error') : null}
      confirmingClose={form.confirmingClose}
      onSubmit={() => form.send({ type: 'SUBMIT' })}
      onClose={() => form.send({ type: 'CLOSE' })}
      onDiscard={() => form.send({ type: 'DISCARD' })}
      onKeepEditing={() => form.send({ type: 'KEEP_EDITING' })}
    >
      <Field
        label={R.reason()}
        required
        hint={R.reasonHint()}
        validationMessage={reasonText(LL, form.fieldErrors.reason, {
          required: R.reasonRequired(),
          too_long: LL.list.tooLong({ max: REJECT_REASON_MAX }),
          invalid_format: LL.list.noMarkup(),
        })}
      >
        <Textarea
          value={form.values.reason ?? ''}
          maxLength={REJECT_REASON_MAX}
          onChange={(_, data) => form.send({ type: 'CHANGE', field: 'reason', value: data.value })}
        />
      </Field>
    </FormDialog>
  );
}
