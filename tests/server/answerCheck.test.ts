/**
 * The compiled answer check (server/http/answerCheck.ts) answers what zod answers: over a schema
 * holding every kind and check answers use, thousands of generated answers, right and wrong
 * (keys dropped or added, types swapped, numbers out of range or not whole, patterns missed),
 * each accepted by both with the same JSON or refused by both. Kinds it does not know leave the
 * route to zod. (Under the test suite the server also compares the two on every answer it writes.)
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REFUSED, compileAnswerCheck } from '../../server/http/answerCheck.js';

const item = z.object({
  id: z.int().positive(),
  name: z.string().max(8),
  code: z.string().regex(/^[A-Z]{2}$/),
  day: z.iso.date(),
  share: z.number().min(0).max(1),
  ratio: z.number(),
  count: z.int().gt(-5).lt(50),
  status: z.enum(['unapplied', 'settled']),
  kind: z.literal(['script', 'cooperate']),
  done: z.boolean(),
  note: z.string().nullable(),
  extra: z.string().optional(),
  maybe: z.int().nullable().optional(),
  blank: z.null(),
  anything: z.unknown(),
  tags: z.array(z.string()).min(1),
  pair: z.array(z.int()).length(2),
});
const page = z.object({ records: z.array(item), total: z.int().nonnegative(), page: z.int().positive() });
const recordsOnly = z.strictObject({ records: z.array(item), page: z.int().positive() });
const totalOnly = z.object({ total: z.int().nonnegative() });
const answer = z.object({ code: z.literal(200), msg: z.string(), data: z.union([page, recordsOnly, totalOnly]) });

/** A small seeded generator, so a failure names a case that can be run again. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { next, pick: <T,>(values: readonly T[]): T => values[Math.floor(next() * values.length)]! };
}

const ODD_VALUES = [undefined, null, '', 'x', 0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, true, [], {}, '2026-13-40', 'AB'];

function validItem(r: ReturnType<typeof random>): Record<string, unknown> {
  const value: Record<string, unknown> = {
    id: 1 + Math.floor(r.next() * 1000),
    name: r.pick(['', 'Ada', '火箭脚本', 'eightchr']),
    code: r.pick(['AB', 'ZX']),
    day: r.pick(['2026-11-27', '2024-02-29']),
    share: r.pick([0, 0.25, 1]),
    ratio: r.pick([-2.5, 0, 1e9]),
    count: r.pick([-4, 0, 49]),
    status: r.pick(['unapplied', 'settled']),
    kind: r.pick(['script', 'cooperate']),
    done: r.pick([true, false]),
    note: r.pick([null, 'a note']),
    blank: null,
    anything: r.pick([undefined, 1, 'x', { a: 1 }, [1]]),
    tags: r.pick([['a'], ['a', 'b']]),
    pair: [1, 2],
  };
  if (r.next() < 0.5) value.extra = 'more';
  if (r.next() < 0.5) value.maybe = r.pick([null, 3]);
  if (r.next() < 0.3) value.unknownKey = 'left out';
  return value;
}

function validAnswer(r: ReturnType<typeof random>): Record<string, unknown> {
  const records = Array.from({ length: Math.floor(r.next() * 3) }, () => validItem(r));
  const data = r.pick([
    { records, total: records.length, page: 1 },
    { records, page: 2 },
    { total: 7 },
  ]);
  return { code: 200, msg: 'success', data };
}

/** One change somewhere in the value: a key dropped, added or given an odd value. */
function mutated(value: unknown, r: ReturnType<typeof random>): unknown {
  if (Array.isArray(value)) {
    if (value.length === 0 || r.next() < 0.2) return r.pick([[...value, r.pick(ODD_VALUES)], value.slice(1), r.pick(ODD_VALUES)]);
    const i = Math.floor(r.next() * value.length);
    return value.map((v, j) => (j === i ? mutated(v, r) : v));
  }
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value);
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const key = r.pick(keys);
    const roll = r.next();
    if (roll < 0.2) delete copy[key];
    else if (roll < 0.3) copy[r.pick(['stray', 'records', 'total'])] = r.pick(ODD_VALUES);
    else if (roll < 0.6) copy[key] = r.pick(ODD_VALUES);
    else copy[key] = mutated(copy[key], r);
    return copy;
  }
  return r.pick(ODD_VALUES);
}

describe('the compiled answer check', () => {
  const compiled = compileAnswerCheck(answer)!;

  it('compiles every kind and check that answers use', () => {
    expect(compiled).not.toBeNull();
  });

  it('accepts and refuses what zod does, with the same JSON', () => {
    let accepted = 0;
    let refused = 0;
    for (let seed = 1; seed <= 3000; seed++) {
      const r = random(seed);
      let value: unknown = validAnswer(r);
      const changes = Math.floor(r.next() * 3);
      for (let i = 0; i < changes; i++) value = mutated(value, r);
      const zod = answer.safeParse(value);
      const fast = compiled(value);
      expect(fast === REFUSED, `seed ${seed}: ${JSON.stringify(value)}`).toBe(!zod.success);
      if (zod.success) {
        expect(JSON.stringify(fast), `seed ${seed}`).toBe(JSON.stringify(zod.data));
        accepted += 1;
      } else refused += 1;
    }
    // Both outcomes were exercised many times.
    expect(accepted).toBeGreaterThan(800);
    expect(refused).toBeGreaterThan(800);
  });

  it('agrees on every odd value in every field of a record, and on every field left out', () => {
    const base = validItem(random(7));
    const cases: unknown[] = [];
    for (const key of Object.keys(item.shape)) {
      for (const odd of ODD_VALUES) cases.push({ ...base, [key]: odd });
      const without: Record<string, unknown> = { ...base };
      delete without[key];
      cases.push(without);
    }
    for (const record of cases) {
      const value = { code: 200, msg: 'success', data: { records: [record], total: 1, page: 1 } };
      const zod = answer.safeParse(value);
      const fast = compiled(value);
      expect(fast === REFUSED, JSON.stringify(record)).toBe(!zod.success);
      if (zod.success) expect(JSON.stringify(fast)).toBe(JSON.stringify(zod.data));
    }
  });

  it('leaves a kind or check it does not know to zod', () => {
    expect(compileAnswerCheck(z.looseObject({ a: z.string() }))).toBeNull();
    expect(compileAnswerCheck(z.object({ a: z.url() }))).toBeNull();
    expect(compileAnswerCheck(z.object({ a: z.record(z.string(), z.int()) }))).toBeNull();
    expect(compileAnswerCheck(z.object({ a: z.string().trim() }))).toBeNull();
    expect(compileAnswerCheck(z.object({ a: z.int().multipleOf(5) }))).toBeNull();
  });
});
