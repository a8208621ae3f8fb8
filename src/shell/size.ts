/**
 * The global size (docs/routes.md, medium, small, mini) mapped to Fluent control
 * sizes and a density. Fluent v9 has three control sizes (small 24px, medium 32px, large 40px)
 * and no global size, so: default → large, medium → medium, small → small, mini → small with a
 * tighter density (smaller text and padding). Components read `useControlSize()`; anything
 * sized by CSS (the later data table's rows) reads the variables the layout sets from
 * `sizeCssVariables()`.
 */
import type { CSSProperties } from 'react';
import type { Size } from '@machines/app.machine.js';
import { useAppSelector } from './appState';

export type ControlSize = 'small' | 'medium' | 'large';

export interface SizeSpec {
  control: ControlSize;
  /** Height of one control or table row, px. */
  controlHeight: number;
  fontSize: number;
  /** Vertical padding of a table cell, px. */
  cellPaddingBlock: number;
  /** Gap between controls, px. */
  gap: number;
}

export const SIZE_SPECS: Record<Size, SizeSpec> = {
  default: { control: 'large', controlHeight: 40, fontSize: 14, cellPaddingBlock: 12, gap: 12 },
  medium: { control: 'medium', controlHeight: 32, fontSize: 14, cellPaddingBlock: 8, gap: 8 },
  small: { control: 'small', controlHeight: 24, fontSize: 12, cellPaddingBlock: 6, gap: 6 },
  mini: { control: 'small', controlHeight: 24, fontSize: 12, cellPaddingBlock: 2, gap: 4 },
};

export function useShellSize(): Size {
  return useAppSelector((snapshot) => snapshot.context.size);
}

/** The Fluent `size` prop for the current global size. */
export function useControlSize(): ControlSize {
  return SIZE_SPECS[useShellSize()].control;
}

export function sizeCssVariables(size: Size): CSSProperties {
  const spec = SIZE_SPECS[size];
  return {
    '--rs-control-height': `${spec.controlHeight}px`,
    '--rs-font-size': `${spec.fontSize}px`,
    '--rs-cell-padding-block': `${spec.cellPaddingBlock}px`,
    '--rs-gap': `${spec.gap}px`,
  } as CSSProperties;
}
