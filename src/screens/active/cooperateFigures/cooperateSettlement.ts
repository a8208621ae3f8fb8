/** How a partner month is settled: owned by the partner's COOPERATE users; the partner formula. */
import type { CooperateActiveMonthRecord } from '@contracts/activity.js';
import { formatMoney, parseMoney } from '@contracts/money.js';
import { suggestedCooperateCents } from '@contracts/settlement.js';
import { rowNameOf } from '../figureList/figureColumns';
import type { SettlementSubject } from '../settlement/useSettlementActions';

export const cooperateSettlement: SettlementSubject<CooperateActiveMonthRecord> = {
  ownerOf: (row) => ({ kind: 'cooperate', cooperateId: row.cooperateId }),
  nameOf: (row) => rowNameOf(row.cooperateName, row.countTime),
  // unitMoney is the partner's platform + author money per 1,000 active user-days.
  suggest: (row, finalNum) =>
    formatMoney(suggestedCooperateCents(finalNum, parseMoney(row.unitMoney))),
};
