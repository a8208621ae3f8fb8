/**
 * Turns what the browser reports (a thrown value, an ErrorEvent, a rejection reason) into an
 * error-log entry: message, info, url, stack, time (docs/server.md). Pure but for its defaults.
 */
import type { ErrorLogEntry } from '@machines/errorLog.machine.js';

function describe(value: unknown): { message: string; stack: string } {
  if (value instanceof Error)
    return { message: value.message || value.name, stack: value.stack ?? '' };
  if (typeof value === 'string') return { message: value, stack: '' };
  if (
    value &&
    typeof value === 'object' &&
    'message' in value &&
    typeof value.message === 'string'
  ) {
    const stack = 'stack' in value && typeof value.stack === 'string' ? value.stack : '';
    return { message: value.message, stack };
  }
  try {
    return { message: JSON.stringify(value) ?? String(value), stack: '' };
  } catch {
    return { message: String(value), stack: '' };
  }
}

export function errorEntry(
  error: unknown,
  info: string,
  { url = globalThis.location?.href ?? '', at = new Date() }: { url?: string; at?: Date } = {},
): ErrorLogEntry {
  const { message, stack } = describe(error);
  return { message, info, url, stack, at: at.toISOString() };
}

/** An uncaught error: the thrown value when there is one, else the event's own message. */
export function entryFromErrorEvent(event: ErrorEvent): ErrorLogEntry {
  const where = event.filename ? ` (${event.filename}:${event.lineno}:${event.colno})` : '';
  const entry = errorEntry(event.error ?? event.message, `Uncaught error${where}`);
  return entry.message ? entry : { ...entry, message: event.message };
}

export function entryFromRejection(event: PromiseRejectionEvent): ErrorLogEntry {
  return errorEntry(event.reason, 'Unhandled promise rejection');
}
