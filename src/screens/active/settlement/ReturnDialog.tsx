/** RETURN: a submitted month goes back to its owner, with the reason they will read. */
import { Field, Textarea } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { RETURN_REASON_MAX } from '@contracts/settlement.js';
import { reasonText } from '@/list/fieldText';
import type { RecordForm } from '@/list/useRecordForm';
import { FormDialog } from '@/components/list/FormDialog';

export function ReturnDialog({ form, name }: { form: RecordForm; name: string }) {
  const { LL } = useI18nContext();
  const S = LL.settlement;
  return (
    <FormDialog
      open={form.open}
      title={S.returnTitle({ name })}
      busy={form.busy}
      formError={form.formError ? reasonText(LL, form.formError.reason ?? 'internal_error') : null}
      confirmingClose={form.confirmingClose}
      onSubmit={() => form.send({ type: 'SUBMIT' })}
      onClose={() => form.send({ type: 'CLOSE' })}
      onDiscard={() => form.send({ type: 'DISCARD' })}
      onKeepEditing={() => form.send({ type: 'KEEP_EDITING' })}
    >
      <Field
        label={S.reason()}
        required
        validationMessage={reasonText(LL, form.fieldErrors.reason, {
          required: S.reasonRequired(),
          too_long: LL.list.tooLong({ max: RETURN_REASON_MAX }),
          invalid_format: LL.list.noMarkup(),
        })}
      >
        <Textarea
          value={form.values.reason ?? ''}
          maxLength={RETURN_REASON_MAX}
          onChange={(_, data) => form.send({ type: 'CHANGE', field: 'reason', value: data.value })}
        />
      </Field>
    </FormDialog>
  );
}
