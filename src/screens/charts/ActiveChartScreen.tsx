/**
 * /charts/active-chart (ADMIN, CREATOR, BUSINESS_COMPANY): a script's month, day by day —
 * actives, free and trial users and the four platforms (eCPM in the table). Opened from the
 * script month lists (chartLinks.script); another owner's script answers 404.
 */
import { useI18nContext } from '@locales/i18n-react';
import { chartApi, type ChartApi } from '@/api/activity';
import { ChartView } from './ChartView';
import { SCRIPT_SERIES } from './chartSeries';

const TABLE_ONLY = ['ecpm'] as const;

export function ActiveChartView({ api }: { api: ChartApi }) {
  const { LL } = useI18nContext();
  return <ChartView kind="script" title={LL.route.activeChart()} api={api} series={SCRIPT_SERIES} tableOnly={TABLE_ONLY} />;
}

export default function ActiveChartScreen() {
  return <ActiveChartView api={chartApi} />;
}
