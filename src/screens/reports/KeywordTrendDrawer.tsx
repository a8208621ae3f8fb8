/**
 * A keyword's trend over the list's period (GET /api/search/querySearchKeywordTrend): its
 * searches and the searches that found nothing, day by day, as a chart and a table, in a drawer
 * beside the keyword list.
 */
import { useCallback } from 'react';
import { Spinner, Text } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { KeywordTrend } from '@contracts/reports.js';
import type { PeriodParams, ReportReads } from '@/api/reports';
import { describeFailure } from '@/api/errorText';
import { EmptyState, ErrorState } from '@/components/list/ListStates';
import { SideDrawer } from '@/components/list/SideDrawer';
import { useLoader } from '@/data/useLoader';
import { ReportDays } from './ReportDays';

type Point = KeywordTrend['points'][number];

function Trend({ reads, keyword, period }: { reads: ReportReads; keyword: string; period: PeriodParams }) {
  const { LL } = useI18nContext();
  const R = LL.reports;
  const { dayFrom, dayTo } = period;
  const load = useCallback(() => reads.keywordTrend({ keyword, dayFrom, dayTo }), [reads, keyword, dayFrom, dayTo]);
  const trend = useLoader<KeywordTrend>(load);
  if (trend.failed) return <ErrorState title={R.trendFailed()} message={trend.error ? describeFailure(trend.error) : ''} onRetry={trend.retry} />;
  const data = trend.data;
  if (!data) return <Spinner size="small" label={R.trendLoading()} />;
  const period_ = R.trendPeriod({ from: data.dayFrom, to: data.dayTo });
  if (data.points.every((p) => p.searchNum === 0)) return <EmptyState title={R.trendEmpty()} text={period_} />;
  return (
    <>
      <Text as="p">{period_}</Text>
      <ReportDays<Point>
        points={data.points}
        tableTitle={LL.charts.table()}
        series={[
          { key: 'searchNum', label: R.searchNum(), value: (p) => p.searchNum },
          { key: 'emptyNum', label: R.emptyNum(), value: (p) => p.emptyNum },
        ]}
      />
    </>
  );
}

export function KeywordTrendDrawer({ reads, keyword, period, onClose }: { reads: ReportReads; keyword: string | null; period: PeriodParams; onClose: () => void }) {
  const { LL } = useI18nContext();
  return (
    <SideDrawer open={keyword !== null} size="large" title={keyword === null ? '' : LL.reports.trendTitle({ keyword })} onClose={onClose}>
      {keyword !== null && <Trend key={keyword} reads={reads} keyword={keyword} period={period} />}
    </SideDrawer>
  );
}
