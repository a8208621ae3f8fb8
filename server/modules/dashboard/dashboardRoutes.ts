/**
 * GET /api/dashboard/summary (any signed-in user): the dashboard's figures, one section per role
 * held (contracts/dashboard.ts). Every figure is computed from the same tables the lists read, with
 * the same ownership: a creator's scripts, a company's scripts, a partner's own months; an
 * operator's scripts waiting to be shown and latest script changes (./operateSection.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Kysely, type SqlBool, sql } from 'kysely';
import {
  dashboardSummary,
  type DashboardSummary,
  type SettlementCounts,
} from '../../../contracts/dashboard.js';
import { hasAnyRole } from '../../../contracts/roles.js';
import { monthOf } from '../../../contracts/settlement.js';
import type { ServerContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { isoTime, toCount } from '../../db/values.js';
import { type AuthUser, currentUser } from '../../http/access.js';
import { answers, ok } from '../../http/envelope.js';
import { luaSection } from './luaSection.js';
import { operateSection } from './operateSection.js';
import { signedBy, signedMonth } from '../scripts/signedCompany.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const TREND_DAYS = 30;
const RECENT = 8;

/** Which script months: a creator's own, or a company's signed months (docs/signing.md). */
type ScriptScope = { column: 'owner_id'; key: number } | { company: number };

/** For a company, only the months inside its contracts count. */
function signedMonths(scope: ScriptScope | undefined, scriptRef: string, monthRef: string) {
  return scope && 'company' in scope
    ? signedMonth(sql.ref(scriptRef), sql.ref(monthRef), scope.company)
    : sql<SqlBool>`1 = 1`;
}

function previousMonth(now: number): string {
  const date = new Date(now);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 15))
    .toISOString()
    .slice(0, 7);
}

async function settlementCounts(
  db: Kysely<DB>,
  kind: 'script' | 'cooperate',
  subjects: readonly number[],
  now: number,
  scope?: ScriptScope,
): Promise<SettlementCounts> {
  const counts: SettlementCounts = { toApply: 0, submitted: 0, toConfirm: 0, settled: 0 };
  if (subjects.length === 0) return counts;
  const rows = await db
    .selectFrom('settlements')
    .select(['status', sql<string | number>`count(*)`.as('n')])
    .where('kind', '=', kind)
    .where('subject_id', 'in', subjects)
    // The open month is nobody's move yet.
    .where('month', '<', monthOf(now))
    .where(signedMonths(scope, 'settlements.subject_id', 'settlements.month'))
    .groupBy('status')
    .execute();
  for (const row of rows) {
    const n = toCount(row.n);
    if (row.status === 'unapplied') counts.toApply = n;
    if (row.status === 'submitted') counts.submitted = n;
    if (row.status === 'examined') counts.toConfirm = n;
    if (row.status === 'settled') counts.settled = n;
  }
  return counts;
}

async function activeTrend(db: Kysely<DB>, scripts: readonly number[] | null, now: number, scope?: ScriptScope) {
  const first = isoTime(now - TREND_DAYS * DAY_MS).slice(0, 10);
  let select = db
    .selectFrom('script_active_days')
    .select(['day', sql<string | number>`sum(active_num)`.as('n')])
    .where('day', '>=', first)
    .where(signedMonths(scope, 'script_active_days.script_id', 'script_active_days.month'))
    .groupBy('day')
    .orderBy('day');
  if (scripts) {
    if (scripts.length === 0) return [];
    select = select.where('script_id', 'in', scripts);
  }
  return (await select.execute()).map((row) => ({ day: row.day, activeNum: toCount(row.n) }));
}

/** The scripts' actives of one month. */
async function scriptsMonthActive(
  db: Kysely<DB>,
  scripts: readonly number[],
  month: string,
  scope: ScriptScope,
): Promise<number> {
  if (scripts.length === 0) return 0;
  const row = await db
    .selectFrom('script_active_days')
    .select(sql<string | number>`coalesce(sum(active_num), 0)`.as('n'))
    .where('script_id', 'in', scripts)
    .where('month', '=', month)
    .where(signedMonths(scope, 'script_active_days.script_id', 'script_active_days.month'))
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

/** A partner's actives and clicks of one month. */
async function partnerMonth(
  db: Kysely<DB>,
  cooperateId: number,
  month: string,
): Promise<{ active: number; clicks: number }> {
  const row = await db
    .selectFrom('cooperate_active_days')
    .select([
      sql<string | number>`coalesce(sum(active_num), 0)`.as('active'),
      sql<string | number>`coalesce(sum(click_num), 0)`.as('clicks'),
    ])
    .where('cooperate_id', '=', cooperateId)
    .where('month', '=', month)
    .executeTakeFirstOrThrow();
  return { active: toCount(row.active), clicks: toCount(row.clicks) };
}

async function scriptsSection(
  db: Kysely<DB>,
  scope: ScriptScope,
  now: number,
): Promise<DashboardSummary['scripts']> {
  const scripts = (
    await db
      .selectFrom('scripts')
      .select('id')
      .where('company' in scope ? signedBy('scripts', scope.company) : sql<SqlBool>`owner_id = ${scope.key}`)
      .execute()
  ).map((r) => r.id);
  return {
    scriptCount: scripts.length,
    activeThisMonth: await scriptsMonthActive(db, scripts, monthOf(now), scope),
    activeLastMonth: await scriptsMonthActive(db, scripts, previousMonth(now), scope),
    settlements: await settlementCounts(db, 'script', scripts, now, scope),
    activityTrend: await activeTrend(db, scripts, now, scope),
  };
}

async function partnerSection(
  db: Kysely<DB>,
  cooperateId: number,
  now: number,
): Promise<DashboardSummary['partner']> {
  const thisMonth = await partnerMonth(db, cooperateId, monthOf(now));
  return {
    activeThisMonth: thisMonth.active,
    clicksThisMonth: thisMonth.clicks,
    activeLastMonth: (await partnerMonth(db, cooperateId, previousMonth(now))).active,
    settlements: await settlementCounts(db, 'cooperate', [cooperateId], now),
  };
}

async function adminSection(db: Kysely<DB>, now: number): Promise<DashboardSummary['admin']> {
  const n = sql<string | number>`count(*)`.as('n');
  const counted = async (query: Promise<{ n: string | number }>) => toCount((await query).n);
  const toExamine = (kind: 'script' | 'cooperate') =>
    counted(
      db
        .selectFrom('settlements')
        .select(n)
        .where('kind', '=', kind)
        .where('status', '=', 'submitted')
        .executeTakeFirstOrThrow(),
    );
  return {
    pendingConfigs: await counted(
      db.selectFrom('configs').select(n).where('status', '=', 'pending').executeTakeFirstOrThrow(),
    ),
    pendingLinkers: await counted(
      db.selectFrom('linkers').select(n).where('status', '=', 'pending').executeTakeFirstOrThrow(),
    ),
    scriptSettlementsToExamine: await toExamine('script'),
    partnerSettlementsToExamine: await toExamine('cooperate'),
    newUsersThisWeek: await counted(
      db
        .selectFrom('users')
        .select(n)
        .where('created_at', '>=', isoTime(now - 7 * DAY_MS))
        .executeTakeFirstOrThrow(),
    ),
    activityTrend: await activeTrend(db, null, now),
  };
}

async function recentTransitions(db: Kysely<DB>): Promise<DashboardSummary['recent']> {
  const rows = await db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select([
      'a.id',
      'a.at',
      'u.username',
      'a.entity',
      'a.entity_id',
      'a.record_name',
      'a.event',
      'a.from_status',
      'a.to_status',
    ])
    .where('a.from_status', 'is not', null)
    .orderBy('a.id', 'desc')
    .limit(RECENT)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    actorName: r.username ?? null,
    entity: r.entity,
    entityId: r.entity_id,
    recordName: r.record_name,
    event: r.event,
    from: String(r.from_status),
    to: String(r.to_status),
  }));
}

export async function summaryFor(
  db: Kysely<DB>,
  user: AuthUser,
  now: number = Date.now(),
): Promise<DashboardSummary> {
  const summary: DashboardSummary = {};
  if (hasAnyRole(user.roles, ['ADMIN'])) summary.admin = await adminSection(db, now);
  if (hasAnyRole(user.roles, ['CREATOR']))
    summary.scripts = await scriptsSection(db, { column: 'owner_id', key: user.id }, now);
  else if (hasAnyRole(user.roles, ['BUSINESS_COMPANY']) && user.companyId !== null)
    summary.scripts = await scriptsSection(db, { company: user.companyId }, now);
  if (hasAnyRole(user.roles, ['COOPERATE']) && user.cooperateId !== null)
    summary.partner = await partnerSection(db, user.cooperateId, now);
  if (hasAnyRole(user.roles, ['ADMIN', 'AUDITOR'])) summary.recent = await recentTransitions(db);
  if (hasAnyRole(user.roles, ['OPERATE'])) summary.operate = await operateSection(db);
  if (hasAnyRole(user.roles, ['LUA_ADMIN'])) summary.lua = await luaSection(db);
  return summary;
}

export function dashboardRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/rocketScript/api/dashboard/summary',
      {
        config: { access: 'authenticated', probe: {} },
        schema: {
          tags: ['dashboard'],
          summary: "The dashboard's figures for the signed-in user, one section per role",
          response: answers(dashboardSummary),
        },
      },
      async (request) => ok(await summaryFor(ctx.db, currentUser(request).user)),
    );
  };
}
