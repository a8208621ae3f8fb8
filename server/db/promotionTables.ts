/**
 * Partner promotions (0015, docs/promotions.md), as Kysely sees them. Merged into ./schema.ts's
 * `DB` here, so schema.ts names this file once.
 */
import type { Generated } from 'kysely';
import type { PromotionEventKind, PromotionPosition } from '../../contracts/promotion.js';
import type { PromotionStatus } from '../../contracts/promotionKinds.js';
import type { IsoTime } from './columnTypes.js';
import type { Day } from './activityTables.js';

export interface PromotionsTable {
  id: Generated<number>;
  /** The partner whose COOPERATE users own it. */
  cooperate_id: number;
  title: string;
  /** A stored cover's address (/rocketScript/api/files/covers/<sha-256>.<ext>). */
  image_url: string;
  link_url: string;
  position: PromotionPosition;
  starts_at: IsoTime;
  ends_at: IsoTime;
  status: Generated<PromotionStatus>;
  reject_reason: string | null;
  ended_at: IsoTime | null;
  created_by: number;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface PromotionEventsTable {
  id: Generated<number>;
  user_id: number;
  event_id: string;
  device_id: string;
  promotion_id: number;
  kind: PromotionEventKind;
  occurred_at: IsoTime;
  day: Day;
  received_at: IsoTime;
}

export interface PromotionDaysTable {
  promotion_id: number;
  day: Day;
  impressions: Generated<number>;
  clicks: Generated<number>;
}

declare module './schema.js' {
  interface DB {
    promotions: PromotionsTable;
    promotion_events: PromotionEventsTable;
    promotion_days: PromotionDaysTable;
  }
}
