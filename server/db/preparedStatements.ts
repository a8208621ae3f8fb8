/**
 * Prepared statements kept per PostgreSQL connection, as SQLite's are kept (statementCache.ts).
 * Without a name, PostgreSQL parses and plans every query anew: for a list page that was most of
 * the database's time (planning the page's rows, four joins, cost more than reading them), and
 * the session's join on every call too (docs/scale.md, "Prepared statements on PostgreSQL").
 *
 * A read's text gets a name the first time it is seen; each connection prepares a name once and
 * then only binds and executes it. What is kept is bounded twice: each connection prepares at
 * most STATEMENTS_PER_CONNECTION names (texts beyond run unnamed, as before), and the pool retires
 * a connection after CONNECTION_USES checkouts, so a long-lived one does not keep the first texts
 * it saw forever. A migration calls `forgetPreparedStatements`: texts get new names and each
 * connection drops what it kept, so a plan made before a table changed is never executed again
 * (PostgreSQL refuses one whose result columns changed). A change made by another process is
 * found by that refusal: the same is done, and the read runs once more.
 */
import type pg from 'pg';

export const STATEMENTS_PER_CONNECTION = 200;
export const CONNECTION_USES = 20_000;
/** Distinct texts named at once; the least recently used loses its name. */
const NAMES_KEPT = 2_000;

/** Only single reads are named: DDL and multi-statement scripts cannot be prepared. */
const NAMEABLE = /^\s*(select|with)\s/i;

interface Naming {
  generation: number;
  next: number;
  names: Map<string, string>;
}

const namings = new WeakMap<pg.Pool, Naming>();

function nameOf(naming: Naming, text: string): string | null {
  if (!NAMEABLE.test(text) || text.includes(';')) return null;
  const found = naming.names.get(text);
  if (found) {
    naming.names.delete(text);
    naming.names.set(text, found);
    return found;
  }
  const name = `rs${naming.generation}_${(naming.next += 1)}`;
  naming.names.set(text, name);
  if (naming.names.size > NAMES_KEPT) naming.names.delete(naming.names.keys().next().value!);
  return name;
}

type Query = pg.PoolClient['query'];

/** PostgreSQL's refusal to run a kept plan whose result columns changed under it. */
const isStalePlan = (error: unknown) =>
  error instanceof Error && (error as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(error.message);

/** Makes every connection the pool opens prepare its reads by name (see above). */
export function keepPreparedStatements(pool: pg.Pool, perConnection = STATEMENTS_PER_CONNECTION): void {
  const naming: Naming = { generation: 0, next: 0, names: new Map() };
  namings.set(pool, naming);
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    const prepared = new Set<string>();
    let generation = naming.generation;
    const named = (text: unknown, values?: unknown, again = true): Promise<unknown> => {
      // Cursors (streamed exports) and config objects pass through untouched.
      if (typeof text !== 'string' || !Array.isArray(values)) return query(text, values);
      if (generation !== naming.generation) {
        // The schema changed: what this connection kept is of no use any more. Queued before the
        // read; in a transaction already failed it fails too, which changes nothing.
        generation = naming.generation;
        prepared.clear();
        query('deallocate all').catch(() => undefined);
      }
      const name = nameOf(naming, text);
      if (name === null || (!prepared.has(name) && prepared.size >= perConnection)) return query(text, values);
      prepared.add(name);
      return query({ name, text, values }).catch((error: unknown) => {
        if (!again || !isStalePlan(error)) throw error;
        // Another process changed a table under a kept plan (another instance's migration, an
        // operator): name every text anew and read once more; in a transaction, the read fails.
        forgetPreparedStatements(pool);
        return named(text, values, false).catch(() => Promise.reject(error));
      });
    };
    client.query = named as Query;
  });
}

/** After the schema changed: texts are named anew, so no kept plan of the old schema runs. */
export function forgetPreparedStatements(pool: pg.Pool): void {
  const naming = namings.get(pool);
  if (!naming) return;
  naming.generation += 1;
  naming.names.clear();
}
