/**
 * /wn/settlement-admin (ADMIN): the one place an admin settles (docs/settlement.md). Two tabs,
 * script months and partner months, each counting what waits; each opens on the months their
 * owners submitted, oldest first, with Examine and Return in place (the settlement column). The
 * status filter reaches the months waiting for their owner's confirmation and the settled ones.
 * The tab is the URL's `kind`, kept while the list changes its own parameters.
 */
import { useCallback } from 'react';
import { CounterBadge, Tab, TabList } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { useI18nContext } from '@locales/i18n-react';
import { figureApis, settlementApi } from '@/api/activity';
import { useLoader } from '@/data/useLoader';
import { CooperateMonthsView } from './cooperateFigures/CooperateMonthsView';
import type { ListOpening } from './figureList/FigureListView';
import { ScriptMonthsView } from './scriptMonths/ScriptMonthsView';
import type { SettlementViewProps } from './SettlementScreen';
import { useFigureScreen } from './useFigureScreen';

type Kind = 'script' | 'partner';
const KIND = 'kind';

/** The same data as the owners' Settlement screen: both kinds of months and the settlement calls. */
export type SettlementAdminViewProps = SettlementViewProps;

const WAITING = { status: 'submitted', page: 1, size: 1 } as const;

export function SettlementAdminView({ scriptMonths, cooperateMonths, ...props }: SettlementAdminViewProps) {
  const { LL } = useI18nContext();
  const D = LL.settlementDesk;
  const [params, setParams] = useSearchParams();
  const kind: Kind = params.get(KIND) === 'partner' ? 'partner' : 'script';
  const countWaiting = useCallback(
    async () => ({
      script: (await scriptMonths.query(WAITING)).total,
      partner: (await cooperateMonths.query(WAITING)).total,
    }),
    [scriptMonths, cooperateMonths],
  );
  const waiting = useLoader(countWaiting).data;
  const opening: ListOpening = { filters: { status: 'submitted' }, sort: 'countTime,asc', keepParams: [KIND], emptyText: D.empty() };
  const title = LL.route.settlementAdmin();
  const tab = (value: Kind, label: string) => (
    <Tab value={value}>
      {label}{' '}
      {waiting && waiting[value] > 0 && <CounterBadge count={waiting[value]} size="small" color="informative" aria-label={D.waiting({ count: waiting[value] })} />}
    </Tab>
  );
  const tabs = (
    <TabList selectedValue={kind} aria-label={D.kinds()} onTabSelect={(_, data) => setParams({ [KIND]: String(data.value) })}>
      {tab('script', D.scripts())}
      {tab('partner', D.partners())}
    </TabList>
  );
  const shared = { title, note: D.note(), opening, belowTitle: tabs, ...props };
  return kind === 'partner' ? (
    <CooperateMonthsView key="partner" tableId="settlementAdminPartner" scope="all" api={cooperateMonths} {...shared} />
  ) : (
    <ScriptMonthsView key="script" tableId="settlementAdminScript" variant="statistics" api={scriptMonths} settle showOwners {...shared} />
  );
}

export default function SettlementAdminScreen() {
  return (
    <SettlementAdminView
      scriptMonths={figureApis.scriptMonths}
      cooperateMonths={figureApis.cooperateMonths}
      settlements={settlementApi}
      {...useFigureScreen()}
    />
  );
}
