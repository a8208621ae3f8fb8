/**
 * The one place where JavaScript values become stored values and back (docs/decisions.md: SQLite binds
 * no booleans or Dates; PostgreSQL returns count() as a string).
 */
import type { DbBool, IsoTime } from './schema.js';

/** Current time as stored: ISO-8601 UTC. `now` is injectable for tests. */
export function isoTime(at: Date | number = Date.now()): IsoTime {
  return new Date(at).toISOString();
}

export function isoAfterSeconds(seconds: number, from: number = Date.now()): IsoTime {
  return new Date(from + seconds * 1000).toISOString();
}

export function toDbBool(value: boolean): DbBool {
  return value ? 1 : 0;
}

export function fromDbBool(value: DbBool | boolean | null | undefined): boolean {
  return value === 1 || value === true;
}

/** count(*) and other aggregates: a number on SQLite, a string (or bigint) on PostgreSQL. */
export function toCount(value: string | number | bigint | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) throw new Error(`not a count: ${String(value)}`);
  return n;
}

/** Whole seconds from now until an ISO time (at least 1 when it is still ahead). */
export function secondsUntil(time: IsoTime, now: number = Date.now()): number {
  return Math.max(1, Math.ceil((Date.parse(time) - now) / 1000));
}

/** JSON payload column. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value ?? null);
}
