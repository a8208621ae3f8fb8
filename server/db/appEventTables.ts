/**
 * What the app reports (0013, docs/ingestion.md), as Kysely sees it; part of ./schema.ts.
 */
import type { Generated } from 'kysely';
import type { LaunchAccess, LaunchPlatform } from '../../contracts/appEvents.js';
import type { IsoTime } from './columnTypes.js';
import type { Day } from './activityTables.js';

export interface LaunchEventsTable {
  id: Generated<number>;
  user_id: number;
  /** The app's own id of the event: unique per user. */
  event_id: string;
  device_id: string;
  script_id: number;
  version: string;
  platform: LaunchPlatform;
  access: LaunchAccess;
  cooperate_id: number | null;
  linker_id: number | null;
  /** When it happened (UTC), by the device's clock. */
  occurred_at: IsoTime;
  /** Its UTC day: the day whose figures it counts in. */
  day: Day;
  received_at: IsoTime;
}

/** A device already counted for `subject` on `day` (server/modules/ingest/launchMarks.ts). */
export interface LaunchMarksTable {
  subject: string;
  day: Day;
  device_id: string;
}

export interface SearchEventsTable {
  id: Generated<number>;
  user_id: number;
  event_id: string;
  device_id: string;
  keyword: string;
  results_num: number;
  occurred_at: IsoTime;
  day: Day;
  received_at: IsoTime;
}

export interface SearchKeywordDaysTable {
  id: Generated<number>;
  keyword_key: string;
  keyword: string;
  day: Day;
  search_num: Generated<number>;
  empty_num: Generated<number>;
}
