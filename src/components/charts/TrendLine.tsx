/**
 * A month of daily figures at a glance, drawn as one SVG line: the dashboard's trend. The full
 * chart (apexcharts, ~150 kB gzip) is one link away on the activity screens; drawing this line
 * ourselves keeps the first screen after sign-in light (docs/decisions.md, "The dashboard's trend
 * line"). Pointing at the line, or moving along it with the arrow keys, reads one day's figure.
 */
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { useCount } from '@/i18n/Count';
import { formatDay } from '@/utils/localeFormat';

const WIDTH = 300;
const HEIGHT = 80;
/** Room above and below the line, so its highest and lowest points are not cut. */
const PAD = 4;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  plot: {
    width: '100%',
    height: '120px',
    display: 'block',
    touchAction: 'pan-y',
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  line: { fill: 'none', stroke: tokens.colorBrandForeground1, strokeWidth: 2, vectorEffect: 'non-scaling-stroke' },
  area: { fill: tokens.colorBrandBackground2, stroke: 'none' },
  marker: { stroke: tokens.colorNeutralStroke1, strokeWidth: 1, vectorEffect: 'non-scaling-stroke' },
  readout: { color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums' },
});

export interface TrendPoint {
  day: string;
  value: number;
}

/** The line's points in the SVG's box: x by index, y by value between the lowest and highest. */
export function trendPath(values: readonly number[]): { x: number; y: number }[] {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  return values.map((value, index) => ({
    x: values.length > 1 ? index * step : WIDTH / 2,
    y: high === low ? HEIGHT / 2 : PAD + (1 - (value - low) / span) * (HEIGHT - 2 * PAD),
  }));
}

export function TrendLine({ label, points }: { label: string; points: readonly TrendPoint[] }) {
  const { LL, locale } = useI18nContext();
  const count = useCount();
  const styles = useStyles();
  const [pointed, setPointed] = useState<number | null>(null);
  if (points.length === 0) return <Text className={styles.readout}>{LL.dashboard.trendNone()}</Text>;

  const values = points.map((p) => p.value);
  const xy = trendPath(values);
  const line = xy.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const area = `0,${HEIGHT} ${line} ${WIDTH},${HEIGHT}`;
  const last = points.length - 1;
  const shown = pointed ?? last;
  const dayText = (index: number) =>
    LL.dashboard.trendDay({ day: formatDay(points[index]!.day, locale), value: count(points[index]!.value) });
  const range = LL.dashboard.trendRange({ low: count(Math.min(...values)), high: count(Math.max(...values)) });

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    const share = (event.clientX - box.left) / box.width;
    setPointed(Math.min(last, Math.max(0, Math.round(share * last))));
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    setPointed(Math.min(last, Math.max(0, shown + (Number.isFinite(move) ? move : move > 0 ? last : -last))));
  };

  return (
    <div className={styles.root}>
      <svg
        className={styles.plot}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        tabIndex={0}
        aria-label={`${label}. ${dayText(last)}. ${range}`}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setPointed(null)}
        onKeyDown={onKeyDown}
        onBlur={() => setPointed(null)}
      >
        <polygon className={styles.area} points={area} />
        <polyline className={styles.line} points={line} />
        <line className={styles.marker} x1={xy[shown]!.x} x2={xy[shown]!.x} y1={0} y2={HEIGHT} />
      </svg>
      {/* What the line shows, in words: the day pointed at (the latest by default) and the range. */}
      <Text className={styles.readout} size={200} aria-live="polite">
        {dayText(shown)} · {range}
      </Text>
    </div>
  );
}
