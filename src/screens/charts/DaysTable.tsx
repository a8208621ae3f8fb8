/**
 * The month's figures day by day, under the chart: what the picture shows, readable by screen
 * readers and keyboard users (a plain table, numbers right-aligned in tabular figures).
 */
import { makeStyles, Text, tokens, useId } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { PlainTable } from '@/components/list/PlainTable';
import { useCount } from '@/i18n/Count';
import { useMoney } from '@/platform/Money';
import { cellOf, labelOf, type ChartPoint, type ColumnKey } from './chartSeries';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  // Seven figures do not fit a narrow window: the table scrolls inside its own box.
  scroll: { overflowX: 'auto' },
  number: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  // A header cell lays its text out in a flex box: push it right, over its numbers.
  numberHead: { justifyContent: 'flex-end', textAlign: 'right' },
  day: { whiteSpace: 'nowrap' },
});

export function DaysTable({ points, columns }: { points: readonly ChartPoint[]; columns: readonly ColumnKey[] }) {
  const count = useCount();
  const { LL } = useI18nContext();
  const styles = useStyles();
  const money = useMoney();
  const headingId = useId('chart-days');
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Text as="h2" id={headingId} size={400} weight="semibold">
        {LL.charts.table()}
      </Text>
      <div className={styles.scroll}>
        <PlainTable<ChartPoint>
          aria-labelledby={headingId}
          rows={points}
          rowKey={(point) => point.day}
          columns={[
            { key: 'day', label: LL.activity.day(), className: styles.day, cell: (point) => point.day },
            ...columns.map((key) => ({
              key,
              label: labelOf(LL, key),
              className: styles.number,
              headerButtonClassName: styles.numberHead,
              // eCPM is money (per 1,000); the rest are counts.
              cell: (point: ChartPoint) => (key === 'ecpm' ? money.format(cellOf(point, key)) : count(cellOf(point, key))),
            })),
          ]}
        />
      </div>
    </section>
  );
}
