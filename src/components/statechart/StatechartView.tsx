/**
 * A statechart drawn from a machine's definition (statechartModel.ts): states as boxes in columns
 * by distance from the initial one, transitions as labelled arrows (forward ones straight, ones
 * going back curved below). The current state is lit; the path a record took (its transitions)
 * is drawn in the brand colour, the states it passed through outlined. One labelled image for
 * assistive technology: the screens list the same transitions as text beside it.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import {
  eventLabel,
  layoutStatechart,
  type ChartTransition,
  type Statechart,
} from './statechartModel';

const BOX = { width: 136, height: 40 };
const GAP = { column: 84, row: 34 };
const PAD = 24;

const useStyles = makeStyles({
  svg: { maxWidth: '100%', height: 'auto', fontFamily: tokens.fontFamilyBase, fontSize: '12px' },
});

export interface StatechartViewProps {
  chart: Statechart;
  /** What the picture shows, for assistive technology. */
  label: string;
  /** The states the record or actor is in now (chart ids). */
  current?: readonly string[];
  /** The transitions taken, in order (a record's history). */
  taken?: readonly Pick<ChartTransition, 'from' | 'to' | 'event'>[];
  /** A state's name for people (translated statuses); the id otherwise. */
  stateLabel?: (id: string) => string;
  /** An event's name for people (translated events); a readable form of its type otherwise. */
  transitionLabel?: (event: string) => string;
}

const key = (t: Pick<ChartTransition, 'from' | 'to' | 'event'>) => `${t.from}|${t.event}|${t.to}`;

export function StatechartView({
  chart,
  label,
  current = [],
  taken = [],
  stateLabel = (id) => id,
  transitionLabel = eventLabel,
}: StatechartViewProps) {
  const styles = useStyles();
  const placed = layoutStatechart(chart);
  const at = new Map(
    placed.map((s) => [
      s.id,
      { x: PAD + s.column * (BOX.width + GAP.column), y: PAD + s.row * (BOX.height + GAP.row) },
    ]),
  );
  const width = Math.max(...placed.map((s) => at.get(s.id)!.x)) + BOX.width + PAD;
  const height = Math.max(...placed.map((s) => at.get(s.id)!.y)) + BOX.height + PAD + 48;
  const takenKeys = new Set(taken.map(key));
  const visited = new Set(taken.flatMap((t) => [t.from, t.to]));
  const now = new Set(current);
  const brand = tokens.colorBrandForeground1;

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      className={styles.svg}
    >
      <defs>
        {['plain', 'taken'].map((kind) => (
          <marker
            key={kind}
            id={`arrow-${kind}-${chart.id}`}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path
              d="M0,0 L10,5 L0,10 z"
              style={{ fill: kind === 'taken' ? brand : tokens.colorNeutralStroke1 }}
            />
          </marker>
        ))}
      </defs>
      {chart.transitions.map((edge, index) => {
        const from = at.get(edge.from);
        const to = at.get(edge.to);
        if (!from || !to) return null;
        const isTaken = takenKeys.has(key(edge));
        const forward = to.x > from.x;
        const start = { x: from.x + BOX.width, y: from.y + BOX.height / 2 };
        const end = forward
          ? { x: to.x, y: to.y + BOX.height / 2 }
          : { x: to.x + BOX.width / 2, y: to.y + BOX.height };
        const path = forward
          ? `M${start.x},${start.y} L${end.x},${end.y}`
          : // Back (or sideways): leave from the bottom and curve under the boxes.
            `M${from.x + BOX.width / 2},${from.y + BOX.height} Q${(from.x + to.x + BOX.width) / 2},${Math.max(from.y, to.y) + BOX.height + 46 + (index % 3) * 6} ${end.x},${end.y}`;
        const labelAt = forward
          ? { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 - 6 }
          : {
              x: (from.x + to.x + BOX.width) / 2,
              y: Math.max(from.y, to.y) + BOX.height + 28 + (index % 3) * 6,
            };
        return (
          <g key={key(edge)} data-transition={key(edge)} data-taken={isTaken || undefined}>
            <path
              d={path}
              fill="none"
              markerEnd={`url(#arrow-${isTaken ? 'taken' : 'plain'}-${chart.id})`}
              style={{
                stroke: isTaken ? brand : tokens.colorNeutralStroke1,
                strokeWidth: isTaken ? 2.5 : 1.2,
              }}
            />
            <text
              x={labelAt.x}
              y={labelAt.y}
              textAnchor="middle"
              style={{
                fill: isTaken ? brand : tokens.colorNeutralForeground2,
                fontWeight: isTaken ? 600 : 400,
              }}
            >
              {transitionLabel(edge.event)}
            </text>
          </g>
        );
      })}
      {placed.map((state) => {
        const { x, y } = at.get(state.id)!;
        const lit = now.has(state.id);
        return (
          <g
            key={state.id}
            data-state={state.id}
            data-current={lit || undefined}
            data-visited={visited.has(state.id) || undefined}
          >
            <rect
              x={x}
              y={y}
              width={BOX.width}
              height={BOX.height}
              rx={state.final ? 4 : 12}
              style={{
                fill: lit ? tokens.colorBrandBackground : tokens.colorNeutralBackground1,
                stroke: lit || visited.has(state.id) ? brand : tokens.colorNeutralStroke1,
                strokeWidth: lit || visited.has(state.id) ? 2 : 1,
              }}
            />
            {state.final && (
              <rect
                x={x + 3}
                y={y + 3}
                width={BOX.width - 6}
                height={BOX.height - 6}
                rx={3}
                fill="none"
                style={{
                  stroke: lit ? tokens.colorNeutralForegroundOnBrand : tokens.colorNeutralStroke1,
                }}
              />
            )}
            {state.initial && (
              <circle
                cx={x - 12}
                cy={y + BOX.height / 2}
                r={5}
                style={{ fill: tokens.colorNeutralForeground2 }}
              />
            )}
            <text
              x={x + BOX.width / 2}
              y={y + BOX.height / 2 + 4}
              textAnchor="middle"
              style={{
                fill: lit ? tokens.colorNeutralForegroundOnBrand : tokens.colorNeutralForeground1,
                fontWeight: 600,
              }}
            >
              {stateLabel(state.id)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
