/** How a script month is settled: owned by its author and its company; the script formula. */
import type { ScriptActiveRecord } from '@contracts/activity.js';
import { formatMoney } from '@contracts/money.js';
import { suggestedScriptCents } from '@contracts/settlement.js';
import type { SettlementSubject } from '../settlement/useSettlementActions';

export const scriptSettlement: SettlementSubject<ScriptActiveRecord> = {
  ownerOf: (row) => ({ kind: 'script', creatorId: row.authorId, companyId: row.companyId }),
  nameOf: (row) => `${row.scriptName} · ${row.countTime}`,
  suggest: (row, finalNum) =>
    formatMoney(suggestedScriptCents(finalNum, row.activeNum, row.ecpmWeight)),
};
