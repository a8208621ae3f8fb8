import { describe, expect, it } from 'vitest';
import { brandRamp, createBrandTheme, DEFAULT_BRAND_COLOR } from '@/theme/brandTheme';

const luminance = (hex: string) => {
  const value = parseInt(hex.slice(1), 16);
  return 0.2126 * ((value >> 16) & 0xff) + 0.7152 * ((value >> 8) & 0xff) + 0.0722 * (value & 0xff);
};

describe('brand theme from one colour', () => {
  const ramp = brandRamp(DEFAULT_BRAND_COLOR);
  const steps = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;

  it('puts the brand colour (spec §9 #1890ff) at step 80, Fluent’s primary', () => {
    expect(ramp[80]).toBe('#1890ff');
    expect(createBrandTheme().colorBrandBackground).toBe('#1890ff');
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
