/**
 * The examine form's submit: an amount far from the suggestion for the count typed is asked about
 * once more first, and again when the server refuses it as unusual (its factor may differ from
 * the one the browser knew); a no goes back to the form with the money field marked.
 */
import { useCallback } from 'react';
import type { FormValues } from '@machines/submission.machine.js';
import { moneyFromTyped } from '@contracts/money.js';
import type { SettlementApi } from '@/api/activity';
import { declinedUnusual, isUnusualRefusal, useUnusualAmount } from './useUnusualAmount';

export function useExamineSubmit(api: SettlementApi, suggestFor: (finalNum: number) => string | null) {
  const { confirm, dialog } = useUnusualAmount();
  const submit = useCallback(
    async (values: FormValues) => {
      const body = {
        id: Number(values.id),
        activeFinalNum: Number(values.activeFinalNum),
        activeMoney: moneyFromTyped(values.activeMoney ?? ''),
      };
      const suggested = suggestFor(body.activeFinalNum);
      const answer = suggested === null ? 'usual' : await confirm(body.activeMoney, suggested);
      if (answer === 'declined') throw declinedUnusual();
      try {
        return await api.examine(answer === 'confirmed' ? { ...body, confirmUnusual: true } : body);
      } catch (error) {
        if (answer !== 'usual' || suggested === null || !isUnusualRefusal(error)) throw error;
        if ((await confirm(body.activeMoney, suggested, true)) === 'declined') throw declinedUnusual();
        return api.examine({ ...body, confirmUnusual: true });
      }
    },
    // suggestFor reads the row through a ref: the form keeps the submit it started with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, confirm],
  );
  return { submit, dialog };
}
