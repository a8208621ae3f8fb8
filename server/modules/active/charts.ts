/**
 * One month of daily figures for the chart screens (docs/server.md: the answer data becomes the chart
 * data). Every day of the month is a point (zeros where nothing was counted). The subject must be
 * one the caller may see, else 404: another owner's script or partner does not exist for them.
 *
 *   GET /api/active/queryScriptActiveChart?scriptId&countTime
 *   GET /api/active/cooperate/queryActiveChart?cooperateId&countTime
 *   GET /api/active/cooperate/queryScriptActiveChart?scriptId&cooperateId&countTime
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import {
  cooperateActiveChart,
  cooperateChartQuery,
  daysOfMonth,
  scriptActiveChart,
  scriptChartQuery,
  scriptCooperateActiveChart,
  scriptCooperateChartQuery,
  type ClickChartPoint,
  type ScriptChartPoint,
} from '../../../contracts/activity.js';
import { formatMoney } from '../../../contracts/money.js';
import { FIGURE_ROLES } from '../../../contracts/permissions.js';
import type { ServerContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import { answers, fail, ok } from '../../http/envelope.js';
import {
  loose,
  type LooseDb,
  ownershipProbe,
  type ProbeTarget,
  type Row,
  isUnscoped,
  scopeOf,
  type ScopedUser,
  sourceOf,
} from '../../resource/resource.js';
import { num } from './figureValues.js';
import { COOPERATE_OWNERSHIP, SIGNED_SCRIPT_OWNERSHIP } from './owners.js';
import { signedMonth } from '../scripts/signedCompany.js';

const API = '/rocketScript/api/active';
const PROBE_MONTH = '2025-06';

/** The chart subjects, as owned sources (the same rules as the lists). */
const SCRIPTS: ProbeTarget = { entity: 'Script', table: 'scripts', ownership: SIGNED_SCRIPT_OWNERSHIP };
const COOPERATES: ProbeTarget = {
  entity: 'Cooperate',
  table: 'partners',
  view: (db) => db.selectFrom('cooperates').select(['id', 'id as cooperate_id', 'cooperate_name']),
  ownership: COOPERATE_OWNERSHIP,
};

async function visible(
  db: LooseDb,
  target: ProbeTarget,
  id: number,
  user: ScopedUser,
): Promise<Row | undefined> {
  const scope = scopeOf(target, user);
  let select = sourceOf(db, target)
    .selectAll()
    .where(sql.ref(`${target.table}.id`), '=', id);
  if (scope) select = select.where(scope);
  return (await select.executeTakeFirst()) as Row | undefined;
}

/**
 * A company reads a signed script's chart only for the months its contracts cover (docs/signing.md);
 * the author and the unscoped roles read every month.
 */
async function monthVisible(db: LooseDb, script: Row, month: string, user: ScopedUser): Promise<boolean> {
  if (isUnscoped(SCRIPTS, user) || (user.roles.includes('CREATOR') && Number(script.owner_id) === user.id)) return true;
  if (user.companyId === null) return false;
  const row = await db
    .selectFrom('scripts')
    .select('id')
    .where('id', '=', Number(script.id))
    .where(signedMonth(sql.ref('scripts.id'), sql`${month}`, user.companyId))
    .executeTakeFirst();
  return row !== undefined;
}

function filled<Point extends { day: string }>(
  month: string,
  rows: Row[],
  toPoint: (day: string, row: Row | undefined) => Point,
): Point[] {
  const byDay = new Map(rows.map((row) => [String(row.day), row]));
  return daysOfMonth(month).map((day) => toPoint(day, byDay.get(day)));
}

const scriptPoint = (day: string, row: Row | undefined): ScriptChartPoint => ({
  day,
  activeNum: num(row?.active_num),
  freeNum: num(row?.free_num),
  trialNum: num(row?.trial_num),
  redFingerNum: num(row?.red_finger_num),
  vmosNum: num(row?.vmos_num),
  virtualCloudNum: num(row?.virtual_cloud_num),
  flyingCloudNum: num(row?.flying_cloud_num),
  ecpm: formatMoney(num(row?.ecpm)),
});

const clickPoint = (day: string, row: Row | undefined): ClickChartPoint => ({
  day,
  activeNum: num(row?.active_num),
  clickNum: num(row?.click_num),
});

export function chartRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  const db = loose(ctx.db);
  return async (app) => {
    app.get(
      `${API}/queryScriptActiveChart`,
      {
        config: {
          access: { roles: FIGURE_ROLES['active/queryScriptActiveChart'] },
          probe: {
            query: { scriptId: '2147483000', countTime: PROBE_MONTH },
            ownership: ownershipProbe(SCRIPTS, (id) => ({
              query: { scriptId: String(id), countTime: PROBE_MONTH },
            })),
          },
        },
        schema: {
          tags: ['active'],
          summary: "A script's daily figures over one month",
          querystring: scriptChartQuery,
          response: answers(scriptActiveChart),
        },
      },
      async (request) => {
        const { scriptId, countTime } = request.query;
        const user = currentUser(request).user;
        const script = await visible(db, SCRIPTS, scriptId, user);
        if (!script || !(await monthVisible(db, script, countTime, user))) throw fail.notFound(`No script ${scriptId}`);
        const rows = (await db
          .selectFrom('script_active_days')
          .selectAll()
          .where('script_id', '=', scriptId)
          .where('month', '=', countTime)
          .execute()) as Row[];
        return ok({
          scriptId,
          scriptName: String(script.script_name),
          countTime,
          points: filled(countTime, rows, scriptPoint),
        });
      },
    );

    app.get(
      `${API}/cooperate/queryActiveChart`,
      {
        config: {
          access: { roles: FIGURE_ROLES['active/cooperate/queryActiveChart'] },
          probe: {
            query: { cooperateId: '2147483000', countTime: PROBE_MONTH },
            ownership: ownershipProbe(COOPERATES, (id) => ({
              query: { cooperateId: String(id), countTime: PROBE_MONTH },
            })),
          },
        },
        schema: {
          tags: ['active'],
          summary: "A partner's daily figures over one month",
          querystring: cooperateChartQuery,
          response: answers(cooperateActiveChart),
        },
      },
      async (request) => {
        const { cooperateId, countTime } = request.query;
        const partner = await visible(db, COOPERATES, cooperateId, currentUser(request).user);
        if (!partner) throw fail.notFound(`No partner ${cooperateId}`);
        const rows = (await db
          .selectFrom('cooperate_active_days')
          .selectAll()
          .where('cooperate_id', '=', cooperateId)
          .where('month', '=', countTime)
          .execute()) as Row[];
        return ok({
          cooperateId,
          cooperateName: String(partner.cooperate_name),
          countTime,
          points: filled(countTime, rows, clickPoint),
        });
      },
    );

    app.get(
      `${API}/cooperate/queryScriptActiveChart`,
      {
        config: {
          access: { roles: FIGURE_ROLES['active/cooperate/queryScriptActiveChart'] },
          probe: {
            query: { scriptId: '1', cooperateId: '2147483000', countTime: PROBE_MONTH },
            ownership: ownershipProbe(COOPERATES, (id) => ({
              query: { scriptId: '1', cooperateId: String(id), countTime: PROBE_MONTH },
            })),
          },
        },
        schema: {
          tags: ['active'],
          summary: "A script's daily figures through one partner over one month",
          querystring: scriptCooperateChartQuery,
          response: answers(scriptCooperateActiveChart),
        },
      },
      async (request) => {
        const { scriptId, cooperateId, countTime } = request.query;
        const user = currentUser(request).user;
        const partner = await visible(db, COOPERATES, cooperateId, user);
        const script =
          partner &&
          ((await db
            .selectFrom('scripts')
            .select('script_name')
            .where('id', '=', scriptId)
            .executeTakeFirst()) as Row | undefined);
        if (!partner || !script) throw fail.notFound('No such script and partner');
        const rows = (await db
          .selectFrom('script_cooperate_active_days')
          .selectAll()
          .where('script_id', '=', scriptId)
          .where('cooperate_id', '=', cooperateId)
          .where('month', '=', countTime)
          .execute()) as Row[];
        return ok({
          scriptId,
          scriptName: String(script.script_name),
          cooperateId,
          cooperateName: String(partner.cooperate_name),
          countTime,
          points: filled(countTime, rows, clickPoint),
        });
      },
    );
  };
}
