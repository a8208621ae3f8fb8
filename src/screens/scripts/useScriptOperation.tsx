/**
 * The operator's dialog on the catalogue (docs/scripts.md): a script's operational fields — paid,
 * cache the package, labels — and nothing else, for users who operate every script
 * (scriptRights.ts). A row action opens it in the record form dialog; the payload is checked with
 * the contract's schema before sending; saving tells the user and reads the list again.
 */
import { useCallback } from 'react';
import { Switch, Text, Tooltip } from '@fluentui/react-components';
import { ToggleLeftRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import {
  OPERATIONAL_FIELDS,
  operateScriptForm,
  SCRIPT_LABEL_MAX,
  SCRIPT_LABELS_MAX,
  type OperateScriptForm,
  type ScriptRecord,
} from '@contracts/script.js';
import type { FormValues } from '@machines/submission.machine.js';
import type { ScriptApi } from '@/api/scripts';
import { RecordFormDialog } from '@/components/list/RecordFormDialog';
import type { ListControls } from '@/components/list/ResourceListView';
import type { RowAction } from '@/components/list/RowActions';
import { useFlowOutcome } from '@/flow/useFlowOutcome';
import { useRecordForm } from '@/list/useRecordForm';
import { zodFieldErrors } from '@/list/zodFieldErrors';
import { LabelsField } from './LabelsField';
import { labelsOf } from './scriptForm';

const OPERATED_SWITCHES = ['chargeSwitch', 'cacheSwitch'] as const;
const BLANK: FormValues = { cacheSwitch: 'false', chargeSwitch: 'false', scriptLabel: '[]' };

export function operationPayloadOf(values: FormValues): OperateScriptForm {
  return { cacheSwitch: values.cacheSwitch === 'true', chargeSwitch: values.chargeSwitch === 'true', scriptLabel: labelsOf(values) };
}

const validate = (values: FormValues) => zodFieldErrors(operateScriptForm, operationPayloadOf(values));

const operationValuesOf = (row: ScriptRecord): FormValues => ({
  id: String(row.id),
  cacheSwitch: String(row.cacheSwitch),
  chargeSwitch: String(row.chargeSwitch),
  scriptLabel: JSON.stringify(row.scriptLabel),
});

const nameOf = (row: ScriptRecord) => row.scriptName;

export function useScriptOperation(api: ScriptApi, labelsInUse: readonly string[]) {
  const { LL } = useI18nContext();
  const S = LL.script;
  const outcome = useFlowOutcome<ScriptRecord, 'OPERATE'>(nameOf, (_event, name) => S.operate.done({ name }));
  const { finish, begin } = outcome;
  const submit = useCallback(
    (values: FormValues) => api.records.update({ id: Number(values.id), ...operationPayloadOf(values) }),
    [api],
  );
  const onSaved = useCallback(() => finish('OPERATE'), [finish]);
  const form = useRecordForm({ fields: OPERATIONAL_FIELDS, blank: BLANK, validate, submit, onSaved });
  const set = (field: string) => (value: string) => form.send({ type: 'CHANGE', field, value });

  const rowActions = (row: ScriptRecord, list: Pick<ListControls, 'refresh'>): RowAction[] => [
    {
      id: 'operate',
      label: S.operate.action(),
      icon: <ToggleLeftRegular />,
      run: () => {
        begin(row, list);
        form.send({ type: 'OPEN_EDIT', id: row.id, values: operationValuesOf(row) });
      },
    },
  ];
  const dialog = (
    <RecordFormDialog form={form} title={S.operate.title({ name: outcome.currentName })}>
      <Text>{S.operate.hint()}</Text>
      {OPERATED_SWITCHES.map((field) => (
        <Tooltip key={field} content={S.wireName({ name: field })} relationship="description">
          <Switch label={S[field]()} checked={form.values[field] === 'true'} onChange={(_, data) => set(field)(String(data.checked))} />
        </Tooltip>
      ))}
      <LabelsField
        label={S.scriptLabel()}
        hint={S.labelsHint({ max: SCRIPT_LABELS_MAX })}
        inUse={labelsInUse}
        value={labelsOf(form.values)}
        max={SCRIPT_LABELS_MAX}
        onChange={(labels) => set('scriptLabel')(JSON.stringify(labels))}
        error={form.fieldErrors.scriptLabel ? S.labelsInvalid({ max: SCRIPT_LABEL_MAX }) : undefined}
      />
    </RecordFormDialog>
  );
  return { rowActions, dialog };
}
