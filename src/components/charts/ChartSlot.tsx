/**
 * Where a line chart goes on a screen: loads ActiveLineChart (and with it apexcharts) lazily, on
 * the chart routes only, and degrades where SVG cannot be measured.
 *
 * apexcharts lays its SVG out with getBBox(); jsdom (component tests, stories rendered by the
 * test suite) has none, so there the slot keeps the labelled box empty instead of loading a
 * chart that would throw. The days table next to it carries the same figures either way.
 */
import { lazy, Suspense } from 'react';
import { makeStyles } from '@fluentui/react-components';
import { useSettingsSelector } from '@/shell/settings';
import type { ActiveLineChartProps } from './ActiveLineChart';

const ActiveLineChart = lazy(() => import('./ActiveLineChart'));

/** Whether this page can lay out SVG (a browser can; jsdom cannot). */
export function canDrawCharts(): boolean {
  const graphics = (globalThis as { SVGGraphicsElement?: { prototype?: { getBBox?: unknown } } }).SVGGraphicsElement;
  return typeof graphics?.prototype?.getBBox === 'function';
}

const HEIGHT = 320;

const useStyles = makeStyles({
  // The chart's height is kept while it loads, so the table below does not jump.
  placeholder: { width: '100%', minHeight: `${HEIGHT}px` },
});

export type ChartSlotProps = Omit<ActiveLineChartProps, 'dark' | 'height'>;

export function ChartSlot(props: ChartSlotProps) {
  const styles = useStyles();
  const dark = useSettingsSelector((snapshot) => snapshot.context.darkMode);
  const placeholder = (
    <div role="img" aria-label={props.label} className={styles.placeholder} data-chart-placeholder="" />
  );
  if (!canDrawCharts()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ActiveLineChart {...props} dark={dark} height={HEIGHT} />
    </Suspense>
  );
}
