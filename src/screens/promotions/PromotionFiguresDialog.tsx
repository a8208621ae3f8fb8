/**
 * A promotion's figures (docs/promotions.md, "Figures"): impressions and clicks per day as a line
 * chart (apexcharts, loaded only when this dialog draws it: docs/charts.md) and the same figures
 * in a table with each day's click-through rate and the totals, numbers and percentages in the
 * user's language. The fetch is the loader machine's (loading → ready | failure, RETRY).
 */
import { useCallback, useMemo } from 'react';
import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { clickThroughRate, type PromotionDay, type PromotionFigures } from '@contracts/promotion.js';
import { describeFailure } from '@/api/errorText';
import { ChartSlot } from '@/components/charts/ChartSlot';
import { ErrorState } from '@/components/list/ListStates';
import { PlainTable } from '@/components/list/PlainTable';
import { ReadingDialog } from '@/components/list/ReadingDialog';
import { useLoader } from '@/data/useLoader';
import { useCount } from '@/i18n/Count';
import { formatPercent } from '@/utils/localeFormat';
import { everyDay } from './promotionFigures';

export interface FiguresTarget {
  id: number;
  name: string;
}

type Load = (id: number) => Promise<PromotionFigures>;

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, 94vw)' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  scroll: { overflowX: 'auto', maxHeight: '40vh', overflowY: 'auto' },
  number: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  numberHead: { justifyContent: 'flex-end', textAlign: 'right' },
  total: { fontWeight: tokens.fontWeightSemibold },
  // A date is one word: the table scrolls sideways rather than break "2026-11-" / "26".
  day: { whiteSpace: 'nowrap' },
});

type Row = PromotionDay & { total?: true };

function Figures({ id, load }: { id: number; load: Load }) {
  const { LL, locale } = useI18nContext();
  const P = LL.promotionArea;
  const styles = useStyles();
  const count = useCount();
  const fetchFigures = useCallback(() => load(id), [load, id]);
  const { data, failed, error, retry } = useLoader<PromotionFigures>(fetchFigures);
  const days = useMemo(() => everyDay(data?.days ?? []), [data]);
  if (failed) return <ErrorState title={P.figures()} message={error ? describeFailure(error) : ''} onRetry={retry} />;
  if (!data) return <Spinner size="small" label={LL.list.loading()} />;
  if (days.length === 0) return <Text>{P.figuresEmpty()}</Text>;
  const rate = (row: PromotionDay) => formatPercent(clickThroughRate(row.impressions, row.clicks), locale);
  const rows: Row[] = [...days, { day: P.total(), impressions: data.impressions, clicks: data.clicks, total: true }];
  const number = (cell: (row: Row) => string) => ({ className: styles.number, headerButtonClassName: styles.numberHead, cell });
  return (
    <div className={styles.body}>
      <ChartSlot
        label={P.chartLabel()}
        days={days.map((d) => d.day)}
        dayLabel={P.day()}
        series={[
          { name: P.impressions(), data: days.map((d) => d.impressions) },
          { name: P.clicks(), data: days.map((d) => d.clicks) },
        ]}
      />
      <div className={styles.scroll}>
        <PlainTable<Row>
          aria-label={P.figuresTitle({ name: data.title })}
          rows={rows}
          rowKey={(row) => (row.total ? 'total' : row.day)}
          columns={[
            { key: 'day', label: P.day(), cell: (row) => <span className={row.total ? styles.total : styles.day}>{row.day}</span> },
            { key: 'impressions', label: P.impressions(), ...number((row) => count(row.impressions)) },
            { key: 'clicks', label: P.clicks(), ...number((row) => count(row.clicks)) },
            { key: 'ctr', label: P.ctr(), ...number(rate) },
          ]}
        />
      </div>
    </div>
  );
}

export function PromotionFiguresDialog({ target, load, onClose }: { target: FiguresTarget | null; load: Load; onClose: () => void }) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  return (
    <ReadingDialog
      open={target !== null}
      onClose={onClose}
      closeInTitle
      surfaceClassName={styles.surface}
      title={target ? LL.promotionArea.figuresTitle({ name: target.name }) : ''}
    >
      {target && <Figures id={target.id} load={load} />}
    </ReadingDialog>
  );
}
