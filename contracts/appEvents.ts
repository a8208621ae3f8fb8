/**
 * What the assistant app reports (docs/ingestion.md): launches and searches, in batches of up to
 * INGEST_BATCH_MAX events. Each event is checked on its own: a bad one is answered with its index
 * and why, the good ones are kept. An event carries the app's own id (`eventId`), so a batch sent
 * twice counts once.
 */
import { z } from 'zod';
import { PLAIN_TEXT_MESSAGE, PLAIN_TEXT_PATTERN } from './fields.js';

export const INGEST_BATCH_MAX = 1000;
/** Events older than this many days are refused (`too_old`): their months may be settled. */
export const INGEST_LATE_DAYS = 62;
/** How far ahead of the server's clock an event may be (the device's clock may run fast). */
export const INGEST_FUTURE_MINUTES = 10;

/** The platforms a script runs on: red finger, VMOS, virtual cloud, flying cloud, or another. */
export const LAUNCH_PLATFORMS = ['red_finger', 'vmos', 'virtual_cloud', 'flying_cloud', 'other'] as const;
export type LaunchPlatform = (typeof LAUNCH_PLATFORMS)[number];
/** How the user ran it: free, a trial, or paid (VIP, SVIP or a card key). */
export const LAUNCH_ACCESS = ['free', 'trial', 'paid'] as const;
export type LaunchAccess = (typeof LAUNCH_ACCESS)[number];

/** A device's id as the app reports it (also how the launch records are filtered by device). */
export const DEVICE_ID = /^[A-Za-z0-9._:-]{8,64}$/;
export const EVENT_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export const eventIdentity = {
  eventId: z.string().regex(EVENT_ID, 'eventId must be 8 to 64 letters, digits or . _ : -'),
  deviceId: z.string().regex(DEVICE_ID, 'deviceId must be 8 to 64 letters, digits or . _ : -'),
  /** When it happened, by the device's clock: an ISO 8601 time with its offset. */
  occurredAt: z.iso.datetime({ offset: true }),
};

export const launchEvent = z.strictObject({
  ...eventIdentity,
  scriptId: z.number().int().positive(),
  version: z.string().trim().min(1).max(32).regex(PLAIN_TEXT_PATTERN, PLAIN_TEXT_MESSAGE),
  platform: z.enum(LAUNCH_PLATFORMS),
  access: z.enum(LAUNCH_ACCESS),
  /** The partner's package the script was launched through (a cloud phone's app), if any. */
  cooperatePackage: z.string().trim().min(1).max(128).regex(PLAIN_TEXT_PATTERN, PLAIN_TEXT_MESSAGE).optional(),
  /** The shared clicker config the run used, if any. */
  linkerId: z.number().int().positive().optional(),
});
export type LaunchEvent = z.infer<typeof launchEvent>;

export const SEARCH_KEYWORD_MAX = 64;

export const searchEvent = z.strictObject({
  ...eventIdentity,
  keyword: z.string().trim().min(1).max(SEARCH_KEYWORD_MAX).regex(PLAIN_TEXT_PATTERN, PLAIN_TEXT_MESSAGE),
  /** How many scripts the search found; 0 is what users want and the platform lacks. */
  resultsNum: z.number().int().min(0).max(100_000),
});
export type SearchEvent = z.infer<typeof searchEvent>;

/** A batch: every element is checked on its own, so the array holds anything (docs/ingestion.md). */
export const eventBatch = z.strictObject({
  events: z.array(z.unknown()).min(1).max(INGEST_BATCH_MAX),
});
export type EventBatch = z.infer<typeof eventBatch>;

/** Why one event of a batch was refused. */
export const EVENT_REFUSALS = [
  /** The event does not match its schema (`field` says where). */
  'invalid',
  'unknown_script',
  'unknown_partner',
  'unknown_linker',
  /** A promotion that does not exist, or that was not live when the event happened (docs/promotions.md). */
  'unknown_promotion',
  'not_live',
  /** Older than INGEST_LATE_DAYS. */
  'too_old',
  /** Later than the server's clock by more than INGEST_FUTURE_MINUTES. */
  'in_future',
  /** The same eventId twice in one batch (the first is kept). */
  'repeated',
  /** The device sent more events than allowed in the window (docs/ingestion.md, "Throttling"). */
  'rate_limited',
] as const;
export type EventRefusal = (typeof EVENT_REFUSALS)[number];

export const refusedEvent = z.object({
  index: z.number().int(),
  reason: z.enum(EVENT_REFUSALS),
  field: z.string().optional(),
  message: z.string(),
});
export type RefusedEvent = z.infer<typeof refusedEvent>;

export const batchAnswer = z.object({
  /** New events kept. */
  accepted: z.number().int(),
  /** Events kept before (same eventId): counted once, not again. */
  duplicates: z.number().int(),
  refused: z.array(refusedEvent),
});
export type BatchAnswer = z.infer<typeof batchAnswer>;
