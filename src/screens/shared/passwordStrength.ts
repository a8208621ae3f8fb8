/**
 * The strength check of new passwords, loaded on first use (docs/auth-protocol.md, "Password
 * policy"): the estimator and zxcvbn's dictionary arrive with `import()` when a new-password
 * field is first focused or typed into, so /login and the first screen never carry them.
 */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;

/** Below this score a new password is refused as too easy to guess. */
export const STRONG_ENOUGH: StrengthScore = 3;

export interface PasswordEstimate {
  score: StrengthScore;
  /** zxcvbn's warning key (`topTen`, `keyPattern`…), or null. */
  warning: string | null;
  /** zxcvbn's suggestion keys. */
  suggestions: readonly string[];
  /** One of the most common passwords: the server would refuse it too. */
  common: boolean;
}

export type PasswordEstimator = (password: string, userInputs: readonly string[]) => PasswordEstimate;

let loading: Promise<PasswordEstimator> | null = null;

/** The estimator, loaded once; a failed load is tried again next time. */
export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  loading ??= import('./passwordStrengthEstimator').then(
    (module) => module.estimatePassword,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** 'common', 'weak' or nothing, as the estimate says. */
export function strengthReason(estimate: PasswordEstimate): 'common' | 'weak' | undefined {
  if (estimate.common) return 'common';
  return estimate.score < STRONG_ENOUGH ? 'weak' : undefined;
}
