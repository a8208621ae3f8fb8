/**
 * Before a partner's new shares are saved, the form says which months they re-price and which
 * keep theirs (docs/settlement.md, "Partner prices"), from the server's impact call, and asks.
 * A no keeps the form open with the month field marked; nothing is sent.
 */
import { useCallback } from 'react';
import { useI18nContext } from '@locales/i18n-react';
import type { PriceImpactMonth } from '@contracts/partnerPrice.js';
import type { PriceImpactLoader } from '@/api/partnerPrices';
import { ApiError } from '@/api/apiError';
import { useQuestion } from '@/flow/useQuestion';
import { formatMonth } from '@/utils/localeFormat';

/** What the form shows on the month field when the user goes back. */
function declined(message: string): ApiError {
  return new ApiError(message, 400, {
    reason: 'invalid_input',
    fields: [{ field: 'priceFrom', reason: 'invalid_value', message }],
  });
}

export function usePriceChange(loadImpact: PriceImpactLoader) {
  const { LL, locale } = useI18nContext();
  const P = LL.cooperate;
  const { ask, dialog } = useQuestion();

  /** Resolves when the user agrees to re-price from `priceFrom`; throws the field error when not. */
  const confirm = useCallback(
    async (id: number, priceFrom: string) => {
      const impact = await loadImpact(id, priceFrom);
      const list = (months: readonly PriceImpactMonth[]) =>
        months.map((m) => `${formatMonth(m.month, locale)} (${LL.settlement.status[m.status]()})`).join(', ');
      const month = formatMonth(priceFrom, locale);
      const text = [
        impact.affected.length > 0 ? P.priceChangeAffected({ months: list(impact.affected) }) : P.priceChangeNone({ month }),
        ...(impact.kept.length > 0 ? [P.priceChangeKept({ months: list(impact.kept) })] : []),
      ].join(' ');
      const yes = await ask({ title: P.priceChangeTitle({ month }), text, confirmLabel: P.priceChangeConfirm() });
      if (!yes) throw declined(P.priceChangeDeclined());
    },
    [loadImpact, ask, LL, P, locale],
  );
  return { confirm, dialog };
}
