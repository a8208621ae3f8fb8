/**
 * GET /api/dashboard/summary: the dashboard's figures for the signed-in user, one section per
 * role they hold (docs/decisions.md, "Dashboard"). Each figure is a count or sum the screen links to the
 * filtered list behind it.
 */
import { z } from 'zod';
import { releaseRecord } from './release.js';
import { idField } from './fields.js';

const count = z.number().int().min(0);

/** Where settlements stand for their owner: what waits for them and what waits for the platform. */
export const settlementCounts = z.object({
  /** Closed months not applied for yet: the owner's move. */
  toApply: count,
  /** Submitted, waiting for the platform's examination. */
  submitted: count,
  /** Examined: the owner's confirmation is awaited. */
  toConfirm: count,
  settled: count,
});
export type SettlementCounts = z.infer<typeof settlementCounts>;

export const trendPoint = z.object({ day: z.iso.date(), activeNum: count });

export const recentTransition = z.object({
  id: idField,
  at: z.string(),
  actorName: z.string().nullable(),
  entity: z.string(),
  entityId: z.string(),
  /** The record's name when the change was written (contracts/audit.ts `recordName`). */
  recordName: z.string().nullable(),
  event: z.string(),
  from: z.string(),
  to: z.string(),
});
export type RecentTransition = z.infer<typeof recentTransition>;

/** A script waiting to be shown (OPERATE). */
export const waitingScript = z.object({
  id: idField,
  scriptName: z.string(),
  authorNick: z.string(),
  /** When it was last submitted (its latest SUBMIT), else when it last changed. */
  submittedAt: z.string(),
});
export type WaitingScript = z.infer<typeof waitingScript>;

/** One change to a script, from the audit trail (OPERATE): who, what and when. */
export const scriptChange = z.object({
  id: idField,
  at: z.string(),
  actorName: z.string().nullable(),
  scriptId: z.string(),
  /** The script's name when the change was written. */
  recordName: z.string().nullable(),
  event: z.string(),
  /** A visibility change's statuses; null for the other changes. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The fields the change names (an update's changed fields, a reorder's showOrder). */
  fields: z.array(z.string()),
});
export type ScriptChange = z.infer<typeof scriptChange>;

export const dashboardSummary = z.object({
  /** ADMIN: what waits for the platform. */
  admin: z
    .object({
      pendingConfigs: count,
      pendingLinkers: count,
      scriptSettlementsToExamine: count,
      partnerSettlementsToExamine: count,
      newUsersThisWeek: count,
      /** Daily actives of every script, the last 30 days. */
      activityTrend: z.array(trendPoint),
    })
    .optional(),
  /** CREATOR (own scripts) or BUSINESS_COMPANY (the company's scripts). */
  scripts: z
    .object({
      scriptCount: count,
      activeThisMonth: count,
      activeLastMonth: count,
      settlements: settlementCounts,
      /** The user's scripts' daily actives, the last 30 days. */
      activityTrend: z.array(trendPoint),
    })
    .optional(),
  /** COOPERATE: the own partner's figures. */
  partner: z
    .object({
      activeThisMonth: count,
      clicksThisMonth: count,
      activeLastMonth: count,
      settlements: settlementCounts,
    })
    .optional(),
  /** ADMIN and AUDITOR: the latest status transitions. */
  recent: z.array(recentTransition).optional(),
  /** OPERATE: the scripts waiting to be shown, oldest first, and the latest changes to scripts. */
  operate: z
    .object({
      waitingCount: count,
      /** The first few waiting, the longest waiting first. */
      waiting: z.array(waitingScript),
      recentChanges: z.array(scriptChange),
    })
    .optional(),
  /** LUA_ADMIN: the active Lua detection code and the latest uploads (docs/releases.md). */
  lua: z
    .object({
      active: releaseRecord.nullable(),
      recent: z.array(releaseRecord),
    })
    .optional(),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;
