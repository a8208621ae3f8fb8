/**
 * A Fluent v9 theme from one brand colour (spec §9 default #1890ff). Fluent wants a 16-step
 * ramp (10 darkest … 160 lightest) and uses step 80 as the primary colour, so the given colour
 * sits at 80, darker steps mix it with black and lighter ones with white.
 */
import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

export const DEFAULT_BRAND_COLOR = '#1890ff';

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`brandTheme: not a #rrggbb colour: ${hex}`);
  const value = parseInt(match[1], 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * amount) as Rgb;
}

const STEPS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
/** How far step 10 goes towards black, and step 160 towards white. */
const DARKEST = 0.9;
const LIGHTEST = 0.88;

export function brandRamp(hex: string): BrandVariants {
  const base = parseHex(hex);
  const ramp: Partial<Record<(typeof STEPS)[number], string>> = {};
  for (const step of STEPS) {
    const k = step / 10;
    if (k < 8) ramp[step] = toHex(mix(base, [0, 0, 0], ((8 - k) / 7) * DARKEST));
    else if (k > 8) ramp[step] = toHex(mix(base, [255, 255, 255], ((k - 8) / 8) * LIGHTEST));
    else ramp[step] = toHex(base);
  }
  return ramp as BrandVariants;
}

/** The light theme from one brand colour. The dark one is in darkBrandTheme.ts, loaded on demand. */
export function createBrandTheme(hex: string = DEFAULT_BRAND_COLOR): Theme {
  return createLightTheme(brandRamp(hex));
}
