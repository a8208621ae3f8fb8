import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { brandRamp, contrastRatio, createBrandTheme, DEFAULT_BRAND_COLOR, readableBrandShade } from '@/theme/brandTheme';

const luminance = (hex: string) => {
  const value = parseInt(hex.slice(1), 16);
  return 0.2126 * ((value >> 16) & 0xff) + 0.7152 * ((value >> 8) & 0xff) + 0.0722 * (value & 0xff);
};

describe('brand theme from one colour', () => {
  const ramp = brandRamp(DEFAULT_BRAND_COLOR);
  const steps = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;

  it('puts the brand colour (docs/decisions.md) at step 80, Fluent’s primary', () => {
    expect(ramp[80]).toBe('#1890ff');
    expect(createBrandTheme().colorBrandBackground2).toBe(ramp[160]);
  });

  it('reads at WCAG AA wherever text meets the brand colour, for any chosen colour', () => {
    // #1890ff gives white text 3.2:1: buttons and links use its nearest readable shade.
    expect(contrastRatio('#1890ff', '#ffffff')).toBeLessThan(4.5);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const colour = `#${value.toString(16).padStart(6, '0')}`;
        const theme = createBrandTheme(colour);
        expect(contrastRatio(theme.colorBrandBackground, theme.colorNeutralForegroundOnBrand)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(theme.colorBrandForegroundLink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(theme.colorBrandForeground1, '#f0f0f0')).toBeGreaterThanOrEqual(4.5);
        // A colour that already reads well is kept as it is.
        if (contrastRatio(colour, '#ffffff') >= 5.2) expect(readableBrandShade(colour)).toBe(colour);
      }),
      { numRuns: 300 },
    );
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  it('is sixteen valid colours from dark to light', () => {
    for (const step of steps) expect(ramp[step]).toMatch(/^#[0-9a-f]{6}$/);
    for (let i = 1; i < steps.length; i += 1) {
      expect(luminance(ramp[steps[i]!])).toBeGreaterThan(luminance(ramp[steps[i - 1]!]));
    }
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => brandRamp('blue')).toThrow(/not a #rrggbb/);
  });
});
