/** The feedback tables (0014, docs/feedback.md), as Kysely sees them. */
import type { ColumnType, Generated } from 'kysely';
import type { FeedbackStatus } from '../../contracts/feedbackKinds.js';
import type { IsoTime } from './columnTypes.js';

export interface FeedbackTable {
  id: Generated<number>;
  /** The app user who wrote it. */
  user_id: number;
  /** The app's own id of it: unique per user, so a resend stores nothing. */
  client_id: string;
  text: string;
  contact: string | null;
  script_id: number | null;
  app_version: string;
  device_id: string;
  /** JSON array of screenshot keys (the `screenshots` store), in the order the app sent them. */
  screenshots: string;
  status: ColumnType<FeedbackStatus, FeedbackStatus | undefined, FeedbackStatus>;
  handler_id: number | null;
  reply: string | null;
  replied_at: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A screenshot an app user uploaded: only its uploader may attach it to a feedback. */
export interface FeedbackUploadsTable {
  user_id: number;
  /** The stored file's key: sha-256 of its bytes and its extension. */
  key: string;
  content_type: string;
  size: number;
  width: number;
  height: number;
  created_at: IsoTime;
}
