/** The sessions table (migrations 0001, 0021, 0023, 0024): see server/modules/user/sessions.ts. */
import type { ColumnType } from 'kysely';
import type { IsoTime } from './columnTypes.js';

export interface SessionsTable {
  /** sha256(token) hex; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: IsoTime;
  expires_at: IsoTime;
  revoked_at: IsoTime | null;
  client_address: string;
  user_agent: string;
  /** The session's public id, 32 random hex digits (0023): how the user and the browser name it. */
  public_id: string;
  /** When the session was last used, written at most once a minute (0021; null: never since). */
  last_used_at: IsoTime | null;
  /** What the session still has to do before it is complete (0024; null: complete; docs/auth-protocol.md). */
  mfa_stage: ColumnType<'verify' | 'enrol' | null, 'verify' | 'enrol' | null | undefined, 'verify' | 'enrol' | null>;
}
