/** Dashboard summaries per role, and an in-memory DashboardApi over one of them (never a live server). */
import type { DashboardSummary } from '@contracts/dashboard.js';
import type { DashboardApi } from '@/api/dashboard';
import { apiError, wait } from '../fixtures/resourceFixture';

/** "Now" of the stories and tests: 2026-11-22, so links name fixed months. */
export const DASHBOARD_NOW = Date.UTC(2026, 10, 22, 9);

const trend = (base: number) =>
  Array.from({ length: 30 }, (_, i) => ({
    day: new Date(DASHBOARD_NOW - (30 - i) * 86_400_000).toISOString().slice(0, 10),
    activeNum: base + ((i * 37) % 900),
  }));

const counts = { toApply: 3, submitted: 3, toConfirm: 3, settled: 63 };

export const SUMMARIES = {
  admin: {
    admin: {
      pendingConfigs: 3,
      pendingLinkers: 1,
      scriptSettlementsToExamine: 5,
      partnerSettlementsToExamine: 2,
      newUsersThisWeek: 10,
      activityTrend: trend(9000),
    },
    recent: [
      {
        id: 486,
        at: '2026-11-20T09:00:00.000Z',
        actorName: 'admin',
        entity: 'config',
        entityId: '9',
        recordName: 'Arena farming preset',
        event: 'REJECT',
        from: 'pending',
        to: 'rejected',
      },
      {
        id: 485,
        at: '2026-11-19T09:00:00.000Z',
        actorName: 'creator1',
        entity: 'settlement',
        entityId: '116',
        recordName: 'Puzzle Kingdom Auto · 2026-10',
        event: 'APPLY',
        from: 'unapplied',
        to: 'submitted',
      },
    ],
  },
  creator: {
    scripts: {
      scriptCount: 3,
      activeThisMonth: 136_058,
      activeLastMonth: 200_393,
      settlements: counts,
      activityTrend: trend(6000),
    },
  },
  company: {
    scripts: {
      scriptCount: 2,
      activeThisMonth: 47_325,
      activeLastMonth: 69_636,
      settlements: { ...counts, settled: 42 },
      activityTrend: trend(2000),
    },
  },
  partner: {
    partner: {
      activeThisMonth: 60_730,
      clicksThisMonth: 106_620,
      activeLastMonth: 89_139,
      settlements: { toApply: 1, submitted: 1, toConfirm: 1, settled: 21 },
    },
  },
  auditor: { recent: [] },
  operator: {},
} satisfies Record<string, DashboardSummary>;

/** While `outage.down` is true every call fails (a story or test lifts it before retrying). */
export interface Outage {
  down: boolean;
}

export function fixtureDashboardApi(
  summary: DashboardSummary,
  options: { delay?: number; outage?: Outage } = {},
) {
  let calls = 0;
  const api: DashboardApi = {
    async summary() {
      calls += 1;
      await wait(options.delay ?? 0);
      if (options.outage?.down) throw apiError(503, { reason: 'internal_error' }, 'Unavailable');
      return summary;
    },
  };
  return { api, calls: () => calls };
}
