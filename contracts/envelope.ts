/**
 * The envelope every API answer travels in (docs/server.md). Errors use the same shape with
 * `code` equal to the HTTP status; `data` then carries an {@link ErrorDetail}.
 */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * Stable, machine-readable reasons. The server's `msg` is an English fallback; the browser
 * shows the translation of `reason` (locales: `errors.<reason>`), so errors read in the
 * user's language.
 */
export const ERROR_REASONS = [
  'invalid_input',
  'unauthenticated',
  'token_expired',
  /** A session unused for longer than its idle limit (30 minutes for administrators by default). */
  'session_idle',
  /** A session ended on purpose: signed out from another session or by an administrator, a password reset, unfreezing. */
  'session_ended',
  'forbidden',
  'not_found',
  'conflict',
  /** A delete refused because other records still refer to this one (a company with members). */
  'in_use',
  /** A status change the record's machine refuses from its current status, for this user or now. */
  'illegal_transition',
  'payload_too_large',
  /** The request's headers or body took longer than the server waits (408). */
  'request_timeout',
  /** The request's headers (cookies included) exceed what the server reads (431). */
  'headers_too_large',
  /** The server runs but cannot serve yet: its database is unreachable or behind its code (503). */
  'not_ready',
  'unsupported_media_type',
  'rate_limited',
  'invalid_credentials',
  'account_frozen',
  'account_banned',
  /** An app user's account (no back-office role) calling the back-office: it signs in to the app. */
  'app_account',
  'username_taken',
  /** A name that identifies a record (a game's, a partner's package…) is already in use: 409 with the field. */
  'name_taken',
  'phone_taken',
  'phone_code_invalid',
  'phone_mismatch',
  'old_password_wrong',
  /** A new password whose digest is one of the most common passwords' (docs/auth-protocol.md, "Password policy"): 400 on its field. */
  'password_too_common',
  /** A pending session (password right, second step not done) calling anything but the second step: 401. */
  'mfa_required',
  /** A wrong, reused or expired authenticator or recovery code: 400 on the code field. */
  'mfa_code_invalid',
  /** Too many wrong codes for this account: 429 with retryAfter (docs/auth-protocol.md, "Two-step verification"). */
  'mfa_rate_limited',
  /** Two-step verification is already on for this account (enrolment refused): 409. */
  'mfa_already_enabled',
  /** Two-step verification is off for this account (disable, renew codes): 409. */
  'mfa_not_enabled',
  /** A confirmation without an enrolment started (or started too long ago): 409. */
  'mfa_enrolment_missing',
  /** The account's roles require two-step verification: it cannot be turned off (409). */
  'mfa_required_by_role',
  /** A staged (tus) upload named before all its bytes arrived: 409 (docs/files.md, "Resumable uploads"). */
  'upload_incomplete',
  /** The caller already has as many unfinished uploads as allowed (429; docs/files.md, "Limits per user"). */
  'too_many_uploads',
  /** The caller's unfinished uploads would take more room than allowed (413; docs/files.md, "Limits per user"). */
  'upload_space_full',
  /** A card key that is not one, or that no group holds: the same answer either way (docs/cardKeys.md). */
  'card_key_invalid',
  /** A card key redeemed already (or expired since): 409. */
  'card_key_used',
  /** A card key taken out of use: 409. */
  'card_key_disabled',
  /** A key of a disabled card group: 409. */
  'card_group_disabled',
  /** Too many wrong card keys from this user or address: 429 with retryAfter. */
  'card_key_rate_limited',
  /** Every wrong-key attempt of the window is claimed by lookups still running (a parallel burst): 429, retryAfter 1. */
  'card_key_busy',
  /** A card group's keys were downloaded already; only ADMIN downloads them again, with a reason: 409. */
  'card_keys_downloaded',
  /** A promotion is edited only as a draft (409; docs/promotions.md). */
  'promotion_not_draft',
  'internal_error',
] as const;

export type ErrorReason = (typeof ERROR_REASONS)[number];

/** Per-field validation reasons; locales: `validation.<reason>`. */
export const FIELD_REASONS = [
  'required',
  'invalid_type',
  'invalid_format',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'unknown_field',
  'mismatch',
  'invalid_value',
  /** Control characters (NUL, …; tabs and line breaks outside multi-line fields): refused in any text. */
  'invalid_characters',
  /** Another record already has this name (compared case- and spacing-insensitively). */
  'name_taken',
  /** An examined amount far from the suggestion, sent without confirmUnusual (docs/settlement.md). */
  'amount_unusual',
  /** A signing contract whose months overlap another contract of the same script (docs/signing.md). */
  'signing_overlap',
  /** A contract change reaching a month whose settlement has been applied for (docs/signing.md). */
  'signing_month_settled',
  /** A version number not above the highest of its track (docs/releases.md): 409 with the field. */
  'version_not_newer',
  /** The stored bytes' md5 is not the one the browser computed: the file changed or was damaged on the way. */
  'md5_mismatch',
] as const;

export type FieldReason = (typeof FIELD_REASONS)[number];

export interface FieldError {
  field: string;
  reason: FieldReason;
  message: string;
}

export interface ErrorDetail {
  reason: ErrorReason;
  fields?: FieldError[];
  /** Seconds until a rate-limited call may be tried again. */
  retryAfter?: number;
  /** A file refused for its content (415): what is wrong with it (docs/files.md, "Content checks"). */
  content?: ContentRefusal;
}

/**
 * Why a content check refused a file; the browser says it in the user's language
 * (locales: `uploads.content.<problem>`).
 */
export const CONTENT_PROBLEMS = [
  /** An APK or RC file that is not a readable ZIP archive. */
  'not_zip',
  'apk_without_manifest',
  'rc_without_lua',
  'course_not_pdf_or_mp4',
  /** A Lua file holding NUL bytes. */
  'lua_not_text',
  'lua_not_utf8',
  /** Lua that does not parse: `line` says where. */
  'lua_syntax',
  /** Lua nested deeper than the parser follows. */
  'lua_too_deep',
] as const;
export type ContentProblem = (typeof CONTENT_PROBLEMS)[number];

export interface ContentRefusal {
  problem: ContentProblem;
  /** The line of a Lua syntax error (1-based). */
  line?: number;
}

export type ErrorEnvelope = Envelope<ErrorDetail>;

/** Paged list answer (docs/server.md). */
export interface Page<T> {
  records: T[];
  total: number;
  page: number;
  size: number;
  /** Totals over every row matching the filters (lists that declare them). */
  sums?: Record<string, unknown>;
}

/**
 * The two parts of a list answer, asked for one at a time with `parts` (docs/scale.md, "Page
 * first, total later"): the page's rows without a count, and the count (and totals) without rows.
 */
export type PageRecords<T> = Pick<Page<T>, 'records' | 'page' | 'size'>;
export type PageTotal = Pick<Page<unknown>, 'total' | 'sums'>;

export const API_BASE = '/rocketScript';

/**
 * A request's id as the server answers it in `X-Request-Id` (docs/operations.md, "Logs"): a
 * proxy's when it is plain, else 12 random characters. The browser shows one only if it is plain.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
