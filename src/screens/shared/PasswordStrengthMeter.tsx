/**
 * How hard a new password is to guess, while it is typed: a meter from "Very weak" to "Strong"
 * and zxcvbn's warning and first suggestion in the user's language. The estimator loads on first
 * use (passwordStrength.ts); until it is there the meter says it is checking.
 */
import { useEffect, useMemo, useState } from 'react';
import { Field, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { TranslationFunctions } from '@locales/i18n-types';
import { loadPasswordEstimator, STRONG_ENOUGH, type PasswordEstimate, type PasswordEstimator } from './passwordStrength';

const LEVELS = ['veryWeak', 'weak', 'fair', 'good', 'strong'] as const;

const useStyles = makeStyles({
  checking: { color: tokens.colorNeutralForeground3 },
});

type Words = TranslationFunctions['profile']['strength'];

/** zxcvbn's keys in our words; a key we do not know says nothing rather than English. */
function feedbackText(S: Words, estimate: PasswordEstimate): string {
  const warnings = S.warning as Record<string, (() => string) | undefined>;
  const suggestions = S.suggestion as Record<string, (() => string) | undefined>;
  const warning = estimate.warning ? warnings[estimate.warning]?.() : undefined;
  const suggestion = estimate.suggestions.map((key) => suggestions[key]?.()).find(Boolean);
  return [warning, suggestion].filter(Boolean).join(' ');
}

/** The estimator once `wanted` has been true (a field focused or typed into). */
export function usePasswordEstimator(wanted: boolean): PasswordEstimator | null {
  const [estimator, setEstimator] = useState<{ estimate: PasswordEstimator } | null>(null);
  useEffect(() => {
    if (!wanted || estimator) return;
    let live = true;
    loadPasswordEstimator().then(
      (estimate) => live && setEstimator({ estimate }),
      // The form's own check loads it again and says what went wrong.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted, estimator]);
  return estimator?.estimate ?? null;
}

export interface PasswordStrengthMeterProps {
  password: string;
  /** Words of the account (username, nickname) that make a password easy to guess. */
  userInputs: readonly string[];
  /** Load the estimator now (the field was focused), before anything is typed. */
  wanted: boolean;
}

export function PasswordStrengthMeter({ password, userInputs, wanted }: PasswordStrengthMeterProps) {
  const { LL } = useI18nContext();
  const S = LL.profile.strength;
  const styles = useStyles();
  const estimator = usePasswordEstimator(wanted || password !== '');
  const inputs = userInputs.join('\n');
  const estimate = useMemo(
    () => (estimator && password ? estimator(password, inputs.split('\n').filter(Boolean)) : null),
    [estimator, password, inputs],
  );
  if (!password) return null;
  if (!estimate) {
    return (
      <Text size={200} className={styles.checking} aria-live="polite">
        {S.checking()}
      </Text>
    );
  }
  const weak = estimate.common || estimate.score < STRONG_ENOUGH;
  const level = S.level[LEVELS[estimate.common ? 0 : estimate.score]]();
  const feedback = feedbackText(S, estimate);
  return (
    <Field
      label={`${S.label()}: ${level}`}
      validationState={weak ? 'warning' : 'success'}
      validationMessage={feedback || undefined}
      validationMessageIcon={null}
    >
      <ProgressBar
        value={(estimate.common ? 1 : estimate.score + 1) / LEVELS.length}
        max={1}
        thickness="large"
        color={weak ? (estimate.score < 2 || estimate.common ? 'error' : 'warning') : 'success'}
      />
    </Field>
  );
}
