/**
 * /wn/record-admin (ADMIN): launch records (docs/reports.md). Above, the daily active devices
 * of the filtered script and days from the day figures (LaunchFiguresPanel); below, every launch
 * the app reported, newest first, filtered by script, platform, UTC days and device, exported as
 * shown in the user's language.
 */
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { DEVICE_ID, LAUNCH_PLATFORMS } from '@contracts/appEvents.js';
import { READ_ONLY } from '@contracts/permissions.js';
import type { LaunchRecord } from '@contracts/reports.js';
import type { ScriptRecord } from '@contracts/script.js';
import type { launchRecordContract } from '@contracts/resources/reports.js';
import type { ListQueryState } from '@machines/list.machine.js';
import { reportApis, reportReads, type ReportReads } from '@/api/reports';
import type { ResourceApi } from '@/api/resources';
import { scriptApi } from '@/api/scripts';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { ResourceListView } from '@/components/list/ResourceListView';
import { timeColumn } from '@/components/list/standardColumns';
import type { ListColumn, ListFilter } from '@/list/listColumns';
import { useChoices, type ChoicesSource } from '@/list/useChoices';
import { LaunchFiguresPanel } from './LaunchFiguresPanel';

type C = typeof launchRecordContract;

export interface RecordAdminViewProps {
  api: ResourceApi<C>;
  reads: ReportReads;
  /** The scripts to filter by. */
  scripts: ChoicesSource<ScriptRecord>;
  userKey?: string;
  saveFile?: (blob: Blob, fileName: string) => void;
}

const useStyles = makeStyles({ note: { color: tokens.colorNeutralForeground3 } });

const SCRIPTS: ListQueryState = { page: 1, size: 200, sort: 'scriptName,asc', filters: {} };

export function RecordAdminView({ api, reads, scripts, userKey, saveFile }: RecordAdminViewProps) {
  const { LL } = useI18nContext();
  const R = LL.reports;
  const styles = useStyles();
  const scriptOptions = useChoices(scripts, SCRIPTS).records.map((s) => ({ value: String(s.id), label: s.scriptName }));
  const columns: ListColumn<C>[] = [
    { ...timeColumn<LaunchRecord, 'occurredAt'>('occurredAt', R.occurredAt(), { sortable: true }), hideable: false },
    { key: 'scriptName', label: R.script() },
    { key: 'version', label: R.version() },
    { key: 'platform', label: R.platform(), render: (row) => R.platforms[row.platform]() },
    { key: 'access', label: R.access(), render: (row) => R.accessKinds[row.access]() },
    { key: 'deviceId', label: R.deviceId() },
    { key: 'cooperateName', label: R.partner() },
    { key: 'linkerName', label: R.linker() },
    { key: 'id', label: LL.list.id(), shown: false },
  ];
  const filterFields: ListFilter<C>[] = [
    { kind: 'select', name: 'scriptId', label: R.script(), options: [{ value: '', label: R.anyScript() }, ...scriptOptions] },
    {
      kind: 'select',
      name: 'platform',
      label: R.platform(),
      options: [{ value: '', label: R.anyPlatform() }, ...LAUNCH_PLATFORMS.map((p) => ({ value: p, label: R.platforms[p]() }))],
    },
    { kind: 'dateRange', name: 'day', label: R.day() },
    { kind: 'text', name: 'deviceId', label: R.deviceId(), check: (value) => (DEVICE_ID.test(value.trim()) ? undefined : LL.validation.invalid_format()) },
  ];
  return (
    <ResourceListView<C>
      title={LL.route.recordAdmin()}
      tableId="recordAdmin"
      exportName="launch-records"
      api={api}
      permissions={READ_ONLY}
      userKey={userKey}
      saveFile={saveFile}
      columns={columns}
      filterFields={filterFields}
      rowName={(row) => `${row.scriptName} · ${row.deviceId}`}
      emptyText={R.recordsEmpty()}
      aboveTable={() => (
        <>
          <LaunchFiguresPanel reads={reads} />
          <Text as="p" className={styles.note}>
            {R.recordsNote()}
          </Text>
        </>
      )}
    />
  );
}

export default function RecordAdminScreen() {
  const { userKey } = useCurrentUser();
  return <RecordAdminView api={reportApis.launchRecords} reads={reportReads} scripts={scriptApi.records} userKey={userKey} />;
}
