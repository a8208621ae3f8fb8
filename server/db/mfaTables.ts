/**
 * Two-step verification (0024, docs/auth-protocol.md), as Kysely sees it. Merged into
 * ./schema.ts's `DB` here, so schema.ts names this file once.
 */
import type { ColumnType, Generated } from 'kysely';
import type { IsoTime } from './columnTypes.js';

export interface UserMfaTable {
  user_id: number;
  /** The enabled secret, sealed (server/sealing.ts); null while only an enrolment is pending. */
  secret_sealed: string | null;
  enabled_at: IsoTime | null;
  /** The time step of the last accepted code: a code of this step or an earlier one is refused. */
  last_step: ColumnType<number | null, number | null | undefined, number | null>;
  /** A started enrolment's secret, sealed, until a first code confirms it. */
  pending_secret_sealed: string | null;
  pending_at: IsoTime | null;
}

export interface MfaRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  /** HMAC-SHA-256 of the code under the server secret (hex); the code itself is never stored. */
  code_hash: string;
  created_at: IsoTime;
  used_at: IsoTime | null;
}

declare module './schema.js' {
  interface DB {
    user_mfa: UserMfaTable;
    mfa_recovery_codes: MfaRecoveryCodesTable;
  }
}
