/** The card key tables (0012, docs/cardKeys.md), as Kysely sees them. */
import type { ColumnType, Generated } from 'kysely';
import type { CardGoodsKind, CardGroupStatus, CardKeyStatus } from '../../contracts/cardKeyKinds.js';
import type { IsoTime } from './columnTypes.js';

export interface CardGroupsTable {
  id: Generated<number>;
  goods_kind: CardGoodsKind;
  /** The script sold (goods `script`), else null. */
  script_id: number | null;
  card_num: number;
  valid_day: number;
  /** Integer cents in `currency`. */
  price_cents: number;
  currency: string;
  status: ColumnType<CardGroupStatus, CardGroupStatus | undefined, CardGroupStatus>;
  /** The script's author for a script, the admin who made it for VIP and SVIP. */
  owner_id: number;
  created_by: number;
  downloaded_at: IsoTime | null;
  downloaded_by: number | null;
  download_count: Generated<number>;
  disabled_at: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface CardKeysTable {
  id: Generated<number>;
  group_id: number;
  /** HMAC-SHA-256 (hex) of the key's 16 symbols under the card key secret: unique. */
  key_hash: string;
  last4: string;
  status: ColumnType<CardKeyStatus, CardKeyStatus | undefined, CardKeyStatus>;
  redeemed_by: number | null;
  redeemed_at: IsoTime | null;
  expires_at: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A group's plain keys, sealed with AES-256-GCM under the card key secret (base64). */
export interface CardKeySealsTable {
  group_id: number;
  sealed: string;
  created_at: IsoTime;
}

/** A script an app user may use until `expires_at`, given by redeemed script keys. */
export interface CardGrantsTable {
  user_id: number;
  script_id: number;
  expires_at: IsoTime;
  created_at: IsoTime;
  updated_at: IsoTime;
}
