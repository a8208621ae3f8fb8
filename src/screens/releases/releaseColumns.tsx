/**
 * The versions' columns and filters (contracts/resources/releases.ts), one set for the three
 * tracks: each track shows the columns its contract declares (a script's list its script and
 * kind, the app its version code and rollout). Sizes in decimal units (1 kB = 1,000 bytes, as
 * the upload limits), the MD5 whole with a copy button (Md5Cell), times the reader's
 * way, and each file with its download link (the record's public `url`).
 */
import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { ColumnKeyOf, FilterParamOf } from '@contracts/resourceContract.js';
import { RELEASE_STATUSES, SCRIPT_FILE_KINDS, type ReleaseRecord, type ReleaseStatus } from '@contracts/release.js';
import type {
  appReleaseContract,
  luaVersionContract,
  ReleaseListContract,
  scriptFileContract,
} from '@contracts/resources/releases.js';
import type { Column } from '@/components/list/DataTable';
import type { FilterField } from '@/components/list/FilterBar';
import { StatusBadge, type StatusTone } from '@/components/list/StatusBadge';
import type { ListColumn, ListFilter } from '@/list/listColumns';
import { formatBytes, formatDateTime } from '@/utils/localeFormat';
import { Md5Cell } from './Md5Cell';
import type { ReleaseTrack } from './releaseTracks';

type Contracts = typeof scriptFileContract | typeof appReleaseContract | typeof luaVersionContract;
/** A column of any track's contract (each list keeps the ones its own contract has). */
type ReleaseColumnKey = { [C in Contracts as C['entity']]: ColumnKeyOf<C> }[Contracts['entity']];
type ReleaseFilterName = { [C in Contracts as C['entity']]: FilterParamOf<C> }[Contracts['entity']];
type Option = { value: string; label: string };

const TONES: Record<ReleaseStatus, StatusTone> = {
  uploaded: 'informative',
  active: 'success',
  superseded: 'subtle',
  withdrawn: 'danger',
};

const useStyles = makeStyles({
  file: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  download: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, whiteSpace: 'nowrap' },
});

export function useReleaseColumns(track: ReleaseTrack, contract: ReleaseListContract): ListColumn<ReleaseListContract>[] {
  const { LL, locale } = useI18nContext();
  const R = LL.release;
  const styles = useStyles();
  const yesNo = (value: boolean) => (value ? LL.list.yes() : LL.list.no());
  const time = (iso: string | null) => (iso ? formatDateTime(iso, locale) : '');
  const all: Column<ReleaseRecord, ReleaseColumnKey>[] = [
    { key: 'scriptId', label: R.script(), hideable: false, render: (row) => row.scriptName },
    { key: 'kind', label: R.kind(), render: (row) => R.kinds[row.kind]() },
    { key: 'versionName', label: R.version(), hideable: false },
    { key: 'versionCode', label: R.updateVersion(), sortable: true, numeric: true },
    {
      key: 'status',
      label: R.statusColumn(),
      render: (row) => <StatusBadge label={R.status[row.status]()} tone={TONES[row.status]} />,
    },
    { key: 'forceUpdate', label: track === 'app' ? R.updateForce() : R.forceUpdate(), render: (row) => yesNo(row.forceUpdate) },
    { key: 'rolloutPercent', label: R.rollout(), numeric: true },
    {
      key: 'fileName',
      label: R.fileName(),
      render: (row) => (
        <span className={styles.file}>
          <span>{row.fileName}</span>
          {/* The public file itself: the browser downloads it, no API call and no token. */}
          <Link href={row.url} download={row.fileName} aria-label={R.downloadFile({ name: row.fileName })} className={styles.download}>
            <ArrowDownloadRegular aria-hidden />
            {R.download()}
          </Link>
        </span>
      ),
    },
    { key: 'fileSize', label: R.size(), numeric: true, render: (row) => formatBytes(row.fileSize, locale) },
    { key: 'md5', label: R.md5(), render: (row) => <Md5Cell md5={row.md5} fileName={row.fileName} /> },
    { key: 'createdByName', label: R.createdBy() },
    { key: 'createdAt', label: LL.list.createdAt(), sortable: true, render: (row) => time(row.createdAt) },
    { key: 'activatedAt', label: R.activatedAt(), render: (row) => time(row.activatedAt) },
    { key: 'notes', label: R.notes(), shown: false },
  ];
  return all.filter((column) => column.key in contract.columns) as ListColumn<ReleaseListContract>[];
}

/** Status for every track; a script's list also its script and kind. */
export function useReleaseFilters(track: ReleaseTrack, scripts: readonly Option[]): ListFilter<ReleaseListContract>[] {
  const { LL } = useI18nContext();
  const R = LL.release;
  const status: FilterField<ReleaseFilterName> = {
    kind: 'select',
    name: 'status',
    label: R.statusColumn(),
    options: RELEASE_STATUSES.map((value) => ({ value, label: R.status[value]() })),
  };
  const fields: FilterField<ReleaseFilterName>[] =
    track === 'script'
      ? [
          // Always declared: a list opened on `scriptId` keeps it while the choices load.
          { kind: 'select', name: 'scriptId', label: R.script(), options: scripts },
          { kind: 'select', name: 'kind', label: R.kind(), options: SCRIPT_FILE_KINDS.map((value) => ({ value, label: R.kinds[value]() })) },
          status,
        ]
      : [status];
  return fields as ListFilter<ReleaseListContract>[];
}
