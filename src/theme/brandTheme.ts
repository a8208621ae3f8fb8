/**
 * A Fluent v9 theme from one brand colour (docs/decisions.md). Fluent wants a 16-step
 * ramp (10 darkest … 160 lightest) and uses step 80 as the primary colour, so the given colour
 * sits at 80, darker steps mix it with black and lighter ones with white. Whatever is read on or
 * in the brand colour uses its readable shade (WCAG AA), see readableBrandShade.
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

/** WCAG relative luminance of a colour. */
function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [relativeLuminance(parseHex(a)), relativeLuminance(parseHex(b))].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

/**
 * White text on it, and it as text on the app's light greys (down to #f0f0f0, the sidebar), both
 * read at WCAG AA 4.5:1: 5.2:1 against white covers the greys.
 */
const TEXT_CONTRAST = 5.2;

/**
 * The brand colour itself when it reads well enough, else the nearest darker shade that does.
 * The default brand colour #1890ff gives white text only 3.2:1, so its buttons, active tags and links use
 * this shade while the colour stays the brand's everywhere nothing is read on or in it.
 */
export function readableBrandShade(hex: string): string {
  const base = parseHex(hex);
  for (let amount = 0; amount <= 1; amount += 0.01) {
    const shade = toHex(mix(base, [0, 0, 0], amount));
    if (contrastRatio(shade, '#ffffff') >= TEXT_CONTRAST) return shade;
  }
  return '#000000';
}

/** The light theme from one brand colour. The dark one is in darkBrandTheme.ts, loaded on demand. */
export function createBrandTheme(hex: string = DEFAULT_BRAND_COLOR): Theme {
  const theme = createLightTheme(brandRamp(hex));
  const readable = readableBrandShade(hex);
  const darker = (amount: number) => toHex(mix(parseHex(readable), [0, 0, 0], amount));
  return {
    ...theme,
    // Backgrounds that carry white text (primary buttons, the active tag, checked boxes).
    colorBrandBackground: readable,
    colorBrandBackgroundHover: darker(0.12),
    colorBrandBackgroundPressed: darker(0.3),
    colorBrandBackgroundSelected: darker(0.2),
    colorCompoundBrandBackground: readable,
    colorCompoundBrandBackgroundHover: darker(0.12),
    colorCompoundBrandBackgroundPressed: darker(0.3),
    // The brand colour as text (links, the logo, the active menu entry).
    colorBrandForeground1: readable,
    colorBrandForeground2: darker(0.12),
    colorBrandForegroundLink: readable,
    colorBrandForegroundLinkHover: darker(0.12),
    colorBrandForegroundLinkPressed: darker(0.3),
    colorBrandForegroundLinkSelected: readable,
    colorCompoundBrandForeground1: readable,
    colorCompoundBrandForeground1Hover: darker(0.12),
    colorCompoundBrandForeground1Pressed: darker(0.3),
  };
}
