/**
 * Daily actives of the last 30 days as a line drawn without a chart library (TrendLine keeps the
 * first screen after sign-in light), with a link to the activity screen and its full chart.
 */
import { makeStyles } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { TrendLine } from '@/components/charts/TrendLine';
import { RouterLink } from '@/screens/shared/RouterLink';
import { DashboardCard } from './DashboardCard';

const useStyles = makeStyles({ card: { flex: '2 1 480px', minWidth: '320px' } });

export function TrendCard({
  points,
  to,
  linkLabel,
}: {
  points: readonly { day: string; activeNum: number }[];
  to: string;
  linkLabel: string;
}) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const title = LL.dashboard.activityTrend();
  return (
    <DashboardCard className={styles.card} title={title} action={<RouterLink to={to}>{linkLabel}</RouterLink>}>
      <TrendLine label={title} points={points.map((p) => ({ day: p.day, value: p.activeNum }))} />
    </DashboardCard>
  );
}
