/**
 * "Edit" on an app release (ADMIN): the record form dialog with the force flag, the rollout share
 * (1–100 %) and the notes, sent as updateAppRelease. A withdrawn release is out of reach for good,
 * so it is not offered. The list is read again once saved.
 */
import { useCallback, useRef, useState } from 'react';
import { Text } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { ReleaseRecord } from '@contracts/release.js';
import type { FormValues } from '@machines/submission.machine.js';
import { notify } from '@/api/notifier';
import type { AppReleaseApi } from '@/api/releases';
import { RecordFormDialog } from '@/components/list/RecordFormDialog';
import type { ListControls } from '@/components/list/ResourceListView';
import type { RowAction } from '@/components/list/RowActions';
import { FormNavigationGuard } from '@/list/FormNavigationGuard';
import { useRecordForm } from '@/list/useRecordForm';
import { AppReleaseTermsFields } from './AppReleaseTermsFields';
import { APP_RELEASE_FIELDS, appReleasePayloadOf, appReleaseValuesOf, validateAppRelease } from './appReleaseForm';

const BLANK: FormValues = { updateForce: 'false', rolloutPercent: '', notes: '' };

/** `enabled`: whether this user may change app releases (mayPublish('app', …)). */
export function useAppReleaseEdit(api: Pick<AppReleaseApi, 'update'>, enabled: boolean) {
  const { LL } = useI18nContext();
  const R = LL.release;
  const [editing, setEditing] = useState<ReleaseRecord | null>(null);
  const list = useRef<Pick<ListControls, 'refresh'> | null>(null);
  const submit = useCallback((values: FormValues) => api.update(appReleasePayloadOf(values)), [api]);
  const onSaved = useCallback(() => {
    notify('success', LL.list.saved(), 3000);
    list.current?.refresh();
  }, [LL]);
  const form = useRecordForm({ fields: APP_RELEASE_FIELDS, blank: BLANK, validate: validateAppRelease, submit, onSaved });

  const rowActions = (row: ReleaseRecord, controls: ListControls): RowAction[] =>
    enabled && row.status !== 'withdrawn'
      ? [
          {
            id: 'edit',
            label: LL.list.edit(),
            icon: <EditRegular />,
            run: () => {
              list.current = controls;
              setEditing(row);
              form.send({ type: 'OPEN_EDIT', id: row.id, values: appReleaseValuesOf(row) });
            },
          },
        ]
      : [];

  const { values, fieldErrors } = form;
  const change = (field: string) => (value: string) => form.send({ type: 'CHANGE', field, value });
  const dialog = enabled ? (
    <>
      <FormNavigationGuard form={form} />
      <RecordFormDialog form={form} title={R.editRelease({ version: editing?.versionName ?? '' })}>
        <Text>{R.editHint()}</Text>
        <AppReleaseTermsFields values={values} fieldErrors={fieldErrors} change={change} />
      </RecordFormDialog>
    </>
  ) : null;
  return { rowActions, dialog };
}
