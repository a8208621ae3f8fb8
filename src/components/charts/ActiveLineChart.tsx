/**
 * A line chart of the days of one month: the ONE module that imports react-apexcharts. It is
 * only ever loaded lazily (ChartSlot), so apexcharts (~150 kB gzip) lands in its own chunk and
 * never in the first page (docs/charts.md).
 *
 * The picture is for sighted users at a glance; the same figures are in the days table below it,
 * so the SVG is one image with a label (role="img") and its insides stay out of the a11y tree.
 */
import { useMemo, useRef } from 'react';
import ReactApexChartModule from 'react-apexcharts';
import type { ApexOptions } from 'apexcharts';
import { makeStyles } from '@fluentui/react-components';
import { useCount } from '@/i18n/Count';
import { dayAxisLabels } from './dayAxis';
import { useBoxWidth } from './useBoxWidth';

type ChartComponent = typeof ReactApexChartModule;

/**
 * react-apexcharts is CommonJS: under Vite 8 its default import can arrive as the module object
 * `{ default: Chart }`, and React then fails with error #130 although the build passes
 * (docs/decisions.md). Unwrap it once, here.
 */
const Chart: ChartComponent =
  (ReactApexChartModule as unknown as { default?: ChartComponent }).default ?? ReactApexChartModule;

/** Distinct on light and dark backgrounds; seven series at most (a script's figures). */
const PALETTE = ['#4e79a7', '#f28e2b', '#59a14f', '#e15759', '#b07aa1', '#76b7b2', '#edc948'];

export interface LineSeries {
  name: string;
  data: number[];
}

export interface ActiveLineChartProps {
  /** What the chart shows, read by screen readers instead of the SVG. */
  label: string;
  /** The month's days, `YYYY-MM-DD`, one per point of each series. */
  days: string[];
  series: LineSeries[];
  /** The x axis' title (the word "Day"). */
  dayLabel: string;
  dark: boolean;
  height?: number;
}

const useStyles = makeStyles({ box: { width: '100%' } });

export default function ActiveLineChart({ label, days, series, dayLabel, dark, height = 320 }: ActiveLineChartProps) {
  const count = useCount();
  const styles = useStyles();
  const box = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(box);
  const categories = useMemo(() => dayAxisLabels(days, width), [days, width]);
  const options = useMemo<ApexOptions>(
    () => ({
      chart: {
        type: 'line',
        // The shell's surface shows through, light or dark.
        background: 'transparent',
        fontFamily: 'inherit',
        toolbar: { show: false },
        zoom: { enabled: false },
        animations: { enabled: false },
      },
      theme: { mode: dark ? 'dark' : 'light' },
      colors: PALETTE,
      stroke: { width: 2, curve: 'straight' },
      // A line needs two days: a single day shows as points.
      markers: { size: days.length === 1 ? 5 : 0, hover: { size: 4 } },
      dataLabels: { enabled: false },
      legend: { position: 'top', horizontalAlign: 'left' },
      grid: { borderColor: dark ? '#3d3d3d' : '#e6e6e6' },
      // The day of the month on the axis, upright, as many as fit (dayAxis.ts); the tooltip
      // names the full date.
      xaxis: {
        categories,
        labels: { rotate: 0, hideOverlappingLabels: true },
        title: { text: dayLabel },
        tooltip: { enabled: false },
      },
      yaxis: { min: 0, forceNiceScale: true, labels: { formatter: (value: number) => count(Math.round(value)) } },
      tooltip: {
        theme: dark ? 'dark' : 'light',
        shared: true,
        x: { formatter: (_value: number, context?: { dataPointIndex?: number }) => days[context?.dataPointIndex ?? -1] ?? '' },
        y: { formatter: (value: number) => count(value) },
      },
    }),
    [days, categories, dayLabel, dark, count],
  );
  return (
    <div ref={box} role="img" aria-label={label} className={styles.box}>
      <Chart type="line" height={height} options={options} series={series} />
    </div>
  );
}
