/**
 * One list of versions for every track (docs/releases.md): a script's files, the app's releases,
 * the Lua code. The track's contract gives the columns and filters, newest version first; the
 * release machine gives each row's Activate / Roll back / Withdraw (useReleaseActions), and those
 * who read histories get each version's History. Versions are added by uploading, never here: the
 * screen puts its upload button or panel in `headActions` / `belowTitle`.
 */
import type { ReactNode } from 'react';
import { useI18nContext } from '@locales/i18n-react';
import type { ReleaseActor, ReleaseRecord } from '@contracts/release.js';
import type { ReleaseListContract } from '@contracts/resources/releases.js';
import type { ScriptRecord } from '@contracts/script.js';
import type { ListQueryState } from '@machines/list.machine.js';
import type { RecordHistoryLoader } from '@/api/audit';
import { ResourceListView, type ListControls, type ResourceListViewProps } from '@/components/list/ResourceListView';
import type { RowAction } from '@/components/list/RowActions';
import { afterStatus } from '@/components/list/standardColumns';
import { useRecordHistory } from '@/history/useRecordHistory';
import type { ListColumn } from '@/list/listColumns';
import { NO_CHOICES, useChoices, type ChoicesSource } from '@/list/useChoices';
import { useReleaseColumns, useReleaseFilters } from './releaseColumns';
import { releaseNameOf, TRACK_KINDS, type ReleaseListApi, type ReleaseTrack } from './releaseTracks';
import { publishesAny, useReleaseActions } from './useReleaseActions';

type PassedThrough = Pick<
  ResourceListViewProps<ReleaseListContract>,
  'permissions' | 'userKey' | 'saveFile' | 'belowTitle' | 'headActions' | 'keepParams' | 'emptyText'
>;

export interface ReleaseListViewProps extends PassedThrough {
  title: string;
  tableId: string;
  track: ReleaseTrack;
  /** The track's calls (src/api/releases.ts: scriptFileApi, appReleaseApi, luaVersionApi). */
  api: ReleaseListApi;
  /** The signed-in user, as the release machine's guards read them. */
  actor: ReleaseActor;
  /** The history loader for those who may read histories (useHistoryAccess); none: no History. */
  recordHistory?: RecordHistoryLoader;
  /** A script's files: the scripts to filter by (the ones the user may read). */
  scripts?: ChoicesSource<ScriptRecord>;
  /** The screen's own row actions, before History (the app release's Edit). */
  moreRowActions?: (row: ReleaseRecord, list: ListControls) => RowAction[];
  /** The screen's own dialogs. */
  extras?: ReactNode;
  /** Told after a version was activated or withdrawn (what else shows the active version). */
  onChanged?: () => void;
}

const SCRIPTS_BY_NAME: ListQueryState = { page: 1, size: 200, sort: 'scriptName,asc', filters: {} };

export function ReleaseListView({ track, api, actor, scripts, moreRowActions, extras, onChanged, ...props }: ReleaseListViewProps) {
  const { LL } = useI18nContext();
  const scriptOptions = useChoices(track === 'script' && scripts ? scripts : NO_CHOICES, SCRIPTS_BY_NAME).records.map((s) => ({
    value: String(s.id),
    label: s.scriptName,
  }));
  const columns = useReleaseColumns(track, api.records.contract);
  const filterFields = useReleaseFilters(track, scriptOptions);
  const flow = useReleaseActions(api, actor, onChanged);
  const acts = publishesAny(TRACK_KINDS[track], actor);
  const history = useRecordHistory(props.recordHistory);
  const hasRowActions = history.offered || moreRowActions !== undefined;

  return (
    <ResourceListView<ReleaseListContract>
      title={props.title}
      tableId={props.tableId}
      api={api.records}
      permissions={props.permissions}
      userKey={props.userKey}
      saveFile={props.saveFile}
      columns={(list: ListControls) => (acts ? afterStatus(columns, flow.column(list) as ListColumn<ReleaseListContract>) : columns)}
      filterFields={filterFields}
      rowName={releaseNameOf}
      belowTitle={props.belowTitle}
      headActions={props.headActions}
      keepParams={props.keepParams}
      emptyText={props.emptyText ?? LL.release.empty()}
      rowActions={
        hasRowActions
          ? (row: ReleaseRecord, list: ListControls) => [
              ...(moreRowActions?.(row, list) ?? []),
              ...history.actions('release', row.id, releaseNameOf(row)),
            ]
          : undefined
      }
      extras={() => (
        <>
          {flow.dialog}
          {history.drawer}
          {extras}
        </>
      )}
    />
  );
}
