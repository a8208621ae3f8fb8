/**
 * Above the launch records: the daily active devices of the filtered script (every script's,
 * added up, without one) over the filtered days (the last 30 without), by platform, from the day
 * figures (GET /api/record/queryLaunchFigures) — a chart, the days, and the period by platform.
 * It follows the applied filters in the URL; a change of script or days reads it afresh.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { makeStyles, Spinner, Text, tokens, useId } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { TranslationFunctions } from '@locales/i18n-types';
import { PLATFORM_FIGURES, shareOf, type LaunchFigures, type LaunchFiguresPoint } from '@contracts/reports.js';
import type { ReportReads } from '@/api/reports';
import { describeFailure } from '@/api/errorText';
import { EmptyState, ErrorState } from '@/components/list/ListStates';
import { PlainTable } from '@/components/list/PlainTable';
import { useLoader } from '@/data/useLoader';
import { useCount } from '@/i18n/Count';
import { ReportDays, type DaySeries } from './ReportDays';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  note: { color: tokens.colorNeutralForeground3 },
  number: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  numberHead: { justifyContent: 'flex-end', textAlign: 'right' },
});

type Point = LaunchFiguresPoint;
type Figure = Exclude<keyof Point, 'day'>;

const PLATFORM_LABEL: Record<(typeof PLATFORM_FIGURES)[number], (LL: TranslationFunctions) => string> = {
  redFingerNum: (LL) => LL.reports.platforms.red_finger(),
  vmosNum: (LL) => LL.reports.platforms.vmos(),
  virtualCloudNum: (LL) => LL.reports.platforms.virtual_cloud(),
  flyingCloudNum: (LL) => LL.reports.platforms.flying_cloud(),
  otherNum: (LL) => LL.reports.platforms.other(),
};

function seriesOf(LL: TranslationFunctions): DaySeries<Point>[] {
  const of = (key: Figure, label: string, tableOnly = false): DaySeries<Point> => ({ key, label, value: (p) => p[key], tableOnly });
  return [
    of('activeNum', LL.reports.activeNum()),
    ...PLATFORM_FIGURES.map((key) => of(key, PLATFORM_LABEL[key](LL))),
    of('freeNum', LL.reports.freeNum(), true),
    of('trialNum', LL.reports.trialNum(), true),
  ];
}

function Figures({ reads, scriptId, dayFrom, dayTo }: { reads: ReportReads; scriptId?: number; dayFrom?: string; dayTo?: string }) {
  const { LL } = useI18nContext();
  const R = LL.reports;
  const count = useCount();
  const styles = useStyles();
  const platformsId = useId('by-platform');
  const load = useCallback(() => reads.launchFigures({ scriptId, dayFrom, dayTo }), [reads, scriptId, dayFrom, dayTo]);
  const figures = useLoader<LaunchFigures>(load);
  if (figures.failed) return <ErrorState title={R.figuresFailed()} message={figures.error ? describeFailure(figures.error) : ''} onRetry={figures.retry} />;
  const data = figures.data;
  if (!data) return <Spinner size="small" label={R.figuresLoading()} />;
  const subtitle = R.figuresOf({ name: data.scriptName ?? R.anyScript(), from: data.dayFrom, to: data.dayTo });
  if (data.totals.activeNum === 0)
    return <EmptyState title={R.figuresEmpty()} text={subtitle} />;
  return (
    <>
      <Text className={styles.note}>{subtitle}</Text>
      <ReportDays points={data.points} series={seriesOf(LL)} tableTitle={LL.charts.table()} />
      <Text as="h3" id={platformsId} size={300} weight="semibold">
        {R.byPlatform()}
      </Text>
      <PlainTable<(typeof PLATFORM_FIGURES)[number]>
        aria-labelledby={platformsId}
        rows={PLATFORM_FIGURES}
        rowKey={(key) => key}
        columns={[
          { key: 'platform', label: R.platform(), cell: (key) => PLATFORM_LABEL[key](LL) },
          { key: 'total', label: R.total(), className: styles.number, headerButtonClassName: styles.numberHead, cell: (key) => count(data.totals[key]) },
          { key: 'share', label: R.share(), className: styles.number, headerButtonClassName: styles.numberHead, cell: (key) => `${count(shareOf(data.totals[key], data.totals.activeNum))}%` },
        ]}
      />
    </>
  );
}

export function LaunchFiguresPanel({ reads }: { reads: ReportReads }) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const headingId = useId('launch-figures');
  const [params] = useSearchParams();
  const script = Number(params.get('scriptId'));
  const scriptId = Number.isInteger(script) && script > 0 ? script : undefined;
  const dayFrom = params.get('dayFrom')?.slice(0, 10) || undefined;
  const dayTo = params.get('dayTo')?.slice(0, 10) || undefined;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Text as="h2" id={headingId} size={500} weight="semibold">
        {LL.reports.figuresTitle()}
      </Text>
      <Text as="p" className={styles.note}>
        {LL.reports.figuresNote()}
      </Text>
      {/* A new subject or period is a new read: the key starts the loader afresh. */}
      <Figures key={`${scriptId}|${dayFrom}|${dayTo}`} reads={reads} scriptId={scriptId} dayFrom={dayFrom} dayTo={dayTo} />
    </section>
  );
}
