/**
 * The one scripts list every catalogue screen is (scriptScreens.ts, docs/scripts.md): the
 * catalogue's columns and filters for the screen's scope, the visibility column with the events
 * the machine allows this user, History for those who may read it, the create/edit form with the
 * fields the user's rights allow (on the rows they may edit), the operator's switches and labels
 * and recommendation order, delete for an admin (a script with activity is refused: retire it),
 * CSV export.
 */
import { type ReactNode, useCallback, useMemo } from 'react';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { scriptContract } from '@contracts/resources/scripts.js';
import type { ScriptRecord } from '@contracts/script.js';
import type { ScriptActor } from '@contracts/scriptVisibility.js';
import type { FormValues } from '@machines/submission.machine.js';
import type { RecordHistoryLoader } from '@/api/audit';
import type { ScriptApi } from '@/api/scripts';
import { afterStatus } from '@/components/list/standardColumns';
import type { RowAction } from '@/components/list/RowActions';
import { ResourceListView, type ListControls } from '@/components/list/ResourceListView';
import { useRecordHistory } from '@/history/useRecordHistory';
import type { ScreenColumn } from '@/list/listColumns';
import { ScriptFormFields } from './ScriptFormFields';
import { blankScript, saveScript, scriptFieldsOf, scriptValuesOf, validateScript } from './scriptForm';
import { useScriptColumns, useScriptFilters } from './scriptColumns';
import { editsScript, type ScriptRights } from './scriptRights';
import type { ScriptScope, ScriptScreenVariant } from './scriptScreens';
import { useScriptActivityLink } from './useScriptActivityLink';
import { useScriptChoices, type ScriptChoiceSources } from './useScriptChoices';
import { useScriptFilesLink } from './useScriptFilesLink';
import { useScriptOperation } from './useScriptOperation';
import { useScriptOrderAction } from './useScriptOrderAction';
import { useScriptVisibilityActions } from './useScriptVisibilityActions';

export interface ScriptCatalogueViewProps {
  title: string;
  tableId: string;
  variant: ScriptScreenVariant;
  api: ScriptApi;
  rights: ScriptRights;
  /** The signed-in user, as the visibility machine's guards read them, and their nickname. */
  actor: ScriptActor;
  nickname: string;
  sources: Omit<ScriptChoiceSources, 'scripts'>;
  recordHistory?: RecordHistoryLoader;
  userKey?: string;
  saveFile?: (blob: Blob, fileName: string) => void;
  /** Under the title (the admin's tabs). */
  belowTitle?: ReactNode;
  /** The screen's own row actions, after the catalogue's (the admin's signing contracts). */
  moreRowActions?: (row: ScriptRecord) => RowAction[];
}

const useStyles = makeStyles({ note: { color: tokens.colorNeutralForeground3 } });

export function ScriptCatalogueView(props: ScriptCatalogueViewProps) {
  const { api, rights, actor, variant } = props;
  const scope: ScriptScope = variant.scope;
  const { LL } = useI18nContext();
  const S = LL.script;
  const styles = useStyles();
  const choices = useScriptChoices({ ...props.sources, scripts: api.records });
  const columns = useScriptColumns(scope);
  const filterFields = useScriptFilters(scope, choices);
  const visibility = useScriptVisibilityActions(api, actor);
  const history = useRecordHistory(props.recordHistory);
  const activityActions = useScriptActivityLink(variant.activityPath);
  const files = useScriptFilesLink(variant.filesPath, actor);
  // The operator's switches and labels, and the recommendation order where every script shows.
  const operation = useScriptOperation(api, choices.labelsInUse);
  const ordering = useScriptOrderAction(api, rights.ordering && (scope === 'all' || scope === 'operate'));
  const { editing } = rights;

  /** An empty author name is the author's nickname: the admin's chosen creator, or the user. */
  const ownerNick = useCallback(
    (values: FormValues) => choices.owners.find((owner) => owner.value === values.ownerId)?.label ?? props.nickname,
    [choices.owners, props.nickname],
  );
  const form = useMemo(
    () =>
      editing === 'none'
        ? undefined
        : {
            fields: scriptFieldsOf(editing),
            blank: blankScript(editing === 'all' ? '' : props.nickname),
            validate: (values: FormValues) => validateScript(values, editing, ownerNick(values)),
            submit: (values: FormValues) => saveScript(api.records, values, editing, ownerNick(values)),
            valuesOf: scriptValuesOf,
          },
    [api.records, editing, ownerNick, props.nickname],
  );
  const note = scope === 'own' || scope === 'company' || scope === 'operate' ? S.note[scope]() : null;

  return (
    <ResourceListView<typeof scriptContract>
      title={props.title}
      tableId={props.tableId}
      api={api.records}
      permissions={rights.permissions}
      userKey={props.userKey}
      saveFile={props.saveFile}
      columns={(list: ListControls) => afterStatus(columns, visibility.column(list) as ScreenColumn<typeof scriptContract>)}
      filterFields={filterFields}
      rowName={(row) => row.scriptName}
      defaultFilters={variant.defaultFilters}
      emptyText={S.empty[scope]()}
      belowTitle={props.belowTitle}
      editable={(row) => editsScript(rights, row, actor.id)}
      headActions={ordering.button}
      rowActions={(row: ScriptRecord, list: ListControls) => [
        ...(rights.operating ? operation.rowActions(row, list) : []),
        ...history.actions('script', row.id, row.scriptName),
        ...activityActions(row),
        ...files.actionsFor(row),
        ...(props.moreRowActions?.(row) ?? []),
      ]}
      aboveTable={(records) => (
        <>
          {note && (
            <Text as="p" className={styles.note}>
              {note}
            </Text>
          )}
          {records
            .filter((row) => row.status === 'returned' && row.returnReason && row.ownerId === actor.id)
            .map((row) => (
              <Text as="p" key={row.id}>
                <strong>{row.scriptName}</strong> — {S.returnedBecause({ reason: row.returnReason ?? '' })}
              </Text>
            ))}
        </>
      )}
      form={
        form && {
          ...form,
          createTitle: S.createTitle(),
          editTitle: S.editTitle(),
          render: (recordForm) => <ScriptFormFields form={recordForm} editing={editing} choices={choices} uploadCover={api.uploadCover} />,
        }
      }
      extras={(list) => (
        <>
          {visibility.dialogs}
          {history.drawer}
          {rights.operating && operation.dialog}
          {ordering.dialog(list)}
          {files.dialog}
        </>
      )}
    />
  );
}
