/**
 * The examiner's second yes to an unusual amount (docs/settlement.md, "Unusual amounts"): money
 * further than the server's factor from the suggestion for the count typed asks once more, stating
 * both figures in the platform currency; the server refuses it (400 amount_unusual) otherwise.
 */
import { useCallback, useRef } from 'react';
import { useI18nContext } from '@locales/i18n-react';
import { parseMoney } from '@contracts/money.js';
import { isUnusualAmount } from '@contracts/unusualAmount.js';
import { ApiError } from '@/api/apiError';
import { useMoney } from '@/platform/Money';
import { useExamineUnusualFactor } from '@/platform/PlatformInfoProvider';
import { useQuestion } from '@/flow/useQuestion';

/** usual: nothing to ask; confirmed: the examiner said yes; declined: back to the form. */
export type UnusualAnswer = 'usual' | 'confirmed' | 'declined';

/** True for the server's refusal of an unconfirmed unusual amount. */
export function isUnusualRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.detail?.fields ?? []).some((f) => f.reason === 'amount_unusual');
}

/** What the form shows on the money field when the examiner goes back to change it. */
export function declinedUnusual(): ApiError {
  const message = 'The amount is far from the suggestion';
  return new ApiError(message, 400, {
    reason: 'invalid_input',
    fields: [{ field: 'activeMoney', reason: 'amount_unusual', message }],
  });
}

export function useUnusualAmount() {
  const { LL } = useI18nContext();
  const S = LL.settlement;
  const money = useMoney();
  const factor = useExamineUnusualFactor();
  // The form keeps the submit it started with: the factor is read when it runs.
  const factorNow = useRef(factor);
  factorNow.current = factor;
  const { ask: askQuestion, dialog } = useQuestion();

  /** Asks when `amount` is unusual against `suggested` (or always, with `ask`); answers how it went. */
  const confirm = useCallback(
    async (amount: string, suggested: string, ask = false): Promise<UnusualAnswer> => {
      if (!ask && !isUnusualAmount(parseMoney(amount), parseMoney(suggested), factorNow.current))
        return 'usual';
      const yes = await askQuestion({
        title: S.unusualTitle(),
        text: S.unusualText({ money: money.format(amount), suggested: money.format(suggested), factor: factorNow.current }),
        confirmLabel: S.unusualConfirm(),
      });
      return yes ? 'confirmed' : 'declined';
    },
    [askQuestion, S, money],
  );
  return { confirm, dialog };
}
