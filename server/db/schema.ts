/**
 * The tables as Kysely sees them. Both dialects store the same values: times are ISO-8601 UTC
 * strings (`new Date().toISOString()`, so they compare as text), booleans are 0/1 integers and
 * money is integer cents. Conversions live in ./values.ts.
 */
import type { ColumnType, Generated, Insertable, Kysely, Selectable } from 'kysely';
import type { AccountStatus } from '../../contracts/account.js';
import type { Role } from '../../contracts/roles.js';
import type { ReviewStatus } from '../../contracts/review.js';

import type {
  CooperateActiveDaysTable,
  CooperatePricesTable,
  LinkerActiveDaysTable,
  ScriptActiveDaysTable,
  ScriptCooperateActiveDaysTable,
  SettlementsTable,
} from './activityTables.js';
import type {
  ScriptCooperateMonthsTable,
  ScriptCooperateMonthTotalsTable,
  ScriptDayMonthsTable,
  ScriptDayMonthTotalsTable,
  SettlementTotalChangesTable,
  SettlementTotalsTable,
  UserCountsTable,
} from './summaryTables.js';
import type { ScriptSigningsTable, ScriptsTable } from './catalogueTables.js';
import type { SessionsTable } from './sessionTables.js';
import type { PendingFilesTable, ReleasesTable, StoredFilesTable } from './fileTables.js';
import type { CardGrantsTable, CardGroupsTable, CardKeySealsTable, CardKeysTable } from './cardKeyTables.js';
import type { FeedbackTable, FeedbackUploadsTable } from './feedbackTables.js';
import type { LaunchEventsTable, LaunchMarksTable, SearchEventsTable, SearchKeywordDaysTable } from './appEventTables.js';
import type { ArticlesTable } from './articleTables.js';

export { ACCOUNT_STATUSES, type AccountStatus } from '../../contracts/account.js';
export type * from './activityTables.js';
export type * from './summaryTables.js';
export type * from './catalogueTables.js';
export type * from './fileTables.js';
export type * from './cardKeyTables.js';
export type * from './appEventTables.js';
export type * from './articleTables.js';
export type * from './feedbackTables.js';
export type * from './promotionTables.js'; // also adds the promotion tables to DB
export type * from './mfaTables.js'; // also adds the two-step verification tables to DB

import type { DbBool, IsoTime } from './columnTypes.js';

export type { DbBool, IsoTime } from './columnTypes.js';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** lower(trim(username)): the unique key, so names are unique case-insensitively. */
  username_key: string;
  nickname: string;
  phone: string | null;
  email: string | null;
  avatar: string | null;
  introduction: string;
  /** Per-user salt, 32 lower-case hex: the browser sends md5(h1 + salt) at login. */
  password_salt: string;
  /** argon2id(md5(h1 + password_salt)), PHC string. */
  password_hash: string;
  status: AccountStatus;
  recharge_coin: number;
  end_online_time: IsoTime | null;
  vip_time: IsoTime | null;
  svip_time: IsoTime | null;
  is_del: DbBool;
  company_id: number | null;
  cooperate_id: number | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface UserRolesTable {
  user_id: number;
  role: Role;
}

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  /** nameKey(name) (./nameKey.ts), unique (0005). */
  name_key: string;
  created_at: IsoTime;
  /** Added by 0002; null until the first update. */
  updated_at: ColumnType<IsoTime | null, IsoTime | null | undefined, IsoTime | null>;
}

export interface CooperatesTable {
  id: Generated<number>;
  cooperate_name: string;
  /** nameKey(cooperate_name), unique (0005). */
  cooperate_name_key: string;
  cooperate_package: string;
  /** nameKey(cooperate_package), unique on its own (0005). */
  cooperate_package_key: string;
  /** Integer cents. */
  platform_money: number;
  /** Integer cents. */
  author_money: number;
  created_at: IsoTime;
  /** Added by 0002; null until the first update. */
  updated_at: ColumnType<IsoTime | null, IsoTime | null | undefined, IsoTime | null>;
}

export interface GamesTable {
  id: Generated<number>;
  game_name: string;
  /** nameKey(game_name), unique (0005). */
  game_name_key: string;
  game_label: string;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface GameChannelsTable {
  id: Generated<number>;
  game_id: number;
  channel_name: string;
  /** nameKey(channel_name), unique within the game (0005). */
  channel_name_key: string;
  channel_url: string;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface BrandsTable {
  id: Generated<number>;
  brand_name: string;
  /** nameKey(brand_name), unique across owners (0005). */
  brand_name_key: string;
  /** The owning CREATOR (users.id). */
  owner_id: number;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface ActivityNoticesTable {
  id: Generated<number>;
  title: string;
  content: string;
  image_url: string | null;
  link_url: string | null;
  start_at: IsoTime;
  end_at: IsoTime;
  enabled: DbBool;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A shared clicker config, under review (0004). */
export interface LinkersTable {
  id: Generated<number>;
  linker_name: string;
  config_name: string;
  script_id: number | null;
  owner_id: number;
  status: ColumnType<ReviewStatus, ReviewStatus | undefined, ReviewStatus>;
  reject_reason: string | null;
  content: ColumnType<string, string | undefined, string>;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A clicker config submitted for a script, under review. */
export interface ConfigsTable {
  id: Generated<number>;
  script_id: number;
  /** Who submitted it (the owner who may resubmit). */
  owner_id: number;
  config_name: string;
  content: string;
  status: ColumnType<ReviewStatus, ReviewStatus | undefined, ReviewStatus>;
  reject_reason: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface ThrottlesTable {
  key: string;
  count: number;
  window_start: IsoTime;
  locked_until: IsoTime | null;
}

export interface PhoneCodesTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  /** HMAC-SHA256(secret, phone:purpose:code) hex. */
  code_hash: string;
  created_at: IsoTime;
  expires_at: IsoTime;
  attempts: number;
  consumed_at: IsoTime | null;
  sender_address: string;
}

/** What the embedded (log) phone sender "sent"; read by the demo-only outbox endpoint. */
export interface PhoneOutboxTable {
  id: Generated<number>;
  phone: string;
  code: string;
  purpose: string;
  at: IsoTime;
}

export interface SettingsTable {
  key: string;
  value: string;
}

/** Append-only (database triggers refuse UPDATE and DELETE). */
export interface AuditLogTable {
  id: Generated<number>;
  at: IsoTime;
  actor_id: number | null;
  entity: string;
  entity_id: string;
  /** The record's name when the row was written (0005; docs/audit.md). */
  record_name: string | null;
  event: string;
  from_status: string | null;
  to_status: string | null;
  /** JSON text. */
  payload: ColumnType<string, string | undefined, never>;
}

export interface DB {
  users: UsersTable;
  user_roles: UserRolesTable;
  companies: CompaniesTable;
  cooperates: CooperatesTable;
  sessions: SessionsTable;
  throttles: ThrottlesTable;
  phone_codes: PhoneCodesTable;
  phone_outbox: PhoneOutboxTable;
  settings: SettingsTable;
  audit_log: AuditLogTable;
  games: GamesTable;
  game_channels: GameChannelsTable;
  brands: BrandsTable;
  activity_notices: ActivityNoticesTable;
  scripts: ScriptsTable;
  linkers: LinkersTable;
  script_active_days: ScriptActiveDaysTable;
  cooperate_active_days: CooperateActiveDaysTable;
  script_cooperate_active_days: ScriptCooperateActiveDaysTable;
  linker_active_days: LinkerActiveDaysTable;
  settlements: SettlementsTable;
  user_counts: UserCountsTable;
  settlement_totals: SettlementTotalsTable;
  settlement_total_changes: SettlementTotalChangesTable;
  script_day_months: ScriptDayMonthsTable;
  script_day_month_totals: ScriptDayMonthTotalsTable;
  script_cooperate_months: ScriptCooperateMonthsTable;
  script_cooperate_month_totals: ScriptCooperateMonthTotalsTable;
  cooperate_prices: CooperatePricesTable;
  script_signings: ScriptSigningsTable;
  stored_files: StoredFilesTable;
  releases: ReleasesTable;
  pending_files: PendingFilesTable;
  configs: ConfigsTable;
  card_groups: CardGroupsTable;
  card_keys: CardKeysTable;
  card_key_seals: CardKeySealsTable;
  card_grants: CardGrantsTable;
  launch_events: LaunchEventsTable;
  launch_marks: LaunchMarksTable;
  search_events: SearchEventsTable;
  search_keyword_days: SearchKeywordDaysTable;
  articles: ArticlesTable;
  feedback: FeedbackTable;
  feedback_uploads: FeedbackUploadsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

export type Dialect = 'sqlite' | 'postgres';

/** An open database: the query builder, which dialect it speaks, and how to close it. */
export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  close(): Promise<void>;
}
