/**
 * /charts/active-cooperate-chart (ADMIN, COOPERATE): a partner's month, day by day — actives
 * and clicks. Opened from the partner lists (chartLinks.cooperate); another partner answers 404.
 */
import { useI18nContext } from '@locales/i18n-react';
import { chartApi, type ChartApi } from '@/api/activity';
import { ChartView } from './ChartView';
import { CLICK_SERIES } from './chartSeries';

export function ActiveCooperateChartView({ api }: { api: ChartApi }) {
  const { LL } = useI18nContext();
  return <ChartView kind="cooperate" title={LL.route.activeCooperateChart()} api={api} series={CLICK_SERIES} />;
}

export default function ActiveCooperateChartScreen() {
  return <ActiveCooperateChartView api={chartApi} />;
}
