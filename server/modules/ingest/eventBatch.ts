/**
 * The checks every reported batch goes through before its kind's own (docs/ingestion.md,
 * "Batches"): each event against its schema, its time against the accepted window, its id
 * against the others of the batch, and its device against the device's allowance. An event
 * refused says its index, why, and where; the others go on.
 */
import type { z } from 'zod';
import { INGEST_FUTURE_MINUTES, INGEST_LATE_DAYS, type EventRefusal, type RefusedEvent } from '../../../contracts/appEvents.js';
import type { WindowLimit } from '../../config.js';
import { controlCharacterProblems } from '../../http/controlCharacters.js';
import type { Throttle } from '../../http/throttle.js';

const DAY_MS = 86_400_000;

/** An event that passed the common checks, with its place in the batch and its UTC time and day. */
export interface CheckedEvent<T> {
  index: number;
  event: T;
  occurredAt: string;
  day: string;
}

export class BatchOutcome {
  readonly refused: RefusedEvent[] = [];
  refuse(index: number, reason: EventRefusal, message: string, field?: string): void {
    this.refused.push({ index, reason, message, ...(field !== undefined && { field }) });
  }
  /** The refusals in batch order, as the answer gives them. */
  sorted(): RefusedEvent[] {
    return [...this.refused].sort((a, b) => a.index - b.index);
  }
}

interface Identified {
  eventId: string;
  deviceId: string;
  occurredAt: string;
}

/** Each event parsed on its own; the time window and repeated ids checked. */
export function checkEvents<S extends z.ZodType<Identified>>(
  schema: S,
  events: readonly unknown[],
  outcome: BatchOutcome,
  now: number,
): CheckedEvent<z.infer<S>>[] {
  const seen = new Set<string>();
  const checked: CheckedEvent<z.infer<S>>[] = [];
  events.forEach((raw, index) => {
    // The body guard's rule, per event: control characters and lone surrogates, in values or names.
    const [control] = controlCharacterProblems(raw, 'event');
    if (control) {
      outcome.refuse(index, 'invalid', 'control characters are not allowed', control.field === 'event' ? undefined : control.field);
      return;
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.map(String).join('.') || undefined;
      // An unknown field is not named back: its name is whatever was sent.
      outcome.refuse(index, 'invalid', issue.code === 'unrecognized_keys' ? 'the event has fields it does not take' : issue.message, field);
      return;
    }
    const event = parsed.data as z.infer<S>;
    const time = Date.parse(event.occurredAt);
    if (time > now + INGEST_FUTURE_MINUTES * 60_000) {
      outcome.refuse(index, 'in_future', 'occurredAt is later than the server\'s clock allows', 'occurredAt');
      return;
    }
    if (time < now - INGEST_LATE_DAYS * DAY_MS) {
      outcome.refuse(index, 'too_old', `occurredAt is more than ${INGEST_LATE_DAYS} days ago`, 'occurredAt');
      return;
    }
    if (seen.has(event.eventId)) {
      outcome.refuse(index, 'repeated', 'this eventId appears earlier in the batch', 'eventId');
      return;
    }
    seen.add(event.eventId);
    const occurredAt = new Date(time).toISOString();
    checked.push({ index, event, occurredAt, day: occurredAt.slice(0, 10) });
  });
  return checked;
}

/**
 * Each device's events count against its allowance (one counter per account and device, shared by every
 * instance); past it, the device's later events in the batch are refused.
 */
export async function withinDeviceAllowance<T extends Identified>(
  throttle: Throttle,
  userId: number,
  kind: string,
  limit: WindowLimit,
  checked: CheckedEvent<T>[],
  outcome: BatchOutcome,
  now: number,
): Promise<CheckedEvent<T>[]> {
  const byDevice = new Map<string, CheckedEvent<T>[]>();
  for (const item of checked) {
    const items = byDevice.get(item.event.deviceId);
    if (items) items.push(item);
    else byDevice.set(item.event.deviceId, [item]);
  }
  const allowed: CheckedEvent<T>[] = [];
  for (const device of [...byDevice.keys()].sort()) {
    const items = byDevice.get(device)!;
    // Per account and device: another account naming this device cannot spend its allowance.
    const hit = await throttle.hit(`ingest:${kind}:user:${userId}:device:${device}`, limit, now, items.length);
    const over = Math.min(items.length, Math.max(0, hit.count - limit.max));
    allowed.push(...items.slice(0, items.length - over));
    for (const item of items.slice(items.length - over)) {
      outcome.refuse(item.index, 'rate_limited', `this device reported more than ${limit.max} events in ${limit.windowSeconds} s; send it again later`, 'deviceId');
    }
  }
  return allowed.sort((a, b) => a.index - b.index);
}
