/**
 * In-memory script months and a settlement API that moves them through the real settlement
 * machine (as the server does): stories and component tests see the same flow, never a live
 * server. Months are relative to today, so "last month" is always closed and applicable.
 */
import type { ScriptActiveRecord } from '@contracts/activity.js';
import { scriptMonthContract } from '@contracts/resources/figures.js';
import { formatMoney, parseMoney } from '@contracts/money.js';
import {
  averageEcpmCents,
  suggestedScriptCents,
  type SettlementActor,
  type SettlementStatus,
} from '@contracts/settlement.js';
import { scriptSettlement } from '@/screens/active/scriptMonths/scriptSettlement';
import { fixtureResourceApi, type FixtureOptions } from '../fixtures/resourceFixture';
import { fixtureSettlementFlow, type SettlementFlowOptions } from '../fixtures/settlementFlow';

export { apiError } from '../fixtures/resourceFixture';

export const ADMIN_ACTOR: SettlementActor = {
  id: 1,
  roles: ['ADMIN'],
  companyId: null,
  cooperateId: null,
};
export const AUTHOR_ACTOR: SettlementActor = {
  id: 3,
  roles: ['CREATOR'],
  companyId: null,
  cooperateId: null,
};
export const OTHER_AUTHOR_ACTOR: SettlementActor = {
  id: 4,
  roles: ['CREATOR'],
  companyId: null,
  cooperateId: null,
};

/** `YYYY-MM`, `back` months before this one. */
export function monthsAgo(back: number, now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 15))
    .toISOString()
    .slice(0, 7);
}

const SCRIPTS = [
  { scriptId: 11, scriptName: 'Puzzle Kingdom Auto', active: 30_000, ecpm: 1_400 },
  { scriptId: 12, scriptName: 'Quick Clicker Pro', active: 88_000, ecpm: 1_250 },
];

/** Each script: this month (open), last month unapplied, then submitted, examined, settled. */
const STATUSES: SettlementStatus[] = ['unapplied', 'unapplied', 'submitted', 'examined', 'settled'];

export function sampleScriptMonths(): ScriptActiveRecord[] {
  let id = 100;
  return STATUSES.flatMap((status, back) =>
    SCRIPTS.map((script) => {
      const activeNum = script.active + back * 1_000;
      const ecpmWeight = activeNum * script.ecpm;
      const examined = status === 'examined' || status === 'settled';
      const activeFinalNum = examined ? activeNum - 500 : null;
      id += 1;
      return {
        id,
        scriptId: script.scriptId,
        scriptName: script.scriptName,
        authorId: AUTHOR_ACTOR.id,
        authorNick: 'Script Author One',
        companyId: null,
        companyName: null,
        countTime: monthsAgo(back),
        activeNum,
        freeNum: Math.round(activeNum * 0.4),
        trialNum: Math.round(activeNum * 0.12),
        redFingerNum: Math.round(activeNum * 0.3),
        vmosNum: Math.round(activeNum * 0.2),
        virtualCloudNum: Math.round(activeNum * 0.1),
        flyingCloudNum: Math.round(activeNum * 0.05),
        ecpm: formatMoney(averageEcpmCents(activeNum, ecpmWeight)),
        ecpmWeight,
        activeFinalNum,
        activeMoney: examined
          ? formatMoney(suggestedScriptCents(activeFinalNum!, activeNum, ecpmWeight))
          : null,
        suggestedMoney: formatMoney(
          suggestedScriptCents(activeFinalNum ?? activeNum, activeNum, ecpmWeight),
        ),
        returnReason: null,
        status,
        updatedAt: new Date(Date.UTC(2026, 0, 1)).toISOString(),
      } satisfies ScriptActiveRecord;
    }),
  );
}

const cents = (money: string | null) => (money ? parseMoney(money) : 0);

export function fixtureScriptMonthsApi(options: FixtureOptions<ScriptActiveRecord> = {}) {
  return fixtureResourceApi(scriptMonthContract, 
    {
      contains: { scriptName: ['scriptName'] },
      equals: ['status', 'scriptId'],
      ranges: { countTime: 'countTime' },
      sums: (rows) => ({
        activeNum: rows.reduce((sum, r) => sum + r.activeNum, 0),
        freeNum: rows.reduce((sum, r) => sum + r.freeNum, 0),
        trialNum: rows.reduce((sum, r) => sum + r.trialNum, 0),
        activeFinalNum: rows.reduce((sum, r) => sum + (r.activeFinalNum ?? 0), 0),
        activeMoney: formatMoney(rows.reduce((sum, r) => sum + cents(r.activeMoney), 0)),
      }),
    },
    { ...options, rows: (options.rows ?? sampleScriptMonths()).map((row) => ({ ...row })) },
  );
}

/**
 * The settlement calls over `rows`, as `actor`, through the real machine
 * (stories/fixtures/settlementFlow.ts) with the script months' owners.
 */
export function fixtureSettlementApi(
  rows: ScriptActiveRecord[],
  actor: SettlementActor,
  options: SettlementFlowOptions = {},
) {
  return fixtureSettlementFlow(rows, scriptSettlement.ownerOf, actor, options);
}
