/**
 * GET /api/active/queryScriptActive (+ exportScriptActive): one row per script per month, the
 * month's figures (summed from the days) and its settlement (status, final count, money). The
 * spine is the settlements table, so paging, sorting and totals are plain indexed reads.
 */
import type { ScriptActiveRecord } from '../../../contracts/activity.js';
import { formatMoney } from '../../../contracts/money.js';
import { FIGURE_ROLES } from '../../../contracts/permissions.js';
import {
  averageEcpmCents,
  suggestedScriptCents,
} from '../../../contracts/settlement.js';
import { scriptMonthContract } from '../../../contracts/resources/figures.js';
import { defineResource, summaryTotals, type Row } from '../../resource/resource.js';
import { hasAnyRole } from '../../../contracts/roles.js';
import { num, numOrNull, settlementFieldsOf, textOrNull } from './figureValues.js';
import { SCRIPT_OWNERSHIP } from './owners.js';
import { basisPointsToShare, shareOfCents } from '../../../contracts/signing.js';
import { coveringSigning } from '../scripts/signedCompany.js';

/** The company's share of the month and of its money, under the contract covering it. */
function companyPart(row: Row): Pick<ScriptActiveRecord, 'companyShare' | 'companyMoney'> {
  const share = numOrNull(row.share_bp);
  if (share === null) return { companyShare: null, companyMoney: null };
  const money = numOrNull(row.active_money);
  return {
    companyShare: basisPointsToShare(share),
    companyMoney: money === null ? null : formatMoney(shareOfCents(money, share)),
  };
}

export function toScriptActiveRecord(row: Row): ScriptActiveRecord {
  const activeNum = num(row.active_num);
  const ecpmWeight = num(row.ecpm_weight);
  return {
    id: Number(row.id),
    scriptId: Number(row.script_id),
    scriptName: String(row.script_name),
    authorId: Number(row.owner_id),
    authorNick: String(row.author_nick ?? ''),
    companyId: numOrNull(row.company_id),
    companyName: textOrNull(row.company_name),
    ...companyPart(row),
    countTime: String(row.month),
    activeNum,
    freeNum: num(row.free_num),
    trialNum: num(row.trial_num),
    redFingerNum: num(row.red_finger_num),
    vmosNum: num(row.vmos_num),
    virtualCloudNum: num(row.virtual_cloud_num),
    flyingCloudNum: num(row.flying_cloud_num),
    ecpm: formatMoney(averageEcpmCents(activeNum, ecpmWeight)),
    ecpmWeight,
    ...settlementFieldsOf(row, (finalNum) => suggestedScriptCents(finalNum, activeNum, ecpmWeight)),
  };
}

export const scriptMonthResource = defineResource(scriptMonthContract, {
  auditEntity: 'settlement',
  table: 'script_months',
  view: (db) =>
    db
      .selectFrom('settlements as s')
      .innerJoin('scripts as sc', 'sc.id', 's.subject_id')
      .innerJoin('users as u', 'u.id', 'sc.owner_id')
      // The month's company: the signing contract covering it (docs/signing.md).
      .leftJoin('script_signings as sg', coveringSigning('s.subject_id', 's.month'))
      .leftJoin('companies as c', 'c.id', 'sg.company_id')
      .where('s.kind', '=', 'script')
      .select([
        's.id',
        's.subject_id as script_id',
        'sc.script_name',
        'sc.owner_id',
        'u.nickname as author_nick',
        'sg.company_id',
        'sg.share_bp',
        'c.name as company_name',
        's.month',
        's.active_num',
        's.free_num',
        's.trial_num',
        's.red_finger_num',
        's.vmos_num',
        's.virtual_cloud_num',
        's.flying_cloud_num',
        's.ecpm_weight',
        's.active_final_num',
        's.active_money',
        's.return_reason',
        's.status',
        's.updated_at',
      ]),
  toRecord: toScriptActiveRecord,
  ownership: SCRIPT_OWNERSHIP,
  list: {
    roles: FIGURE_ROLES['active/queryScriptActive'],
    filters: {
      scriptId: { column: 'script_id' },
      scriptName: { columns: ['script_name'] },
      authorId: { column: 'owner_id' },
      companyId: { column: 'company_id' },
      countTime: { column: 'month' },
      status: { column: 'status' },
    },
    sortColumns: {
      id: 'id',
      countTime: 'month',
      scriptName: 'script_name',
      activeNum: 'active_num',
      freeNum: 'free_num',
      trialNum: 'trial_num',
      activeFinalNum: 'active_final_num',
      activeMoney: 'active_money',
      status: 'status',
      updatedAt: 'updated_at',
    },
    // Counted per month and status from the kept totals (docs/scale.md); a script's from its rows.
    counted: summaryTotals({
      sources: [
        {
          table: ['settlement_totals', 'settlement_total_changes'],
          count: 'records',
          filters: { status: 'status' },
          only: { kind: 'script' },
        },
      ],
      monthRange: 'countTime',
      sums: {
        activeNum: 'active_num',
        freeNum: 'free_num',
        trialNum: 'trial_num',
        activeFinalNum: 'active_final_num',
        activeMoney: 'active_money',
      },
      scope: (user) => (hasAnyRole(user.roles, ['ADMIN', 'AUDITOR']) ? {} : null),
    }),
    pagedBy: {
      table: 'settlements',
      only: { kind: 'script' },
      sqliteIndexes: { month: 'settlements_script_pages_idx' },
      columns: {
        id: 'id',
        script_id: 'subject_id',
        month: 'month',
        active_num: 'active_num',
        free_num: 'free_num',
        trial_num: 'trial_num',
        active_final_num: 'active_final_num',
        active_money: 'active_money',
        status: 'status',
        updated_at: 'updated_at',
      },
    },
    totals: {
      columns: {
        activeNum: 'active_num',
        freeNum: 'free_num',
        trialNum: 'trial_num',
        activeFinalNum: 'active_final_num',
        activeMoney: 'active_money',
      },
      format: (sums) => ({ ...sums, activeMoney: formatMoney(sums.activeMoney ?? 0) }),
    },
  },
});
