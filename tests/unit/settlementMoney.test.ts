/**
 * The suggested-money formula of docs/settlement.md, by properties (fast-check): exact rational
 * arithmetic rounded half up to the cent, never negative, monotone in the final count, and equal
 * to the eCPM revenue of the counted days when nothing was removed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysOfMonth } from '../../contracts/activity.js';
import { averageEcpmCents, examineProblems, suggestedCooperateCents, suggestedScriptCents } from '../../contracts/settlement.js';

const activeNum = fc.integer({ min: 1, max: 50_000_000 });
const ecpmCents = fc.integer({ min: 0, max: 100_000 });

describe('suggested money', () => {
  it('is the exact script amount, rounded half up: |1000·a·m − f·w| ≤ 500·a', () => {
    fc.assert(
      fc.property(activeNum, ecpmCents, fc.double({ min: 0, max: 1, noNaN: true }), (active, ecpm, share) => {
        const weight = active * ecpm;
        const final = Math.floor(active * share);
        const money = suggestedScriptCents(final, active, weight);
        const error = BigInt(1000 * active) * BigInt(money) - BigInt(final) * BigInt(weight);
        const abs = error < 0n ? -error : error;
        expect(money).toBeGreaterThanOrEqual(0);
        expect(abs <= BigInt(500 * active)).toBe(true);
        // Exactly half a cent goes up.
        if (abs === BigInt(500 * active)) expect(error > 0n).toBe(true);
      }),
    );
  });

  it('equals the eCPM revenue of the counted days when the final count is the count', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 200_000 }), ecpmCents), { minLength: 1, maxLength: 31 }), (days) => {
        const active = days.reduce((s, [a]) => s + a, 0);
        const weight = days.reduce((s, [a, e]) => s + a * e, 0);
        if (active === 0) return;
        const revenue = Math.round(weight / 1000);
        expect(Math.abs(suggestedScriptCents(active, active, weight) - revenue)).toBeLessThanOrEqual(1);
        expect(averageEcpmCents(active, weight)).toBe(Math.round(weight / active));
      }),
    );
  });

  it('never falls when the final count rises, and is zero for nothing', () => {
    fc.assert(
      fc.property(activeNum, ecpmCents, fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (active, ecpm, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(suggestedScriptCents(low, active, active * ecpm)).toBeLessThanOrEqual(suggestedScriptCents(high, active, active * ecpm));
        expect(suggestedCooperateCents(low, ecpm)).toBeLessThanOrEqual(suggestedCooperateCents(high, ecpm));
      }),
    );
    expect(suggestedScriptCents(0, 100, 100_000)).toBe(0);
    expect(suggestedScriptCents(10, 0, 0)).toBe(0);
    expect(suggestedCooperateCents(0, 5000)).toBe(0);
  });

  it('prices a partner month per 1,000 active user-days', () => {
    expect(suggestedCooperateCents(1000, 5000)).toBe(5000); // 1,000 at 50.00 per 1,000
    expect(suggestedCooperateCents(1, 5000)).toBe(5); // 0.05
    expect(suggestedCooperateCents(1, 500)).toBe(1); // 0.005 rounds half up to 0.01
    expect(suggestedCooperateCents(1, 499)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 100_000 }), (final, unit) => {
        const money = suggestedCooperateCents(final, unit);
        expect(Math.abs(money * 1000 - final * unit)).toBeLessThanOrEqual(500);
      }),
    );
  });
});

describe('examination rules and months', () => {
  it('refuses a final count above the counted one, on activeFinalNum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (counted, final) => {
        const problems = examineProblems(counted, { activeFinalNum: final });
        expect(problems.length > 0).toBe(final > counted);
        if (problems.length) expect(problems[0]!.field).toBe('activeFinalNum');
      }),
    );
  });

  it('lists every day of a month, leap years included', () => {
    expect(daysOfMonth('2024-02')).toHaveLength(29);
    expect(daysOfMonth('2025-02')).toHaveLength(28);
    expect(daysOfMonth('2026-12').at(-1)).toBe('2026-12-31');
    expect(daysOfMonth('2026-04')[0]).toBe('2026-04-01');
  });
});
