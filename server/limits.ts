/**
 * The rate limits and their defaults (docs/server.md, "Settings"); each can be set from the
 * environment by server/config.ts.
 */

/** A fixed-window counter: at most `max` hits per `windowSeconds`. */
export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

export interface Limits {
  /** Password attempts for one account from one client address before that address is locked out of it. */
  loginFailuresPerAccount: number;
  /** How long such a lock lasts. */
  accountLockSeconds: number;
  /** Attempts older than this no longer count. */
  loginFailureMemorySeconds: number;
  /** Failed attempts on one account from addresses it never signed in from, before they are paced. */
  accountFreeFailures: number;
  /** The longest wait between two paced attempts (the wait doubles from 1 s up to this). */
  accountBackoffMaxSeconds: number;
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
  /** Wrong card keys one app user may try before they are locked out of redeeming (docs/cardKeys.md). */
  cardKeyFailuresPerUser: number;
  /** Wrong card keys from one client address (any user) before that address is locked out. */
  cardKeyFailuresPerAddress: number;
  /** How long such a lock lasts. */
  cardKeyLockSeconds: number;
  /** Events one device may report (docs/ingestion.md, "Throttling"); the rest of a batch is refused. */
  ingestPerDevice: WindowLimit;
  /** Report calls per app user (then 429). */
  ingestCallsPerUser: WindowLimit;
  /**
   * Devices one app user may report launches from in a UTC day (docs/ingestion.md,
   * "Throttling"): launches from more are refused, so one account cannot mint daily actives.
   */
  ingestDevicesPerUserDay: number;
  /** Wrong two-step codes one account may send (any address) before it is locked out of the second step. */
  mfaFailuresPerAccount: number;
  /** How long such a lock lasts. */
  mfaLockSeconds: number;
  /** The app's public article reads per client address (docs/articles.md; then 429). */
  articleReadsPerAddress: WindowLimit;
  /** Feedback one app user may send (docs/feedback.md); a resend of a stored one is not counted. */
  feedbackPerUser: WindowLimit;
  /** Screenshots one app user may upload for their feedback. */
  feedbackScreenshotsPerUser: WindowLimit;
}

export const DEFAULT_LIMITS: Limits = {
  loginFailuresPerAccount: 20,
  accountLockSeconds: 15 * 60,
  loginFailureMemorySeconds: 24 * 60 * 60,
  accountFreeFailures: 100,
  accountBackoffMaxSeconds: 300,
  loginPerAddress: { max: 300, windowSeconds: 15 * 60 },
  saltPerAddress: { max: 600, windowSeconds: 15 * 60 },
  phoneResend: { max: 1, windowSeconds: 60 },
  phonePerHour: { max: 5, windowSeconds: 60 * 60 },
  phonePerAddress: { max: 20, windowSeconds: 60 * 60 },
  cardKeyFailuresPerUser: 10,
  cardKeyFailuresPerAddress: 30,
  cardKeyLockSeconds: 15 * 60,
  ingestPerDevice: { max: 2000, windowSeconds: 60 * 60 },
  ingestCallsPerUser: { max: 120, windowSeconds: 60 },
  ingestDevicesPerUserDay: 20,
  mfaFailuresPerAccount: 5,
  mfaLockSeconds: 15 * 60,
  articleReadsPerAddress: { max: 300, windowSeconds: 60 },
  feedbackPerUser: { max: 20, windowSeconds: 60 * 60 },
  feedbackScreenshotsPerUser: { max: 60, windowSeconds: 60 * 60 },
};
