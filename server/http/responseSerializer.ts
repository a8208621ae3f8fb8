/**
 * Answers are checked against their route's schema before they are written, as the zod type
 * provider does, but read forwards (`safeParse`) rather than as an encoding (`safeEncode`): an
 * encoding runs every checked field twice (a first pass without its checks, then with them),
 * which was a tenth of a list answer's time (docs/scale.md). The two readings differ only where
 * a schema transforms, coerces or fills in a default, so an answer schema holding one of those is
 * refused when its route is registered: the server does not start with it.
 */
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { REFUSED, compileAnswerCheck } from './answerCheck.js';

type SchemaLike = z.ZodType | { properties: z.ZodType };

const zodOf = (schema: SchemaLike): z.ZodType => ('properties' in schema ? schema.properties : schema);

/** Kinds of schema that read an answer differently forwards and as an encoding. */
const TWO_WAY = new Set(['default', 'prefault', 'catch', 'transform', 'pipe', 'codec']);

interface Def {
  type: string;
  coerce?: boolean;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  innerType?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  getter?: () => z.ZodType;
}

function childrenOf(def: Def): z.ZodType[] {
  return [
    ...Object.values(def.shape ?? {}),
    ...(def.options ?? []),
    ...(def.items ?? []),
    ...[def.catchall, def.element, def.left, def.right, def.innerType, def.keyType, def.valueType, def.rest].filter(
      (child): child is z.ZodType => Boolean(child),
    ),
    ...(def.getter ? [def.getter()] : []),
  ];
}

/** Throws, naming the path, when `schema` or a schema inside it transforms, coerces or defaults. */
export function assertPlainAnswer(schema: z.ZodType, where: string): void {
  const seen = new Set<z.ZodType>();
  const walk = (node: z.ZodType, path: string) => {
    if (seen.has(node)) return;
    seen.add(node);
    const def = (node as unknown as { _zod: { def: Def } })._zod.def;
    if (TWO_WAY.has(def.type) || def.coerce) {
      throw new Error(`${where}: the answer schema ${def.coerce ? 'coerces' : `has a ${def.type}`} at ${path || 'its root'}; answers must be plain data`);
    }
    const shape = def.shape ?? {};
    for (const child of childrenOf(def)) {
      const key = Object.keys(shape).find((name) => shape[name] === child);
      walk(child, key ? `${path}.${key}` : path);
    }
  };
  walk(schema, '');
}

/**
 * Under the test suite (`ANSWER_CHECKS_COMPARED=1`, set by vitest.config.ts), every answer is
 * checked both ways and a difference fails the call: the compiled check is held to zod's on every
 * answer the tests produce.
 */
const ANSWER_CHECKS_COMPARED = process.env.ANSWER_CHECKS_COMPARED === '1';

function compareChecks(route: string, fast: unknown, result: { success: boolean; data?: unknown }): void {
  const same = result.success ? fast !== REFUSED && JSON.stringify(fast) === JSON.stringify(result.data) : fast === REFUSED;
  if (!same) throw new Error(`${route}: the compiled answer check and zod disagree (zod ${result.success ? 'accepts' : 'refuses'})`);
}

export const responseSerializerCompiler: FastifySerializerCompiler<SchemaLike> = ({ schema, method, url }) => {
  const checked = zodOf(schema);
  assertPlainAnswer(checked, `${method} ${url}`);
  const compiled = compileAnswerCheck(checked);
  return (data: unknown): string => {
    const fast = compiled ? compiled(data) : REFUSED;
    if (fast !== REFUSED && !ANSWER_CHECKS_COMPARED) return JSON.stringify(fast);
    const result = checked.safeParse(data);
    if (compiled && ANSWER_CHECKS_COMPARED) compareChecks(`${method} ${url}`, fast, result);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
