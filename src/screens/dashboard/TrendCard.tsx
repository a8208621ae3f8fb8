/** Daily actives of the last 30 days as a line (apexcharts, loaded lazily by ChartSlot), with a link to the list. */
import { Card, CardHeader, makeStyles, Text } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { ChartSlot } from '@/components/charts/ChartSlot';
import { RouterLink } from '@/screens/shared/RouterLink';

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
    <Card className={styles.card} role="region" aria-label={title}>
      <CardHeader
        header={<Text weight="semibold">{title}</Text>}
        action={<RouterLink to={to}>{linkLabel}</RouterLink>}
      />
      <ChartSlot
        label={title}
        days={points.map((p) => p.day)}
        series={[{ name: LL.activity.activeNum(), data: points.map((p) => p.activeNum) }]}
        dayLabel={LL.dashboard.day()}
      />
    </Card>
  );
}
