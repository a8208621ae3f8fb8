/** How both databases store times and yes/no values (./values.ts converts them). */

/** ISO-8601 UTC time, e.g. 2025-01-31T08:00:00.000Z. */
export type IsoTime = string;
/** 0 or 1. */
export type DbBool = number;
