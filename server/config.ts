/**
 * Server settings, read once from the environment (see docs/server.md). Everything a test or an
 * e2e run may want to change (limits, directories, demo mode) lives here, so `buildApp` gets it
 * all through one object.
 */
import { resolve } from 'node:path';
import { CURRENCY_PATTERN, DEFAULT_CURRENCY } from '../contracts/currency.js';
import type { UploadPurpose } from '../contracts/files.js';
import { EXAMINE_UNUSUAL_FACTOR_DEFAULT } from '../contracts/settlement.js';
import { isRole, type Role } from '../contracts/roles.js';

export { DEFAULT_LIMITS, type Limits, type WindowLimit } from './limits.js';
import { DEFAULT_LIMITS, type Limits, type WindowLimit } from './limits.js';

export interface Config {
  port: number;
  host: string;
  /** postgres://… or null for the embedded SQLite file. */
  databaseUrl: string | null;
  /** Keep reads prepared per PostgreSQL connection (DATABASE_PREPARED_STATEMENTS; off behind a transaction pooler). */
  preparedStatements: boolean;
  dataDir: string;
  uploadsDir: string;
  sqlitePath: string;
  /** The built SPA (vite build output). */
  distDir: string;
  /** Explicit secret; null means "generated once and kept in the settings table". */
  appSecret: string | null;
  /** CARD_KEY_SECRET (never in the database; docs/cardKeys.md); null: the file below, made on first start. */
  cardKeySecret: string | null;
  /** DATA_DIR/card-key.secret: the generated card key secret, mode 0600. */
  cardKeySecretFile: string;
  sessionTtlHours: number;
  /** Minutes a session may go unused (docs/auth-protocol.md, "Idle sessions"). */
  sessionIdle: { privilegedMinutes: number; otherMinutes: number };
  /**
   * DEMO_MODE=0 makes this false: no demo seed, no outbox, even on a demo database. True (unset,
   * or any "on" value) only lets demo mode follow the database: see server/db/demoDatabase.ts.
   */
  demoAllowed: boolean;
  /** ISO 4217 code of every money amount (PLATFORM_CURRENCY). */
  currency: string;
  /** Examined money further than this factor from the suggestion needs a second yes (EXAMINE_UNUSUAL_FACTOR). */
  examineUnusualFactor: number;
  /** The raw DEMO_MODE, so the start banner can say what an "on" value does not do. */
  demoModeSetting: string | null;
  logLevel: string;
  /** Trust X-Forwarded-For (only behind a proxy you control). */
  trustProxy: boolean;
  /** Largest accepted request body in bytes. */
  bodyLimit: number;
  phoneCode: { ttlSeconds: number; maxAttempts: number };
  limits: Limits;
  httpTimeouts: HttpTimeouts;
  /** Resumable uploads (docs/files.md, "Resumable uploads"). */
  uploads: UploadSettings;
  /** Where uploaded files are kept (docs/files.md): directories under uploadsDir, or an S3 bucket. */
  fileStorage: FileStorageSettings;
  /** How often promotions are started and ended on time, in ms (PROMOTION_SWEEP_SECONDS; docs/promotions.md). */
  promotionSweepMs: number;
  /** Two-step verification (docs/auth-protocol.md, "Two-step verification"). */
  mfa: MfaSettings;
  /** METRICS_TOKEN: Prometheus metrics at /api/metrics for this bearer token; null: no metrics (docs/operations.md). */
  metricsToken: string | null;
}

export interface MfaSettings {
  /** MFA_REQUIRED_ROLES: an account holding one of these enrols at sign-in; empty: none must. */
  requiredRoles: Role[];
  /** MFA_PENDING_MINUTES: how long a pending session, and a started enrolment, lasts. */
  pendingMinutes: number;
  /** DEMO_MFA: the demo `admin` is seeded enrolled with DEMO_MFA_SECRET. */
  demoEnrolled: boolean;
}

function mfaSettings(env: Env): MfaSettings {
  // Unset: the default; set but empty: no role requires it.
  const named = (env.MFA_REQUIRED_ROLES ?? 'ADMIN,LUA_ADMIN,AUDITOR').split(',').map((role) => role.trim()).filter(Boolean);
  const unknown = named.filter((role) => !isRole(role));
  if (unknown.length > 0) throw new Error(`MFA_REQUIRED_ROLES names unknown roles: ${unknown.join(', ')}`);
  return { requiredRoles: named as Role[], pendingMinutes: integer(env, 'MFA_PENDING_MINUTES', 10, 1), demoEnrolled: flag(env, 'DEMO_MFA', true) };
}

export type FileStorageSettings = { backend: 'directory' } | { backend: 's3'; s3: S3Settings };

/** The S3 backend's settings (docs/files.md, "The S3 backend"). */
export interface S3Settings {
  /** An S3-compatible server's URL; null: AWS itself. */
  endpoint: string | null;
  region: string;
  bucket: string;
  /** Both or neither: without them the SDK's own chain (AWS_* variables, instance roles) answers. */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** `<endpoint>/<bucket>/…` rather than `<bucket>.<endpoint>/…`. */
  forcePathStyle: boolean;
  /** '' or a folder ending in '/', before each store's own (`covers/`, `releases/`). */
  prefix: string;
}

/** How long a client may take before its connection is closed, in ms (docs/server.md, "Slow clients"). */
export interface HttpTimeouts {
  /** From a request's first byte to the end of its headers. */
  headersMs: number;
  /** From a request's first byte to the end of its body. */
  requestMs: number;
  /** An idle kept-alive connection between two requests. */
  keepAliveMs: number;
}

function httpTimeouts(env: Env): HttpTimeouts {
  const timeouts = {
    headersMs: integer(env, 'HTTP_HEADERS_TIMEOUT_MS', 10_000, 100),
    requestMs: integer(env, 'HTTP_REQUEST_TIMEOUT_MS', 30_000, 100),
    keepAliveMs: integer(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 5_000, 100),
  };
  if (timeouts.headersMs > timeouts.requestMs) throw new Error('HTTP_HEADERS_TIMEOUT_MS must not exceed HTTP_REQUEST_TIMEOUT_MS');
  return timeouts;
}


type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'off', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be on or off, got "${env[name]}"`);
}

/** FILE_STORAGE and, for s3, the S3_* settings; a missing or malformed one stops the start. */
function fileStorage(env: Env): FileStorageSettings {
  const backend = env.FILE_STORAGE?.trim().toLowerCase() || 'directory';
  if (backend === 'directory') return { backend };
  if (backend !== 's3') throw new Error(`FILE_STORAGE must be directory or s3, got "${env.FILE_STORAGE}"`);
  const text = (name: string) => env[name]?.trim() || null;
  const bucket = text('S3_BUCKET');
  if (!bucket) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET (the bucket the files are kept in)');
  const endpoint = text('S3_ENDPOINT');
  if (endpoint && !/^https?:\/\/[^/\s]+/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http:// or https:// URL, got "${endpoint}"`);
  const accessKeyId = text('S3_ACCESS_KEY_ID');
  const secretAccessKey = text('S3_SECRET_ACCESS_KEY');
  if (!accessKeyId !== !secretAccessKey) throw new Error('FILE_STORAGE=s3 needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (or neither, for the AWS credential chain)');
  const prefix = (text('S3_PREFIX') ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix && !/^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(prefix)) {
    throw new Error(`S3_PREFIX must be folder names of letters, digits, '.', '_' and '-' joined by '/', got "${env.S3_PREFIX}"`);
  }
  return {
    backend,
    s3: {
      endpoint,
      region: text('S3_REGION') ?? 'us-east-1',
      bucket,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', endpoint !== null),
      prefix: prefix ? `${prefix}/` : '',
    },
  };
}

/** Largest file per upload purpose, in bytes (413 when a tus upload declares more). */
export interface UploadSettings {
  maxBytes: Readonly<Record<UploadPurpose, number>>;
  /** What one user may keep staged, not yet registered (429 / 413 beyond; docs/files.md, "Limits per user"). */
  perUser: { uploads: number; bytes: number };
}

function uploadSettings(env: Env): UploadSettings {
  const apk = integer(env, 'UPLOAD_MAX_APK_BYTES', 1_000_000_000, 1);
  const maxBytes = {
    apk,
    app: apk,
    rc: integer(env, 'UPLOAD_MAX_RC_BYTES', 200_000_000, 1),
    course: integer(env, 'UPLOAD_MAX_COURSE_BYTES', 500_000_000, 1),
    lua: integer(env, 'UPLOAD_MAX_LUA_BYTES', 2_000_000, 1),
  };
  const largest = Math.max(...Object.values(maxBytes));
  const perUser = {
    uploads: integer(env, 'UPLOAD_OPEN_PER_USER', 20, 1),
    bytes: integer(env, 'UPLOAD_STAGED_BYTES_PER_USER', Math.max(5_000_000_000, largest), 1),
  };
  if (perUser.bytes < largest) {
    throw new Error(`UPLOAD_STAGED_BYTES_PER_USER (${perUser.bytes}) must be at least the largest file limit (${largest}): no such file could be uploaded`);
  }
  return { maxBytes, perUser };
}

/** "max/windowSeconds", e.g. RATE_LOGIN_PER_ADDRESS=300/900. */
function windowLimit(env: Env, name: string, fallback: WindowLimit): WindowLimit {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(raw);
  if (!match) throw new Error(`${name} must look like max/windowSeconds (e.g. 300/900), got "${raw}"`);
  return { max: Number(match[1]), windowSeconds: Math.max(1, Number(match[2])) };
}

/** An ISO 4217 code the runtime knows (Intl formats it), upper-cased. */
function currencyCode(env: Env, name: string): string {
  const raw = env[name]?.trim().toUpperCase();
  if (!raw) return DEFAULT_CURRENCY;
  const known = CURRENCY_PATTERN.test(raw) && (Intl.supportedValuesOf('currency') as string[]).includes(raw);
  if (!known) throw new Error(`${name} must be an ISO 4217 currency code such as CNY, USD or JPY, got "${env[name]}"`);
  return raw;
}

export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// URL (leave it unset for the embedded SQLite database)');
  }
  const dataDir = resolve(env.DATA_DIR?.trim() || './data');
  return {
    port: integer(env, 'PORT', 8080),
    host: env.HOST?.trim() || '127.0.0.1',
    databaseUrl,
    preparedStatements: flag(env, 'DATABASE_PREPARED_STATEMENTS', true),
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    sqlitePath: resolve(dataDir, 'rocket-script.sqlite'),
    distDir: resolve(env.DIST_DIR?.trim() || './dist'),
    appSecret: env.APP_SECRET?.trim() || null,
    cardKeySecret: env.CARD_KEY_SECRET?.trim() || null,
    cardKeySecretFile: resolve(dataDir, 'card-key.secret'),
    sessionTtlHours: integer(env, 'SESSION_TTL_HOURS', 168, 1),
    sessionIdle: {
      privilegedMinutes: integer(env, 'SESSION_IDLE_MINUTES_ADMIN', 30, 1),
      otherMinutes: integer(env, 'SESSION_IDLE_MINUTES', 480, 1),
    },
    demoAllowed: flag(env, 'DEMO_MODE', true),
    currency: currencyCode(env, 'PLATFORM_CURRENCY'),
    examineUnusualFactor: integer(env, 'EXAMINE_UNUSUAL_FACTOR', EXAMINE_UNUSUAL_FACTOR_DEFAULT, 2),
    demoModeSetting: env.DEMO_MODE?.trim() || null,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    trustProxy: flag(env, 'TRUST_PROXY', false),
    bodyLimit: integer(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024),
    phoneCode: {
      ttlSeconds: integer(env, 'PHONE_CODE_TTL_SECONDS', 600, 1),
      maxAttempts: integer(env, 'PHONE_CODE_MAX_ATTEMPTS', 5, 1),
    },
    limits: {
      loginFailuresPerAccount: integer(env, 'RATE_LOGIN_FAILURES', DEFAULT_LIMITS.loginFailuresPerAccount, 1),
      accountLockSeconds: integer(env, 'RATE_ACCOUNT_LOCK_SECONDS', DEFAULT_LIMITS.accountLockSeconds, 1),
      loginFailureMemorySeconds: DEFAULT_LIMITS.loginFailureMemorySeconds,
      accountFreeFailures: integer(env, 'RATE_ACCOUNT_FREE_FAILURES', DEFAULT_LIMITS.accountFreeFailures, 1),
      accountBackoffMaxSeconds: integer(env, 'RATE_ACCOUNT_BACKOFF_MAX_SECONDS', DEFAULT_LIMITS.accountBackoffMaxSeconds, 1),
      loginPerAddress: windowLimit(env, 'RATE_LOGIN_PER_ADDRESS', DEFAULT_LIMITS.loginPerAddress),
      saltPerAddress: windowLimit(env, 'RATE_SALT_PER_ADDRESS', DEFAULT_LIMITS.saltPerAddress),
      phoneResend: windowLimit(env, 'RATE_PHONE_RESEND', DEFAULT_LIMITS.phoneResend),
      phonePerHour: windowLimit(env, 'RATE_PHONE_PER_HOUR', DEFAULT_LIMITS.phonePerHour),
      phonePerAddress: windowLimit(env, 'RATE_PHONE_PER_ADDRESS', DEFAULT_LIMITS.phonePerAddress),
      cardKeyFailuresPerUser: integer(env, 'RATE_CARD_KEY_FAILURES', DEFAULT_LIMITS.cardKeyFailuresPerUser, 1),
      cardKeyFailuresPerAddress: integer(env, 'RATE_CARD_KEY_FAILURES_PER_ADDRESS', DEFAULT_LIMITS.cardKeyFailuresPerAddress, 1),
      cardKeyLockSeconds: integer(env, 'RATE_CARD_KEY_LOCK_SECONDS', DEFAULT_LIMITS.cardKeyLockSeconds, 1),
      ingestPerDevice: windowLimit(env, 'RATE_INGEST_PER_DEVICE', DEFAULT_LIMITS.ingestPerDevice),
      ingestCallsPerUser: windowLimit(env, 'RATE_INGEST_CALLS_PER_USER', DEFAULT_LIMITS.ingestCallsPerUser),
      ingestDevicesPerUserDay: integer(env, 'RATE_INGEST_DEVICES_PER_USER_DAY', DEFAULT_LIMITS.ingestDevicesPerUserDay, 1),
      mfaFailuresPerAccount: integer(env, 'RATE_MFA_FAILURES', DEFAULT_LIMITS.mfaFailuresPerAccount, 1),
      mfaLockSeconds: integer(env, 'RATE_MFA_LOCK_SECONDS', DEFAULT_LIMITS.mfaLockSeconds, 1),
      articleReadsPerAddress: windowLimit(env, 'RATE_ARTICLE_READS_PER_ADDRESS', DEFAULT_LIMITS.articleReadsPerAddress),
      feedbackPerUser: windowLimit(env, 'RATE_FEEDBACK_PER_USER', DEFAULT_LIMITS.feedbackPerUser),
      feedbackScreenshotsPerUser: windowLimit(env, 'RATE_FEEDBACK_SCREENSHOTS_PER_USER', DEFAULT_LIMITS.feedbackScreenshotsPerUser),
    },
    httpTimeouts: httpTimeouts(env),
    uploads: uploadSettings(env),
    fileStorage: fileStorage(env),
    promotionSweepMs: integer(env, 'PROMOTION_SWEEP_SECONDS', 30, 1) * 1000,
    metricsToken: metricsToken(env),
    mfa: mfaSettings(env),
  };
}

function metricsToken(env: Env): string | null {
  const token = env.METRICS_TOKEN?.trim() || null;
  if (token !== null && !/^[A-Za-z0-9._~+/=-]{24,256}$/.test(token)) {
    throw new Error('METRICS_TOKEN must be 24 to 256 letters, digits or . _ ~ + / = - (e.g. openssl rand -base64 32)');
  }
  return token;
}

/** The database a config points at, for messages: the password in a URL is masked. */
export function describeDatabase(config: Config): string {
  if (!config.databaseUrl) return `SQLite ${config.sqlitePath}`;
  try {
    const url = new URL(config.databaseUrl);
    if (url.password) url.password = '***';
    return `PostgreSQL ${url.toString()}`;
  } catch {
    return 'PostgreSQL';
  }
}
