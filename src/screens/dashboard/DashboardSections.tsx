/**
 * The dashboard's sections, one per role held (contracts/dashboard.ts): what waits for the
 * platform (ADMIN), a creator's or company's scripts, a partner's figures, the latest status
 * changes (ADMIN, AUDITOR). Every figure links to the filtered list behind it.
 */
import { useI18nContext } from '@locales/i18n-react';
import type { DashboardSummary, SettlementCounts } from '@contracts/dashboard.js';
import { useCount } from '@/i18n/Count';
import { FigureCard } from './FigureCard';
import { adminLinks, settlementLinks, thisMonthOf, type SettlementLinks } from './dashboardLinks';
import { RecentTransitions } from './RecentTransitions';
import { TrendCard } from './TrendCard';

function SettlementCard({ counts, links }: { counts: SettlementCounts; links: SettlementLinks }) {
  const { LL } = useI18nContext();
  const D = LL.dashboard;
  return (
    <FigureCard
      title={D.settlements()}
      figures={[
        { label: D.toApply(), value: counts.toApply, to: links.toApply },
        { label: D.submitted(), value: counts.submitted, to: links.submitted },
        { label: D.toConfirm(), value: counts.toConfirm, to: links.toConfirm },
        { label: D.settled(), value: counts.settled, to: links.settled },
      ]}
    />
  );
}

export function AdminSection({
  data,
  now,
}: {
  data: NonNullable<DashboardSummary['admin']>;
  now: number;
}) {
  const { LL } = useI18nContext();
  const D = LL.dashboard;
  const links = adminLinks(now);
  return (
    <>
      <FigureCard
        title={D.waitingReview()}
        figures={[
          { label: D.configs(), value: data.pendingConfigs, to: links.configs },
          { label: D.sharedConfigs(), value: data.pendingLinkers, to: links.sharedConfigs },
        ]}
      />
      <FigureCard
        title={D.toExamine()}
        figures={[
          {
            label: D.scripts(),
            value: data.scriptSettlementsToExamine,
            to: links.scriptsToExamine,
          },
          {
            label: D.partners(),
            value: data.partnerSettlementsToExamine,
            to: links.partnersToExamine,
          },
        ]}
      />
      <FigureCard
        title={D.newUsers()}
        figures={[{ label: D.accountsCreated(), value: data.newUsersThisWeek, to: links.newUsers }]}
      />
      <TrendCard
        points={data.activityTrend}
        to={links.activity}
        linkLabel={LL.route.activeAdmin()}
      />
    </>
  );
}

/** A creator's own scripts, or a business company's: the same figures, their own lists. */
export function ScriptsSection({
  data,
  now,
  company,
}: {
  data: NonNullable<DashboardSummary['scripts']>;
  now: number;
  company: boolean;
}) {
  const count = useCount();
  const { LL } = useI18nContext();
  const D = LL.dashboard;
  // Creators and companies apply and confirm under Settlement.
  const settling = '/settlement';
  return (
    <>
      <FigureCard
        title={D.myScripts({ count: data.scriptCount })}
        figures={[
          {
            label: D.activeThisMonth(),
            value: data.activeThisMonth,
            to: thisMonthOf('/active-table', now),
            note: D.lastMonth({ value: count(data.activeLastMonth) }),
          },
        ]}
      />
      <SettlementCard counts={data.settlements} links={settlementLinks(settling, now)} />
      <TrendCard
        points={data.activityTrend}
        to="/active-table"
        linkLabel={company ? LL.route.companyActiveTable() : LL.route.activeTable()}
      />
    </>
  );
}

export function PartnerSection({
  data,
  now,
}: {
  data: NonNullable<DashboardSummary['partner']>;
  now: number;
}) {
  const count = useCount();
  const { LL } = useI18nContext();
  const D = LL.dashboard;
  const days = thisMonthOf('/red-statistical/day', now);
  return (
    <>
      <FigureCard
        title={LL.route.redStatistical()}
        figures={[
          {
            label: D.activeThisMonth(),
            value: data.activeThisMonth,
            to: days,
            note: D.lastMonth({ value: count(data.activeLastMonth) }),
          },
          { label: D.clicksThisMonth(), value: data.clicksThisMonth, to: days },
        ]}
      />
      <SettlementCard
        counts={data.settlements}
        links={settlementLinks('/red-statistical/month', now)}
      />
    </>
  );
}

export { RecentTransitions };
