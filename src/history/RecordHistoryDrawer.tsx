/**
 * One record's history in a drawer, the same for every flow entity (settlement, clicker config,
 * shared clicker config, user): its current status, the statechart of its machine with the
 * current status lit and the transitions it took highlighted, and those transitions as a table
 * (when, who, event, from → to, details). Everything is in the user's language: statuses and
 * events on the chart and in the table, times in their format, details labelled. The history is
 * read when the drawer opens, through the loader machine (loading → ready | failure, RETRY): the
 * component only shows the snapshot.
 */
import { useCallback } from 'react';
import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { FlowEntity, RecordHistory } from '@contracts/audit.js';

type Transition = RecordHistory['transitions'][number];
import type { RecordHistoryLoader } from '@/api/audit';
import { describeFailure } from '@/api/errorText';
import { ErrorState } from '@/components/list/ListStates';
import { PlainTable, type PlainTableProps } from '@/components/list/PlainTable';
import { PlainCards } from '@/components/list/PlainCards';
import { useAppSelector } from '@/shell/appState';
import { SideDrawer } from '@/components/list/SideDrawer';
import { StatusBadge } from '@/components/list/StatusBadge';
import { StatechartView } from '@/components/statechart/StatechartView';
import { useLoader } from '@/data/useLoader';
import { formatDateTime } from '@/utils/localeFormat';
import { actorText, eventLabel } from './auditLabels';
import { flowChart } from './flowMachines';
import { statusLabel } from './statusLabels';
import { describePayload, lineText } from './payloadText';
import { usePayloadWords } from './usePayloadWords';

/** The record whose history is shown. */
export interface HistoryTarget {
  entity: FlowEntity;
  id: number;
  /** How the screen names the record ("Puzzle Kingdom Auto · 2025-01", "bob"). */
  name: string;
}

export interface RecordHistoryDrawerProps {
  /** Open while set. */
  target: HistoryTarget | null;
  load: RecordHistoryLoader;
  onClose: () => void;
}

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  current: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  chart: { overflowX: 'auto' },
  payload: {
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'pre-line',
    wordBreak: 'break-word',
  },
  change: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export function RecordHistoryDrawer({ target, load, onClose }: RecordHistoryDrawerProps) {
  const { LL } = useI18nContext();
  return (
    <SideDrawer
      size="large"
      open={target !== null}
      title={target ? LL.audit.historyTitle({ name: target.name }) : ''}
      onClose={onClose}
    >
      {/* Keyed by record: each opening reads that record's history afresh. */}
      {target && <HistoryBody key={`${target.entity}:${target.id}`} target={target} load={load} />}
    </SideDrawer>
  );
}

function HistoryBody({ target, load }: { target: HistoryTarget; load: RecordHistoryLoader }) {
  const { LL, locale } = useI18nContext();
  const payloadWords = usePayloadWords();
  const styles = useStyles();
  const mobile = useAppSelector((state) => state.context.device === 'mobile');
  const { entity, id } = target;
  const fetchHistory = useCallback(() => load(entity, id), [load, entity, id]);
  const { data: history, failed, error, retry } = useLoader<RecordHistory>(fetchHistory);

  if (failed && error) {
    return (
      <ErrorState
        title={LL.audit.historyFailed()}
        message={describeFailure(error)}
        onRetry={retry}
      />
    );
  }
  if (!history) {
    return <Spinner label={LL.audit.loadingHistory()} />;
  }
  const label = (status: string) => statusLabel(LL, entity, status);
  const event = (type: string) => eventLabel(LL, type);
  return (
    <div className={styles.body}>
      <div className={styles.current}>
        <Text weight="semibold">{LL.audit.currentStatus()}</Text>
        <StatusBadge label={label(history.status)} tone="brand" />
      </div>
      <div className={styles.chart}>
        <StatechartView
          chart={flowChart(entity)}
          label={LL.audit.chartLabel({ name: target.name, status: label(history.status) })}
          current={[history.status]}
          taken={history.transitions}
          stateLabel={label}
          transitionLabel={event}
        />
      </div>
      <Text as="h3" size={400} weight="semibold">
        {LL.audit.transitions()}
      </Text>
      {history.transitions.length === 0 ? (
        <Text>{LL.audit.noTransitions()}</Text>
      ) : (
        <Transitions
          mobile={mobile}
          aria-label={LL.audit.transitions()}
          rows={history.transitions}
          rowKey={(_step, index) => index}
          nameOf={(step) => `${formatDateTime(step.at, locale)} · ${event(step.event)}`}
          columns={[
            { key: 'when', label: LL.audit.when(), cell: (step) => formatDateTime(step.at, locale) },
            { key: 'who', label: LL.audit.who(), cell: (step) => actorText(LL, step) },
            { key: 'event', label: LL.audit.event(), cell: (step) => event(step.event) },
            {
              key: 'change',
              label: LL.audit.change(),
              cell: (step) => (
                <span className={styles.change}>
                  {label(step.from)} → {label(step.to)}
                </span>
              ),
            },
            {
              key: 'payload',
              label: LL.audit.payload(),
              cell: (step) => (
                <p className={styles.payload}>{describePayload(step.payload, payloadWords).map(lineText).join('\n')}</p>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}

/** Five columns do not fit a phone's drawer (a date would run into the next one): cards there. */
function Transitions({ mobile, nameOf, ...table }: PlainTableProps<Transition> & { mobile: boolean; nameOf: (step: Transition) => string }) {
  return mobile ? <PlainCards {...table} nameOf={nameOf} /> : <PlainTable {...table} />;
}
