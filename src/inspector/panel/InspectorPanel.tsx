/**
 * The inspector panel (docs/inspector.md), a lazy chunk rendered by InspectorHost
 * only while open: the live actors (children nested under their parent), and for the chosen one
 * its current state, its context (secrets redacted), its statechart with the current state lit
 * and the transitions it took drawn in the brand colour, and its event timeline (newest first;
 * each event opens onto its redacted payload). Export writes the whole buffer as redacted JSON.
 *
 * A non-modal drawer: the app stays usable beside it, and what the user does shows up live (the
 * inspector tells the panel of new records at most every 100 ms).
 */
import { useMemo, useState, useSyncExternalStore } from 'react';
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  InlineDrawer,
  makeStyles,
  mergeClasses,
  OverlayDrawer,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, DeleteRegular, Dismiss20Regular } from '@fluentui/react-icons';
import type { AnyStateMachine } from 'xstate';
import { useI18nContext } from '@locales/i18n-react';
import { StatechartView } from '@/components/statechart/StatechartView';
import { activeStateIds, statechartOf, type Statechart } from '@/components/statechart/statechartModel';
import { appInspector, type Inspector, type LiveActor } from '../inspector';
import { redactedJson } from '../redact';
import {
  actorTree,
  contextOf,
  exportTimeline,
  formatState,
  logicName,
  stateOf,
  takenTransitionsOf,
  timelineOf,
  type TimelineEntry,
} from '../timeline';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingBlockEnd: tokens.spacingVerticalXL },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  note: { color: tokens.colorNeutralForeground3 },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(220px, 300px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 760px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  subheading: { margin: `${tokens.spacingVerticalM} 0 ${tokens.spacingVerticalXS}`, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  tree: { listStyle: 'none', margin: 0, paddingInlineStart: 0 },
  nested: { listStyle: 'none', margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  actor: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: `0 ${tokens.spacingHorizontalS}`,
    width: '100%',
    textAlign: 'start',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    marginBlockEnd: '2px',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    font: 'inherit',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  chosen: { border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  machine: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  actorId: { color: tokens.colorNeutralForeground3, fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  actorState: { gridColumn: '1 / -1', fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  json: {
    margin: 0,
    maxHeight: '260px',
    overflow: 'auto',
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  chart: { overflowX: 'auto' },
  timeline: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  entry: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `0 ${tokens.spacingHorizontalS}`,
    width: '100%',
    textAlign: 'start',
    padding: `2px ${tokens.spacingHorizontalXS}`,
    border: 'none',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    font: 'inherit',
    fontSize: tokens.fontSizeBase200,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  time: { color: tokens.colorNeutralForeground3, fontFamily: tokens.fontFamilyMonospace },
  eventType: { fontFamily: tokens.fontFamilyMonospace, fontWeight: tokens.fontWeightSemibold },
  change: { fontFamily: tokens.fontFamilyMonospace },
  payload: { paddingInlineStart: tokens.spacingHorizontalL, paddingBlockEnd: tokens.spacingVerticalXS },
});

/** A browser download of the file; stories and tests pass their own `save`. */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const charts = new WeakMap<AnyStateMachine, Statechart>();
function chartOf(machine: AnyStateMachine): Statechart {
  let chart = charts.get(machine);
  if (!chart) charts.set(machine, (chart = statechartOf(machine)));
  return chart;
}

export interface InspectorPanelProps {
  onClose: () => void;
  /** The inspector to show; the app's own by default (stories pass one of their own). */
  inspector?: Inspector;
  /** Docked in the page (stories) instead of a drawer over it. */
  inline?: boolean;
  /** Where the exported file goes; a browser download by default. */
  save?: (blob: Blob, fileName: string) => void;
  /** The actor chosen at first (its sessionId). */
  initialActor?: string;
}

export default function InspectorPanel({
  onClose,
  inspector = appInspector,
  inline = false,
  save = downloadFile,
  initialActor,
}: InspectorPanelProps) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  // Re-render when something was recorded (at most every 100 ms while events flow).
  useSyncExternalStore(inspector.subscribe, inspector.getVersion, inspector.getVersion);
  const [chosen, setChosen] = useState<string | null>(initialActor ?? null);
  // Read on each render: the panel renders when something was recorded (version), never while closed.
  const actors = inspector.liveActors();

  const exportFile = () => {
    const blob = new Blob([exportTimeline(inspector)], { type: 'application/json' });
    save(blob, `inspector-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  };

  const header = (
    <DrawerHeader>
      <DrawerHeaderTitle
        heading={{ as: 'h2' }}
        action={<Button appearance="subtle" aria-label={LL.inspector.close()} icon={<Dismiss20Regular />} onClick={onClose} />}
      >
        {LL.inspector.title()}
      </DrawerHeaderTitle>
    </DrawerHeader>
  );
  const body = (
    <DrawerBody className={styles.body}>
      <div className={styles.toolbar}>
        <Button icon={<ArrowDownloadRegular />} onClick={exportFile}>
          {LL.inspector.exportTimeline()}
        </Button>
        <Button icon={<DeleteRegular />} onClick={() => inspector.clear()}>
          {LL.inspector.clear()}
        </Button>
        <Text size={200} className={styles.note}>
          {LL.inspector.memory({ capacity: inspector.records.capacity, kept: inspector.records.size })}
        </Text>
      </div>
      <div className={styles.columns}>
        <section aria-labelledby="inspector-actors">
          <h3 id="inspector-actors" className={styles.heading}>
            {LL.inspector.actors({ count: actors.length })}
          </h3>
          {actors.length === 0 ? <Text>{LL.inspector.noActors()}</Text> : <ActorTree actors={actors} chosen={chosen} onChoose={setChosen} />}
        </section>
        <section>
          {chosen === null ? (
            <Text>{LL.inspector.choose()}</Text>
          ) : (
            <ActorDetails inspector={inspector} sessionId={chosen} />
          )}
        </section>
      </div>
    </DrawerBody>
  );

  if (inline) {
    return (
      <InlineDrawer open position="end" size="full" separator>
        {header}
        {body}
      </InlineDrawer>
    );
  }
  return (
    <OverlayDrawer
      open
      position="end"
      size="large"
      modalType="non-modal"
      onOpenChange={(_, data) => !data.open && onClose()}
    >
      {header}
      {body}
    </OverlayDrawer>
  );
}

function ActorTree({ actors, chosen, onChoose }: { actors: LiveActor[]; chosen: string | null; onChoose: (sessionId: string) => void }) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const rows = actorTree(actors);
  const children = new Map<string | undefined, LiveActor[]>();
  for (const { actor, depth } of rows) {
    const parent = depth === 0 ? undefined : actor.parentId;
    children.set(parent, [...(children.get(parent) ?? []), actor]);
  }
  const list = (parent: string | undefined) => (
    <ul className={parent === undefined ? styles.tree : styles.nested} aria-label={parent === undefined ? LL.inspector.actors({ count: actors.length }) : undefined}>
      {(children.get(parent) ?? []).map((actor) => (
        <li key={actor.sessionId}>
          <button
            type="button"
            className={mergeClasses(styles.actor, chosen === actor.sessionId && styles.chosen)}
            aria-pressed={chosen === actor.sessionId}
            onClick={() => onChoose(actor.sessionId)}
          >
            <span className={styles.machine}>{logicName(actor)}</span>{' '}
            <span className={styles.actorId}>{actor.id}</span>{' '}
            <span className={styles.actorState}>{formatState(stateOf(actor.snapshot))}</span>
          </button>
          {children.has(actor.sessionId) && list(actor.sessionId)}
        </li>
      ))}
    </ul>
  );
  return list(undefined);
}

function ActorDetails({ inspector, sessionId }: { inspector: Inspector; sessionId: string }) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const actor = inspector.liveActor(sessionId);
  // Only the chosen actor's, only while open (a walk over at most `capacity` records).
  const timeline = timelineOf(inspector, sessionId);
  const taken = takenTransitionsOf(inspector, sessionId);
  const title = actor ? `${logicName(actor)} · ${actor.id}` : sessionId;

  return (
    <>
      <h3 className={styles.heading}>{title}</h3>
      {!actor && <Text>{LL.inspector.stopped()}</Text>}
      {actor && (
        <>
          <h4 className={styles.subheading}>{LL.inspector.state()}</h4>
          <code className={styles.code} data-testid="inspector-state">
            {formatState(stateOf(actor.snapshot))}
          </code>
          <h4 className={styles.subheading}>{LL.inspector.context()}</h4>
          <pre className={styles.json} aria-label={LL.inspector.context()} tabIndex={0}>
            {redactedJson(contextOf(actor.snapshot))}
          </pre>
          <h4 className={styles.subheading}>{LL.inspector.statechart()}</h4>
          {!actor.machine ? (
            <Text>{LL.inspector.notMachine()}</Text>
          ) : chartOf(actor.machine).states.length === 0 ? (
            <Text>{LL.inspector.noStates()}</Text>
          ) : (
            <div className={styles.chart}>
              <StatechartView
                chart={chartOf(actor.machine)}
                label={LL.inspector.statechartOf({ machine: actor.machine.id })}
                current={activeStateIds(stateOf(actor.snapshot))}
                taken={taken}
              />
            </div>
          )}
        </>
      )}
      <h4 className={styles.subheading}>{LL.inspector.timeline({ count: timeline.length })}</h4>
      {timeline.length === 0 ? (
        <Text>{LL.inspector.noEvents()}</Text>
      ) : (
        <ol className={styles.timeline} aria-label={LL.inspector.timeline({ count: timeline.length })}>
          {timeline.map((entry) => (
            <TimelineItem key={entry.seq} entry={entry} inspector={inspector} />
          ))}
        </ol>
      )}
    </>
  );
}

function useClock() {
  const { locale } = useI18nContext();
  return useMemo(
    () =>
      new Intl.DateTimeFormat(locale, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        fractionalSecondDigits: 3,
        hour12: false,
      }),
    [locale],
  );
}

function TimelineItem({ entry, inspector }: { entry: TimelineEntry; inspector: Inspector }) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const clock = useClock();
  const [open, setOpen] = useState(false);
  const source = entry.source ? inspector.liveActor(entry.source) : undefined;
  const sourceName = entry.source ? (source ? `${source.id} (${logicName(source)})` : entry.source) : null;
  return (
    <li>
      <button type="button" className={styles.entry} aria-expanded={open} onClick={() => setOpen(!open)}>
        <time className={styles.time} dateTime={new Date(entry.time).toISOString()}>
          {clock.format(entry.time)}
        </time>{' '}
        <span className={styles.eventType}>{entry.event?.type ?? '—'}</span>{' '}
        <span className={styles.change}>
          {formatState(entry.before)} → {formatState(entry.after)}
          {entry.status !== 'active' ? ` (${entry.status})` : ''}
        </span>
      </button>
      {open && (
        <div className={styles.payload}>
          {sourceName && <Text size={200}>{LL.inspector.sentBy({ source: sourceName })}</Text>}
          {/* Redacted only now, for the one entry opened. */}
          <pre className={styles.json} aria-label={LL.inspector.event()} tabIndex={0}>
            {redactedJson(entry.event)}
          </pre>
        </div>
      )}
    </li>
  );
}
