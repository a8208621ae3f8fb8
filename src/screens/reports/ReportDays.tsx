/**
 * The reports' day figures: a line chart (apexcharts, loaded lazily by ChartSlot on these routes
 * only) over the same figures as a plain table, readable by screen readers and keyboard users.
 * Both reports draw theirs with it (a script's daily devices, a keyword's searches).
 */
import { makeStyles, Text, tokens, useId } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { ChartSlot } from '@/components/charts/ChartSlot';
import { PlainTable } from '@/components/list/PlainTable';
import { useCount } from '@/i18n/Count';

export interface DaySeries<Point> {
  key: string;
  label: string;
  value: (point: Point) => number;
  /** Listed in the table, not drawn (a figure on another scale, or one the picture need not repeat). */
  tableOnly?: boolean;
}

const COLUMN_MIN_PX = 88;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  scroll: { overflowX: 'auto', maxHeight: '320px', overflowY: 'auto' },
  number: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  numberHead: { justifyContent: 'flex-end', textAlign: 'right' },
  day: { whiteSpace: 'nowrap' },
});

export function ReportDays<Point extends { day: string }>({
  points,
  series,
  tableTitle,
}: {
  points: readonly Point[];
  series: readonly DaySeries<Point>[];
  tableTitle: string;
}) {
  const { LL } = useI18nContext();
  const count = useCount();
  const styles = useStyles();
  const headingId = useId('report-days');
  const drawn = series.filter((s) => !s.tableOnly);
  return (
    <div className={styles.root}>
      <ChartSlot
        label={LL.charts.chartLabel({ series: drawn.map((s) => s.label).join(', ') })}
        days={points.map((point) => point.day)}
        dayLabel={LL.activity.day()}
        series={drawn.map((s) => ({ name: s.label, data: points.map(s.value) }))}
      />
      <Text as="h3" id={headingId} size={300} weight="semibold">
        {tableTitle}
      </Text>
      {/* A box that scrolls is reachable by Tab, so keyboard users can scroll it too. */}
      <div className={styles.scroll} role="region" aria-labelledby={headingId} tabIndex={0}>
        {/* Each column keeps room for its figure; on a phone the box scrolls instead of squeezing. */}
        <div style={{ minWidth: `${(series.length + 1) * COLUMN_MIN_PX}px` }}>
          <PlainTable<Point>
            aria-labelledby={headingId}
            rows={[...points].reverse()}
            rowKey={(point) => point.day}
            columns={[
              {
                key: 'day',
                label: LL.activity.day(),
                className: styles.day,
                cell: (point) => point.day,
              },
              ...series.map((s) => ({
                key: s.key,
                label: s.label,
                className: styles.number,
                headerButtonClassName: styles.numberHead,
                cell: (point: Point) => count(s.value(point)),
              })),
            ]}
          />
        </div>
      </div>
    </div>
  );
}
