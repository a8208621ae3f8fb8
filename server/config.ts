/**
 * Server settings, read once from the environment (see docs/server.md). Everything a test or an
 * e2e run may want to change (limits, directories, demo mode) lives here, so `buildApp` gets it
 * all through one object.
 */
import { resolve } from 'node:path';

/** A fixed-window counter: at most `max` hits per `windowSeconds`. */
export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

export interface Limits {
  /** Wrong passwords in a row for one account before it is locked. */
  loginFailuresPerAccount: number;
  /** How long a locked account stays locked. */
  accountLockSeconds: number;
  /** Failures older than this no longer count towards the lock. */
  loginFailureMemorySeconds: number;
  /** Login attempts per client address. */
  loginPerAddress: WindowLimit;
  /** getSalt calls per client address. */
  saltPerAddress: WindowLimit;
  /** Phone codes per phone: the resend interval. */
  phoneResend: WindowLimit;
  /** Phone codes per phone per hour. */
  phonePerHour: WindowLimit;
  /** Phone codes per client address. */
  phonePerAddress: WindowLimit;
}

export interface Config {
  port: number;
  host: string;
  /** postgres://… or null for the embedded SQLite file. */
  databaseUrl: string | null;
  dataDir: string;
  uploadsDir: string;
  sqlitePath: string;
  /** The built SPA (vite build output). */
  distDir: string;
  /** Explicit secret; null means "generated once and kept in the settings table". */
  appSecret: string | null;
  sessionTtlHours: number;
  demoMode: boolean;
  logLevel: string;
  /** Trust X-Forwarded-For (only behind a proxy you control). */
  trustProxy: boolean;
  /** Largest accepted request body in bytes. */
  bodyLimit: number;
  phoneCode: { ttlSeconds: number; maxAttempts: number };
  limits: Limits;
}

export const DEFAULT_LIMITS: Limits = {
  loginFailuresPerAccount: 20,
  accountLockSeconds: 15 * 60,
  loginFailureMemorySeconds: 24 * 60 * 60,
  loginPerAddress: { max: 300, windowSeconds: 15 * 60 },
  saltPerAddress: { max: 600, windowSeconds: 15 * 60 },
  phoneResend: { max: 1, windowSeconds: 60 },
  phonePerHour: { max: 5, windowSeconds: 60 * 60 },
  phonePerAddress: { max: 20, windowSeconds: 60 * 60 },
};

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

/** "max/windowSeconds", e.g. RATE_LOGIN_PER_ADDRESS=300/900. */
function windowLimit(env: Env, name: string, fallback: WindowLimit): WindowLimit {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(raw);
  if (!match) throw new Error(`${name} must look like max/windowSeconds (e.g. 300/900), got "${raw}"`);
  return { max: Number(match[1]), windowSeconds: Math.max(1, Number(match[2])) };
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
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    sqlitePath: resolve(dataDir, 'rocket-script.sqlite'),
    distDir: resolve(env.DIST_DIR?.trim() || './dist'),
    appSecret: env.APP_SECRET?.trim() || null,
    sessionTtlHours: integer(env, 'SESSION_TTL_HOURS', 168, 1),
    demoMode: flag(env, 'DEMO_MODE', databaseUrl === null),
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
      loginPerAddress: windowLimit(env, 'RATE_LOGIN_PER_ADDRESS', DEFAULT_LIMITS.loginPerAddress),
      saltPerAddress: windowLimit(env, 'RATE_SALT_PER_ADDRESS', DEFAULT_LIMITS.saltPerAddress),
      phoneResend: windowLimit(env, 'RATE_PHONE_RESEND', DEFAULT_LIMITS.phoneResend),
      phonePerHour: windowLimit(env, 'RATE_PHONE_PER_HOUR', DEFAULT_LIMITS.phonePerHour),
      phonePerAddress: windowLimit(env, 'RATE_PHONE_PER_ADDRESS', DEFAULT_LIMITS.phonePerAddress),
    },
  };
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
