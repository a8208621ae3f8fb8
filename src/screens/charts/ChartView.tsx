/**
 * One chart screen (the hidden /charts routes): the route's title, whose month it is,
 * a month picker, then the month's line chart and its days table, or the state in between (no
 * subject in the link, loading, a failure with retry, a month with nothing counted). The state
 * lives in the URL and the active chart machine (useChartSubject); each route's screen file only
 * says which kind of subject and which figures.
 */
import type { ReactNode } from 'react';
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { TranslationFunctions } from '@locales/i18n-types';
import type { ChartKind, ChartSubject } from '@machines/activeChart.machine.js';
import type { ChartApi } from '@/api/activity';
import { describeFailure } from '@/api/errorText';
import { ChartSlot } from '@/components/charts/ChartSlot';
import { EmptyState } from '@/components/list/ListStates';
import { DaysTable } from './DaysTable';
import { MonthPicker } from './MonthPicker';
import { figureOf, isEmptyMonth, labelOf, type ColumnKey, type SeriesKey } from './chartSeries';
import { useChartSubject } from './useChartSubject';

export interface ChartViewProps {
  kind: ChartKind;
  /** The route's translated title. */
  title: string;
  api: ChartApi;
  /** The figures drawn (and listed in the table). */
  series: readonly SeriesKey[];
  /** Figures listed in the table only. */
  tableOnly?: readonly ColumnKey[];
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  head: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  subtitle: { color: tokens.colorNeutralForeground2 },
});

/** The subject's name; its id while the server has not named it yet. */
function nameOf(LL: TranslationFunctions, subject: ChartSubject): string {
  const script = subject.scriptName || LL.charts.scriptNumber({ id: subject.scriptId ?? 0 });
  const partner = subject.cooperateName || LL.charts.partnerNumber({ id: subject.cooperateId ?? 0 });
  if (subject.kind === 'script') return script;
  if (subject.kind === 'cooperate') return partner;
  return LL.charts.scriptViaPartner({ script, partner });
}

export function ChartView({ kind, title, api, series, tableOnly = [] }: ChartViewProps) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const { snapshot, setMonth, retry } = useChartSubject(kind, api);
  const { subject, countTime, data, error } = snapshot.context;
  const idle = snapshot.matches('idle');

  let body: ReactNode;
  if (idle) {
    body = <EmptyState title={LL.charts.noSubjectTitle()} text={LL.charts.noSubject()} />;
  } else if (snapshot.matches('failure')) {
    body = (
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{LL.charts.loadFailed()}</MessageBarTitle>
          {error ? describeFailure(error) : ''}
        </MessageBarBody>
        <MessageBarActions>
          <Button icon={<ArrowClockwiseRegular />} onClick={retry}>
            {LL.list.retry()}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  } else if (!data) {
    body = <Spinner label={LL.charts.loading()} />;
  } else if (isEmptyMonth(data.points, series)) {
    body = <EmptyState title={LL.charts.empty()} text={LL.charts.emptyHint()} />;
  } else {
    const names = series.map((key) => labelOf(LL, key));
    body = (
      <>
        <ChartSlot
          label={LL.charts.chartLabel({ series: names.join(', ') })}
          days={data.points.map((point) => point.day)}
          dayLabel={LL.activity.day()}
          series={series.map((key, index) => ({
            name: names[index]!,
            data: data.points.map((point) => figureOf(point, key)),
          }))}
        />
        <DaysTable points={data.points} columns={[...series, ...tableOnly]} />
      </>
    );
  }

  return (
    <div className={styles.root}>
      <div className={styles.head}>
        <Text as="h1" size={600} weight="semibold">
          {title}
        </Text>
        {!idle && (
          <Text className={styles.subtitle} size={400}>
            {LL.activity.chartOf({ name: nameOf(LL, subject), month: countTime })}
          </Text>
        )}
      </div>
      {!idle && <MonthPicker value={countTime} onChange={setMonth} />}
      {body}
    </div>
  );
}
