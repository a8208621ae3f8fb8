/**
 * Where each dashboard figure leads: the filtered list behind it, as a URL the list reads its
 * filters from. "To apply for" stops at last month: the open month cannot be applied for yet.
 */
import { monthOf } from '@contracts/settlementKinds.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export function lastMonth(now: number): string {
  const date = new Date(now);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 15))
    .toISOString()
    .slice(0, 7);
}

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

export interface SettlementLinks {
  toApply: string;
  submitted: string;
  toConfirm: string;
  settled: string;
}

/** The settlement figures' links on a month list at `path`. */
export function settlementLinks(path: string, now: number): SettlementLinks {
  return {
    toApply: withQuery(path, { status: 'unapplied', countTimeTo: lastMonth(now) }),
    submitted: withQuery(path, { status: 'submitted' }),
    toConfirm: withQuery(path, { status: 'examined' }),
    settled: withQuery(path, { status: 'settled' }),
  };
}

export const adminLinks = (now: number) => ({
  configs: withQuery('/wn/config-admin', { status: 'pending' }),
  sharedConfigs: withQuery('/linker/linker-admin', { status: 'pending' }),
  scriptsToExamine: withQuery('/wn/statistical-admin', { status: 'submitted' }),
  partnersToExamine: withQuery('/cooperate/cooperate-active-month-admin', { status: 'submitted' }),
  newUsers: withQuery('/useradmin/useradmin-admin', {
    createdAtFrom: new Date(now - 7 * DAY_MS).toISOString().slice(0, 10),
  }),
  activity: '/wn/active-admin',
});

/** The operator's screen: the scripts waiting to be shown, or one of them by its name. */
export const operateLinks = {
  waiting: withQuery('/script-operate', { status: 'submitted' }),
  script: (scriptName: string, status?: string) =>
    withQuery('/script-operate', { ...(status && { status }), scriptName }),
};

export const thisMonthOf = (path: string, now: number) =>
  withQuery(path, { countTimeFrom: monthOf(now), countTimeTo: monthOf(now) });

/** A transition's record in the audit trail. */
export const auditLinkOf = (entity: string, entityId: string) =>
  withQuery('/audit/audit-trail', { entity, entityId });
