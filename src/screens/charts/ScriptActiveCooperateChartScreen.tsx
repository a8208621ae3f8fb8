/**
 * /charts/script-active-cooperate-chart (ADMIN, COOPERATE): a script's month through one
 * partner, day by day — actives and clicks. Opened from the script-partner lists
 * (chartLinks.scriptCooperate); a script or partner out of the caller's reach answers 404.
 */
import { useI18nContext } from '@locales/i18n-react';
import { chartApi, type ChartApi } from '@/api/activity';
import { ChartView } from './ChartView';
import { CLICK_SERIES } from './chartSeries';

export function ScriptActiveCooperateChartView({ api }: { api: ChartApi }) {
  const { LL } = useI18nContext();
  return (
    <ChartView
      kind="scriptCooperate"
      title={LL.route.scriptActiveCooperateChart()}
      api={api}
      series={CLICK_SERIES}
    />
  );
}

export default function ScriptActiveCooperateChartScreen() {
  return <ScriptActiveCooperateChartView api={chartApi} />;
}
