/** The tables of stored files and their versions (docs/files.md, docs/releases.md), as Kysely sees them. */
import type { ColumnType, Generated } from 'kysely';
import type { ReleaseKind, ReleaseStatus } from '../../contracts/release.js';
import type { DbBool, IsoTime } from './columnTypes.js';

/** A file an upload stored: what the store holds under `key`. */
export interface StoredFilesTable {
  key: string;
  /** The store it is in: `releases`. */
  store: string;
  md5: string;
  sha256: string;
  /** Bytes (PostgreSQL answers a bigint as text). */
  size: ColumnType<number | string, number, number>;
  content_type: string;
  /** The name it was uploaded with, for downloads. */
  file_name: string;
  uploaded_by: number | null;
  created_at: IsoTime;
}

/** A version of a script's file, of the app or of the Lua code. */
export interface ReleasesTable {
  id: Generated<number>;
  track: string;
  kind: ReleaseKind;
  script_id: number | null;
  version_code: number;
  version_name: string;
  force_update: Generated<DbBool>;
  rollout_percent: Generated<number>;
  notes: Generated<string>;
  file_key: string;
  status: ColumnType<ReleaseStatus, ReleaseStatus | undefined, ReleaseStatus>;
  activated_at: IsoTime | null;
  created_by: number | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A file being stored: its key, until its `stored_files` row is written (docs/files.md). */
export interface PendingFilesTable {
  key: string;
  created_at: IsoTime;
}
