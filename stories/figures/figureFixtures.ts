/**
 * In-memory partner figures (days, and months with their settlement) over
 * stories/fixtures/resourceFixture.ts with the server's filters, month/day ranges and totals,
 * for stories and component tests: never a live server. Partner months are relative to today,
 * so "last month" is always closed and applicable. The script-partner and linker fixtures and
 * the settlement flow are re-exported, so a story imports one module.
 */
import type { CooperateActiveDayRecord, CooperateActiveMonthRecord } from '@contracts/activity.js';
import { cooperateDayContract, cooperateMonthContract } from '@contracts/resources/figures.js';
import { formatMoney, parseMoney } from '@contracts/money.js';
import {
  suggestedCooperateCents,
  type SettlementActor,
  type SettlementStatus,
} from '@contracts/settlement.js';
import { fixtureResourceApi, type FixtureOptions } from '../fixtures/resourceFixture';
import { monthsAgo } from '../activity/settlementFixtures';
import { fresh, mine, PARTNERS, SAMPLE_DAYS, sum, withMonth } from './figureRows';
import { fixtureSettlementFlow } from '../fixtures/settlementFlow';

export { apiError, type FixtureOptions } from '../fixtures/resourceFixture';
export { ADMIN_ACTOR, AUTHOR_ACTOR, monthsAgo } from '../activity/settlementFixtures';
export * from './scriptPartnerFixtures';
export * from '../fixtures/settlementFlow';

/** A COOPERATE user of Sky Ads (partner 21), and one of Blue Harbor Media (22). */
export const PARTNER_ACTOR: SettlementActor = {
  id: 7,
  roles: ['COOPERATE'],
  companyId: null,
  cooperateId: 21,
};
export const OTHER_PARTNER_ACTOR: SettlementActor = { ...PARTNER_ACTOR, id: 8, cooperateId: 22 };

// ---- partner days ----------------------------------------------------------------------------

type PartnerDay = CooperateActiveDayRecord & { month: string };

export function samplePartnerDays(own?: number): PartnerDay[] {
  const rows = PARTNERS.flatMap((partner, p) =>
    SAMPLE_DAYS.map((day, d) =>
      withMonth({
        id: 1 + p * 10 + d,
        cooperateId: partner.cooperateId,
        cooperateName: partner.cooperateName,
        day,
        activeNum: 1_000 * (p + 1) + 100 * d,
        clickNum: 3_000 * (p + 1) + 10 * d,
      }),
    ),
  );
  return mine(rows, own);
}

export function fixturePartnerDaysApi(options: FixtureOptions<PartnerDay> = {}) {
  return fixtureResourceApi(cooperateDayContract, 
    {
      contains: { cooperateName: ['cooperateName'] },
      equals: ['cooperateId'],
      ranges: { countTime: 'month', day: 'day' },
      sums: (rows) => ({ activeNum: sum(rows, 'activeNum'), clickNum: sum(rows, 'clickNum') }),
    },
    { ...options, rows: fresh(options.rows ?? samplePartnerDays()) },
  );
}

// ---- partner months with their settlement -----------------------------------------------------

/** Each partner: this month (open), last month unapplied, then submitted, examined, settled. */
const STATUSES: SettlementStatus[] = ['unapplied', 'unapplied', 'submitted', 'examined', 'settled'];

const suggested = (finalNum: number, unitMoney: string) =>
  formatMoney(suggestedCooperateCents(finalNum, parseMoney(unitMoney)));

export function samplePartnerMonths(own?: number): CooperateActiveMonthRecord[] {
  const rows = STATUSES.flatMap((status, back) =>
    PARTNERS.map((partner, p) => {
      const activeNum = partner.active + back * 1_000;
      const examined = status === 'examined' || status === 'settled';
      const activeFinalNum = examined ? activeNum - 400 : null;
      return {
        id: 200 + back * 10 + p,
        cooperateId: partner.cooperateId,
        cooperateName: partner.cooperateName,
        countTime: monthsAgo(back),
        activeNum,
        clickNum: activeNum * 3,
        unitMoney: partner.unitMoney,
        activeFinalNum,
        activeMoney: activeFinalNum === null ? null : suggested(activeFinalNum, partner.unitMoney),
        suggestedMoney: suggested(activeFinalNum ?? activeNum, partner.unitMoney),
        returnReason: null,
        status,
        updatedAt: new Date(Date.UTC(2026, 0, 1)).toISOString(),
      } satisfies CooperateActiveMonthRecord;
    }),
  );
  return mine(rows, own);
}

export function fixturePartnerMonthsApi(options: FixtureOptions<CooperateActiveMonthRecord> = {}) {
  return fixtureResourceApi(cooperateMonthContract, 
    {
      contains: { cooperateName: ['cooperateName'] },
      equals: ['status', 'cooperateId'],
      ranges: { countTime: 'countTime' },
      sums: (rows) => ({
        activeNum: sum(rows, 'activeNum'),
        clickNum: sum(rows, 'clickNum'),
        activeFinalNum: sum(rows, 'activeFinalNum'),
        activeMoney: formatMoney(
          rows.reduce(
            (total, row) => total + (row.activeMoney ? parseMoney(row.activeMoney) : 0),
            0,
          ),
        ),
      }),
    },
    { ...options, rows: fresh(options.rows ?? samplePartnerMonths()) },
  );
}

/** The owner of a partner month, for the settlement flow. */
export const partnerOwner = (row: CooperateActiveMonthRecord) =>
  ({ kind: 'cooperate', cooperateId: row.cooperateId }) as const;

/**
 * Partner months and their settlement calls over the same rows, as `actor`: an admin's world
 * (every partner) or a partner's (`own`: only its months, as the server scopes them).
 */
export function fixturePartnerMonthWorld(
  actor: SettlementActor,
  options: FixtureOptions<CooperateActiveMonthRecord> & { own?: boolean; refuse?: unknown } = {},
) {
  const { own, refuse, ...fixture } = options;
  const months = fixturePartnerMonthsApi({
    ...fixture,
    rows: fixture.rows ?? samplePartnerMonths(own ? (actor.cooperateId ?? undefined) : undefined),
  });
  const settlement = fixtureSettlementFlow(months.rows, partnerOwner, actor, { refuse });
  return { months, settlement };
}
