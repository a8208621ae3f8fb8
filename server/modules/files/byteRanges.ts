/**
 * HTTP Range requests (RFC 9110, section 14) for downloads: one range of bytes is served as such;
 * anything else the whole file, except a range wholly past the end, which is unsatisfiable.
 */
import type { ByteRange } from './storage.js';

export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; range: ByteRange } | { kind: 'unsatisfiable' };

const WHOLE: RangeAnswer = { kind: 'whole' };
const UNSATISFIABLE: RangeAnswer = { kind: 'unsatisfiable' };
const SPEC = /^(\d*)-(\d*)$/;

/**
 * What a Range header asks of a file of `size` bytes. Not bytes, several ranges (served whole:
 * simpler than multipart/byteranges, and what download clients cope with) or a malformed one:
 * the whole file. `a-b` beyond the end is cut at it; `-n` is the last n bytes.
 */
/** A position as sent (digits only): one past any file's size counts as the largest, as RFC 9110 clamps it. */
function bound(digits: string): number {
  return Math.min(Number(digits), Number.MAX_SAFE_INTEGER);
}

export function rangeOf(header: string | undefined, size: number): RangeAnswer {
  const match = /^\s*bytes\s*=\s*(.*?)\s*$/i.exec(header ?? '');
  if (!match || match[1]!.includes(',')) return WHOLE;
  const spec = SPEC.exec(match[1]!);
  if (!spec) return WHOLE;
  const [, first, last] = spec as unknown as [string, string, string];
  if (first === '' && last === '') return WHOLE;
  if (first === '') {
    const suffix = bound(last);
    if (suffix === 0 || size === 0) return UNSATISFIABLE;
    return { kind: 'part', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = bound(first);
  const end = last === '' ? Number.MAX_SAFE_INTEGER : bound(last);
  // `b` before `a` is malformed (ignored); a start past the end is unsatisfiable.
  if (end < start) return WHOLE;
  if (start >= size) return UNSATISFIABLE;
  return { kind: 'part', range: { start, end: Math.min(end, size - 1) } };
}

/** True when an If-Range header lets the range apply: absent, or this ETag (strong match only). */
export function ifRangeHolds(ifRange: string | undefined, etag: string): boolean {
  return ifRange === undefined || ifRange.trim() === etag;
}

/** True when an If-None-Match header names this ETag (or any: `*`), weak or not. */
export function noneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
