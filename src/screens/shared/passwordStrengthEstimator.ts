/**
 * zxcvbn's estimate of a new password (docs/auth-protocol.md, "Password policy"). Heavy (the
 * common-password list alone is ~200 kB gzipped), so only passwordStrength.ts imports it, with
 * `import()`, when a new-password field is first used: never with /login nor the first screen.
 * No translations are given to zxcvbn: its feedback stays as keys, which the meter says in the
 * user's language (locales: passwordStrength).
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { LOCAL_COMMON_PASSWORDS } from '@contracts/commonPasswords.js';
import type { PasswordEstimate, StrengthScore } from './passwordStrength';

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...dictionary, 'passwords-local': [...LOCAL_COMMON_PASSWORDS] },
  graphs: adjacencyGraphs,
});

/** zxcvbn's warnings that mean "a password from a leak list", whatever its length. */
const COMMON_WARNINGS = new Set(['topTen', 'topHundred', 'common']);
const LOCAL = new Set(LOCAL_COMMON_PASSWORDS);
const DIGESTED = new Set(dictionary['passwords-common'].map(String));

export function estimatePassword(password: string, userInputs: readonly string[]): PasswordEstimate {
  const result = zxcvbn.check(password, [...userInputs]);
  const lower = password.toLowerCase();
  // The server refuses exactly these (their digests): say so before sending.
  const common = DIGESTED.has(password) || LOCAL.has(lower) || COMMON_WARNINGS.has(result.feedback.warning ?? '');
  return {
    score: result.score as StrengthScore,
    warning: result.feedback.warning,
    suggestions: result.feedback.suggestions,
    common,
  };
}
