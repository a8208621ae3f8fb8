/**
 * /wn/search-admin (ADMIN): search statistics (docs/reports.md). Two views of the keywords over
 * a period (the last 30 days by default): the most searched, and those most of whose searches
 * found nothing — what users want and the platform lacks. Each row opens its trend; the list
 * exports as shown in the user's language. The view is the URL's `view`, kept while the list
 * writes its own filters.
 */
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { DataTrendingRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { READ_ONLY } from '@contracts/permissions.js';
import { defaultPeriod, FOUND_NOTHING } from '@contracts/reports.js';
import type { searchKeywordContract } from '@contracts/resources/reports.js';
import { reportApis, reportReads, type ReportReads } from '@/api/reports';
import type { ResourceApi } from '@/api/resources';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { ResourceListView } from '@/components/list/ResourceListView';
import { figureColumn } from '@/components/list/standardColumns';
import type { ListColumn, ListFilter } from '@/list/listColumns';
import { KeywordTrendDrawer } from './KeywordTrendDrawer';

type C = typeof searchKeywordContract;
type View = 'top' | 'nothing';
const VIEW = 'view';

export interface SearchAdminViewProps {
  api: ResourceApi<C>;
  reads: ReportReads;
  userKey?: string;
  saveFile?: (blob: Blob, fileName: string) => void;
  /** "Today", for the default period (stories and tests fix it). */
  now?: number;
}

const useStyles = makeStyles({ note: { color: tokens.colorNeutralForeground3 } });

export function SearchAdminView({ api, reads, userKey, saveFile, now }: SearchAdminViewProps) {
  const { LL } = useI18nContext();
  const R = LL.reports;
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const view: View = params.get(VIEW) === 'nothing' ? 'nothing' : 'top';
  const [trendOf, setTrendOf] = useState<string | null>(null);
  const period = useMemo(() => defaultPeriod(now), [now]);
  const defaults = useMemo(() => (view === 'nothing' ? { ...period, foundNothing: 'mostly' } : period), [view, period]);
  const columns: ListColumn<C>[] = [
    { key: 'keyword', label: R.keyword(), hideable: false },
    figureColumn('searchNum', R.searchNum(), { sortable: true, total: true }),
    figureColumn('emptyNum', R.emptyNum(), { sortable: true, total: true }),
    figureColumn('emptyShare', R.emptyShare(), { sortable: true, total: true }),
    figureColumn('days', R.days(), { sortable: true }),
  ];
  const filterFields: ListFilter<C>[] = [
    { kind: 'dateRange', name: 'day', label: R.day() },
    { kind: 'text', name: 'keyword', label: R.keyword() },
    {
      kind: 'select',
      name: 'foundNothing',
      label: R.foundNothing(),
      options: [{ value: '', label: '—' }, ...FOUND_NOTHING.map((value) => ({ value, label: R.foundNothingOptions[value]() }))],
    },
  ];
  const tabs = (
    <TabList selectedValue={view} aria-label={R.tabs()} onTabSelect={(_, data) => setParams({ [VIEW]: String(data.value) })}>
      <Tab value="top">{R.topTab()}</Tab>
      <Tab value="nothing">{R.nothingTab()}</Tab>
    </TabList>
  );
  const applied = { dayFrom: params.get('dayFrom') ?? undefined, dayTo: params.get('dayTo') ?? undefined };
  return (
    <ResourceListView<C>
      key={view}
      title={LL.route.searchAdmin()}
      tableId={view === 'nothing' ? 'searchAdminNothing' : 'searchAdmin'}
      exportName={view === 'nothing' ? 'keywords-found-nothing' : 'top-keywords'}
      api={api}
      permissions={READ_ONLY}
      userKey={userKey}
      saveFile={saveFile}
      columns={columns}
      filterFields={filterFields}
      defaultFilters={defaults}
      defaultSort={view === 'nothing' ? 'emptyNum,desc' : 'searchNum,desc'}
      keepParams={[VIEW]}
      belowTitle={tabs}
      rowName={(row) => row.keyword}
      rowActions={(row) => [{ id: 'trend', label: R.trend(), icon: <DataTrendingRegular />, run: () => setTrendOf(row.keyword) }]}
      emptyText={R.keywordsEmpty()}
      aboveTable={() => (
        <Text as="p" className={styles.note}>
          {view === 'nothing' ? R.nothingNote() : R.keywordsNote()}
        </Text>
      )}
      extras={() => <KeywordTrendDrawer reads={reads} keyword={trendOf} period={applied} onClose={() => setTrendOf(null)} />}
    />
  );
}

export default function SearchAdminScreen() {
  const { userKey } = useCurrentUser();
  return <SearchAdminView api={reportApis.keywords} reads={reportReads} userKey={userKey} />;
}
