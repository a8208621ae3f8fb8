/** The scripts catalogue's tables (docs/scripts.md, docs/signing.md), as Kysely sees them. */
import type { ColumnType, Generated } from 'kysely';
import type { ScriptSource } from '../../contracts/script.js';
import type { ScriptVisibility } from '../../contracts/scriptVisibility.js';
import type { DbBool, IsoTime } from './columnTypes.js';

export interface ScriptsTable {
  id: Generated<number>;
  script_name: string;
  script_package: string;
  /** The author (a CREATOR). */
  owner_id: number;
  /** Unused since 0009 (always null): signing contracts say which company a month belongs to. */
  company_id: number | null;
  brand_id: number | null;
  created_at: IsoTime;
  updated_at: IsoTime;
  /** The catalogue's columns (0007, docs/scripts.md). */
  script_name_key: string;
  game_id: number | null;
  script_param: Generated<string>;
  script_explain: Generated<string>;
  /** JSON array of the labels. */
  script_label: Generated<string>;
  cache_switch: Generated<DbBool>;
  image_url: string | null;
  author_nick: Generated<string>;
  charge_switch: Generated<DbBool>;
  is_tvip: Generated<DbBool>;
  is_fts: Generated<DbBool>;
  status: ColumnType<ScriptVisibility, ScriptVisibility | undefined, ScriptVisibility>;
  return_reason: string | null;
  source: ColumnType<ScriptSource, ScriptSource | undefined, ScriptSource>;
  vendor_name: Generated<string>;
  vendor_contact: Generated<string>;
  external_url: string | null;
  show_order: number | null;
}

/** A signing contract (docs/signing.md): the company's months of a script and its share. */
export interface ScriptSigningsTable {
  id: Generated<number>;
  script_id: number;
  company_id: number;
  /** Hundredths of a percent (3000 = 30 %). */
  share_bp: number;
  /** First month signed, `YYYY-MM`. */
  start_month: string;
  /** Last month signed; null: open-ended. */
  end_month: string | null;
  note: string;
  created_at: IsoTime;
  updated_at: IsoTime;
}
