/** The inspector panel's parts: the tree of live actors and the chosen actor's details and timeline. */
import { useMemo, useState } from 'react';
import { mergeClasses, Text } from '@fluentui/react-components';
import type { AnyStateMachine } from 'xstate';
import { useI18nContext } from '@locales/i18n-react';
import { StatechartView } from '@/components/statechart/StatechartView';
import {
  activeStateIds,
  statechartOf,
  type Statechart,
} from '@/components/statechart/statechartModel';
import { type Inspector, type LiveActor } from '../inspector';
import { redactedJson } from '../redact';
import {
  actorTree,
  contextOf,
  formatState,
  logicName,
  stateOf,
  takenTransitionsOf,
  timelineOf,
  type TimelineEntry,
} from '../timeline';
import { usePanelStyles } from './panelStyles';

const charts = new WeakMap<AnyStateMachine, Statechart>();
function chartOf(machine: AnyStateMachine): Statechart {
  let chart = charts.get(machine);
  if (!chart) charts.set(machine, (chart = statechartOf(machine)));
  return chart;
}

export function ActorTree({
  actors,
  chosen,
  onChoose,
}: {
  actors: LiveActor[];
  chosen: string | null;
  onChoose: (sessionId: string) => void;
}) {
  const { LL } = useI18nContext();
  const styles = usePanelStyles();
  const rows = actorTree(actors);
  const children = new Map<string | undefined, LiveActor[]>();
  for (const { actor, depth } of rows) {
    const parent = depth === 0 ? undefined : actor.parentId;
    children.set(parent, [...(children.get(parent) ?? []), actor]);
  }
  const list = (parent: string | undefined) => (
    <ul
      className={parent === undefined ? styles.tree : styles.nested}
      aria-label={parent === undefined ? LL.inspector.actors({ count: actors.length }) : undefined}
    >
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

export function ActorDetails({
  inspector,
  sessionId,
}: {
  inspector: Inspector;
  sessionId: string;
}) {
  const { LL } = useI18nContext();
  const styles = usePanelStyles();
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
        <ol
          className={styles.timeline}
          aria-label={LL.inspector.timeline({ count: timeline.length })}
        >
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
  const styles = usePanelStyles();
  const clock = useClock();
  const [open, setOpen] = useState(false);
  const source = entry.source ? inspector.liveActor(entry.source) : undefined;
  const sourceName = entry.source
    ? source
      ? `${source.id} (${logicName(source)})`
      : entry.source
    : null;
  return (
    <li>
      <button
        type="button"
        className={styles.entry}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
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
