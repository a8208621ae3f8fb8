/**
 * The month's figures day by day, under the chart: what the picture shows, readable by screen
 * readers and keyboard users (a plain table, numbers right-aligned in tabular figures).
 */
import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
  useId,
} from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { formatThousands } from '@/utils/format';
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
        <Table size="small" aria-labelledby={headingId}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{LL.activity.day()}</TableHeaderCell>
              {columns.map((key) => (
                <TableHeaderCell key={key} className={styles.number} button={{ className: styles.numberHead }}>
                  {labelOf(LL, key)}
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {points.map((point) => (
              <TableRow key={point.day}>
                <TableCell className={styles.day}>{point.day}</TableCell>
                {columns.map((key) => (
                  <TableCell key={key} className={styles.number}>
                    {/* eCPM is money (per 1,000); the rest are counts. */}
                    {key === 'ecpm' ? money.format(cellOf(point, key)) : formatThousands(cellOf(point, key))}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
