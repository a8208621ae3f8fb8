/**
 * Statements built once per shape. Building a query with Kysely (its immutable nodes, then
 * compiling them to SQL) costs more than the embedded database takes to run a small one; a list
 * request built the same few statements anew each time, differing only in their values
 * (docs/scale.md, "Statements built once"). A statement is built with slots where its values go,
 * compiled once per shape (what decides its SQL text: which filters, which columns), and each
 * call fills the slots in.
 */
import type { Compilable, CompiledQuery } from 'kysely';

/** Where the value numbered `index` goes; passed to Kysely as a value, replaced before running. */
export class Slot {
  constructor(readonly index: number) {}
}

export type ShapeCache = Map<string, CompiledQuery>;

const caches = new WeakMap<object, WeakMap<object, ShapeCache>>();

/** The shapes `owner` (a list's declaration, a query's builder) keeps for the database `db`. */
export function shapesOf(db: object, owner: object): ShapeCache {
  let byOwner = caches.get(db);
  if (!byOwner) caches.set(db, (byOwner = new WeakMap()));
  let cache = byOwner.get(owner);
  if (!cache) byOwner.set(owner, (cache = new Map()));
  return cache;
}

/** Shapes kept per cache: a shape is a combination of filters, so a list has few. */
const SHAPES_KEPT = 200;

/**
 * The statement of `shape`, built by `build` (given `slot(i)` for the i-th value) the first time,
 * with `values` in its slots.
 */
export function shapedStatement(
  cache: ShapeCache,
  shape: string,
  build: (slot: (index: number) => Slot) => Compilable,
  values: readonly unknown[],
): CompiledQuery {
  let statement = cache.get(shape);
  if (!statement) {
    statement = build((index) => new Slot(index)).compile();
    if (cache.size >= SHAPES_KEPT) cache.delete(cache.keys().next().value!);
    cache.set(shape, statement);
  }
  return {
    ...statement,
    parameters: statement.parameters.map((value) =>
      value instanceof Slot ? values[value.index] : value,
    ),
  };
}
