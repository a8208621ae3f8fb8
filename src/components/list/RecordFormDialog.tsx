/**
 * The form dialog of a record form (useRecordForm): its open, busy and unsaved-changes states,
 * its error that belongs to no field in the user's language, and the dialog's buttons sent to
 * the form machine as events. Screens give only the title and the fields.
 */
import type { ReactNode } from 'react';
import { useI18nContext } from '@locales/i18n-react';
import { reasonText } from '@/list/fieldText';
import type { RecordForm } from '@/list/useRecordForm';
import { FormDialog } from './FormDialog';

export function RecordFormDialog({
  form,
  title,
  submitLabel,
  children,
}: {
  form: RecordForm;
  title: string;
  submitLabel?: string;
  children: ReactNode;
}) {
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
      submitLabel={submitLabel}
    >
      {children}
    </FormDialog>
  );
}
