/**
 * The examiner's second yes to an unusual amount (docs/settlement.md, "Unusual amounts"): money
 * further than the server's factor from the suggestion for the count typed asks once more, stating
 * both figures in the platform currency; the server refuses it (400 amount_unusual) otherwise.
 */
import { useCallback, useRef, useState } from 'react';
import { useI18nContext } from '@locales/i18n-react';
import { parseMoney } from '@contracts/money.js';
import { isUnusualAmount } from '@contracts/unusualAmount.js';
import { ApiError } from '@/api/apiError';
import { ConfirmDialog } from '@/components/list/ConfirmDialog';
import { useMoney } from '@/platform/Money';
import { useExamineUnusualFactor } from '@/platform/PlatformInfoProvider';

/** usual: nothing to ask; confirmed: the examiner said yes; declined: back to the form. */
export type UnusualAnswer = 'usual' | 'confirmed' | 'declined';

interface Question {
  money: string;
  suggested: string;
  answer: (yes: boolean) => void;
}

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
  const [question, setQuestion] = useState<Question | null>(null);

  /** Asks when `amount` is unusual against `suggested` (or always, with `ask`); answers how it went. */
  const confirm = useCallback(
    (amount: string, suggested: string, ask = false): Promise<UnusualAnswer> => {
      if (!ask && !isUnusualAmount(parseMoney(amount), parseMoney(suggested), factorNow.current))
        return Promise.resolve('usual');
      return new Promise((resolve) =>
        setQuestion({
          money: amount,
          suggested,
          answer: (yes) => {
            setQuestion(null);
            resolve(yes ? 'confirmed' : 'declined');
          },
        }),
      );
    },
    [],
  );

  const dialog = (
    <ConfirmDialog
      open={question !== null}
      title={S.unusualTitle()}
      text={
        question
          ? S.unusualText({ money: money.format(question.money), suggested: money.format(question.suggested), factor })
          : ''
      }
      confirmLabel={S.unusualConfirm()}
      onConfirm={() => question?.answer(true)}
      onCancel={() => question?.answer(false)}
    />
  );
  return { confirm, dialog };
}
