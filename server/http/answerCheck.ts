/**
 * An answer schema compiled once into plain checks (docs/scale.md, "Answers checked by compiled
 * checks"). zod checks each field of each record through a call that allocates its own result and issue list;
 * for a page of 20 records of 28 fields that was a sixth of a list request. The compiled check
 * answers what zod answers for the kinds of schema answers use (objects, arrays, unions, strings,
 * numbers, enums, literals, optional and nullable ones, and their length, range, integer and
 * pattern checks): the same JSON, unknown keys left out. Any other kind of schema or check makes
 * `compileAnswerCheck` answer null, and that route is checked by zod alone.
 *
 * An object's check is generated as one function (`new Function`) whose keys are written as JSON
 * string literals, so V8 reads and builds each record with fixed property names; every other
 * value it needs (bounds, patterns, enum values, nested checks) is passed in, never written into
 * the code. A value the compiled check refuses is checked again by zod, which names the problem
 * (or, were the two ever to differ, accepts it): an answer zod accepts is never refused.
 */
import type { z } from 'zod';

/** What a check answers for a value it refuses. */
export const REFUSED: unique symbol = Symbol('refused');

export type Check = (value: unknown) => unknown;

interface Internals {
  def: Record<string, unknown> & { type: string; checks?: { _zod: { def: Record<string, unknown> } }[] };
  optin?: string;
  optout?: string;
  values?: Set<unknown>;
}

const internalsOf = (schema: unknown) => (schema as { _zod: Internals })._zod;

class Unsupported extends Error {}

/**
 * A compiled schema: a test (a JS expression over `x`, true when `x` is accepted as it is), or a
 * check that answers a new value or REFUSED (objects, arrays of them, unions).
 */
type Compiled = { test: (x: string) => string } | { check: Check };

/** Values the generated code reads: `h[i]`. */
class Helpers {
  readonly values: unknown[] = [];
  ref(value: unknown): string {
    this.values.push(value);
    return `h[${this.values.length - 1}]`;
  }
}

/** One of a schema's checks (`.int()`, `.min(1)`, `.max(64)`, `.regex(…)`) as an expression, or Unsupported. */
function checkTest(def: Record<string, unknown>, h: Helpers): (x: string) => string {
  const size = (def.length ?? def.minimum ?? def.maximum) as number;
  switch (def.check) {
    case 'number_format':
      if (def.format === 'safeint') return (x) => `Number.isSafeInteger(${x})`;
      break;
    case 'greater_than':
      return (x) => `${x} ${def.inclusive ? '>=' : '>'} ${h.ref(def.value)}`;
    case 'less_than':
      return (x) => `${x} ${def.inclusive ? '<=' : '<'} ${h.ref(def.value)}`;
    case 'min_length':
      return (x) => `${x}.length >= ${h.ref(size)}`;
    case 'max_length':
      return (x) => `${x}.length <= ${h.ref(size)}`;
    case 'length_equals':
      return (x) => `${x}.length === ${h.ref(size)}`;
    case 'string_format':
      // Formats checked by their pattern alone; others (e.g. url) have checks of their own.
      if ((def.format === 'regex' || def.format === 'date') && def.pattern instanceof RegExp) {
        const pattern = def.pattern;
        return (x) => `${h.ref((value: string) => ((pattern.lastIndex = 0), pattern.test(value)))}(${x})`;
      }
      break;
  }
  throw new Unsupported(`check ${String(def.check)}`);
}

/** The schema's own checks after `first` (a format such as `z.iso.date()` is its own check too). */
function checksOf(internals: Internals, h: Helpers): ((x: string) => string)[] {
  const tests = (internals.def.checks ?? []).map((c) => checkTest(c._zod.def, h));
  if (internals.def.check !== undefined) tests.push(checkTest(internals.def, h));
  return tests;
}

/** A check function from a compiled schema (a test becomes one). */
function asCheck(compiled: Compiled, h: Helpers): Check {
  if ('check' in compiled) return compiled.check;
  return new Function('h', 'R', `return (x) => (${compiled.test('x')}) ? x : R;`)(h.values, REFUSED) as Check;
}

/** A kind whose value is kept as it is when it passes `base` and its checks. */
function tested(internals: Internals, h: Helpers, base: (x: string) => string): Compiled {
  if (internals.def.coerce) throw new Unsupported('coerce');
  const tests = [base, ...checksOf(internals, h)];
  return { test: (x) => tests.map((test) => `(${test(x)})`).join(' && ') };
}

/** With checks after a value was made (arrays, unions): as a wrapping check. */
function withChecks(internals: Internals, h: Helpers, check: Check): Compiled {
  const tests = checksOf(internals, h);
  if (tests.length === 0) return { check };
  const after = new Function('h', `return (x) => ${tests.map((test) => `(${test('x')})`).join(' && ')};`)(h.values) as (x: unknown) => boolean;
  return { check: (value) => {
    const made = check(value);
    return made !== REFUSED && after(made) ? made : REFUSED;
  } };
}

function objectCheck(internals: Internals, h: Helpers): Check {
  const shape = internals.def.shape as Record<string, z.ZodType>;
  const catchall = internals.def.catchall as z.ZodType | undefined;
  // Strict objects refuse other keys; any other catchall keeps them, which zod alone does.
  const strict = catchall !== undefined && internalsOf(catchall).def.type === 'never';
  if (catchall !== undefined && !strict) throw new Unsupported('catchall');
  if (checksOf(internals, h).length > 0) throw new Unsupported('object checks');
  const keys = Object.keys(shape);
  if (keys.includes('__proto__')) throw new Unsupported('__proto__ key');
  const lines: string[] = ['if (typeof v !== "object" || v === null || Array.isArray(v)) return R;'];
  keys.forEach((key, i) => {
    const field = internalsOf(shape[key]);
    // zod's cases: a required key, or one optional in and out (a defaulted one is never in an answer).
    if (field.optin !== undefined && (field.optin !== 'optional' || field.optout !== 'optional')) throw new Unsupported('defaulted key');
    const name = JSON.stringify(key);
    const compiled = compile(shape[key]!, h);
    const checked = 'test' in compiled ? `if (!(${compiled.test(`f${i}`)})) return R;` : `f${i} = ${h.ref(compiled.check)}(f${i}); if (f${i} === R) return R;`;
    lines.push(
      field.optin === undefined
        ? `let f${i} = v[${name}]; if (f${i} === undefined && !(${name} in v)) return R; ${checked}`
        : `let f${i} = v[${name}]; const p${i} = f${i} !== undefined || ${name} in v; if (p${i}) { ${checked} }`,
    );
  });
  if (strict) lines.push(`for (const k in v) if (!${h.ref(new Set(keys))}.has(k) && Object.hasOwn(v, k)) return R;`);
  // Every key in one literal: an optional key left out is `undefined` here, which JSON leaves out as zod does.
  lines.push(`return {${keys.map((key, i) => `${JSON.stringify(key)}: f${i}`).join(', ')}};`);
  return new Function('h', 'R', `return (v) => { ${lines.join('\n')} };`)(h.values, REFUSED) as Check;
}

/** The compiled form of one schema; throws Unsupported for a kind it does not know. */
function compile(schema: z.ZodType, h: Helpers): Compiled {
  const internals = internalsOf(schema);
  const def = internals.def;
  switch (def.type) {
    case 'object':
      return { check: objectCheck(internals, h) };
    case 'array': {
      const element = compile(def.element as z.ZodType, h);
      if ('test' in element) {
        // Every index, holes too (as zod reads them: undefined).
        const all = h.ref(new Function('h', `return (a) => { for (let i = 0; i < a.length; i++) { const x = a[i]; if (!(${element.test('x')})) return false; } return true; };`)(h.values));
        return tested(internals, h, (x) => `Array.isArray(${x}) && ${all}(${x})`);
      }
      const check = element.check;
      return withChecks(internals, h, (value) => {
        if (!Array.isArray(value)) return REFUSED;
        const out = new Array<unknown>(value.length);
        for (let i = 0; i < value.length; i++) if ((out[i] = check(value[i])) === REFUSED) return REFUSED;
        return out;
      });
    }
    case 'union': {
      // The first option that accepts the value, as zod answers it.
      const options = (def.options as z.ZodType[]).map((option) => asCheck(compile(option, h), h));
      return withChecks(internals, h, (value) => {
        for (const option of options) {
          const checked = option(value);
          if (checked !== REFUSED) return checked;
        }
        return REFUSED;
      });
    }
    case 'optional':
    case 'nullable': {
      const empty = def.type === 'optional' ? 'undefined' : 'null';
      const inner = compile(def.innerType as z.ZodType, h);
      if (checksOf(internals, h).length > 0) throw new Unsupported('checks on optional');
      if ('test' in inner) return { test: (x) => `${x} === ${empty} || (${inner.test(x)})` };
      const check = inner.check;
      return { check: (value) => (value === (def.type === 'optional' ? undefined : null) ? value : check(value)) };
    }
    case 'string':
      return tested(internals, h, (x) => `typeof ${x} === "string"`);
    case 'number':
      return tested(internals, h, (x) => `typeof ${x} === "number" && Number.isFinite(${x})`);
    case 'boolean':
      return tested(internals, h, (x) => `typeof ${x} === "boolean"`);
    case 'null':
      return tested(internals, h, (x) => `${x} === null`);
    case 'unknown':
      return tested(internals, h, () => 'true');
    case 'enum':
    case 'literal': {
      const values = internals.values;
      if (!values) break;
      return tested(internals, h, (x) => `${h.ref(values)}.has(${x})`);
    }
  }
  throw new Unsupported(def.type);
}

/** `schema` compiled into plain checks, or null when it holds a kind only zod checks. */
export function compileAnswerCheck(schema: z.ZodType): Check | null {
  try {
    const h = new Helpers();
    return asCheck(compile(schema, h), h);
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}
