/**
 * The promotion calls besides its list (docs/promotions.md):
 *   POST /api/promotion/submitPromotion   {id}          the partner's COOPERATE users or ADMIN
 *   POST /api/promotion/approvePromotion  {id}          ADMIN
 *   POST /api/promotion/rejectPromotion   {id, reason}  ADMIN
 *   POST /api/promotion/withdrawPromotion {id}          the partner's COOPERATE users or ADMIN
 *   POST /api/promotion/endPromotion      {id}          the partner's COOPERATE users or ADMIN
 *   GET  /api/promotion/queryPromotionFigures?id=       impressions and clicks per day
 *   POST /api/app/reportPromotions {events: [...]}      app users: impressions and clicks
 *   POST /api/app/livePromotions {position}             app users: what to show there now
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { batchAnswer, eventBatch } from '../../../contracts/appEvents.js';
import { PROMOTION_ACTION_ROLES } from '../../../contracts/permissions.js';
import {
  livePromotions,
  livePromotionsForm,
  promotionChange,
  promotionFigures,
  promotionFiguresQuery,
  promotionIdForm,
  rejectPromotionForm,
} from '../../../contracts/promotion.js';
import type { PromotionActor } from '../../../contracts/promotionKinds.js';
import type { PromotionEvent } from '../../../machines/promotion.machine.js';
import type { ServerContext } from '../../context.js';
import { isoTime } from '../../db/values.js';
import { transitionRoute, transitionRoutes } from '../../flow/transitionRoutes.js';
import { currentUser, PROBE_MISSING_ID } from '../../http/access.js';
import { answers, fail, ok } from '../../http/envelope.js';
import { ownershipProbe, probeWith } from '../../resource/resource.js';
import { changePromotion, loadPromotion, promotionActorOf } from './promotionFlow.js';
import { reportPromotions } from './promotionReports.js';
import { promotionResource } from './promotionResource.js';
import { shownPromotionStatusSql } from './promotionStatus.js';

const API = '/rocketScript/api';
type Action = keyof typeof PROMOTION_ACTION_ROLES;

function flowRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  const event = <Body extends z.ZodType<{ id: number }>>(
    action: Exclude<Action, 'queryPromotionFigures'>,
    summary: string,
    body: Body,
    sample: Record<string, unknown>,
    eventOf: (body: z.infer<Body>, actor: PromotionActor) => PromotionEvent,
  ) => transitionRoute({ path: `${API}/promotion/${action}`, roles: PROMOTION_ACTION_ROLES[action], summary, body, sample, eventOf });
  return transitionRoutes<PromotionActor, PromotionEvent>({
    tags: ['promotion'],
    answer: promotionChange,
    ownership: ownershipProbe(promotionResource, (id) => ({ body: { id } })),
    actorOf: promotionActorOf,
    run: (id, user, sent) => changePromotion(ctx.db, id, user, sent),
    routes: [
      event('submitPromotion', 'Submit a draft for approval (its partner or ADMIN)', promotionIdForm, {}, (_b, actor) => ({ type: 'SUBMIT', actor })),
      event('approvePromotion', 'Approve a submitted promotion: it goes live at its start (ADMIN)', promotionIdForm, {}, (_b, actor) => ({ type: 'APPROVE', actor })),
      event('rejectPromotion', 'Send a submitted promotion back to a draft with a reason (ADMIN)', rejectPromotionForm, { reason: 'probe' },
        (b, actor) => ({ type: 'REJECT', actor, reason: b.reason })),
      event('withdrawPromotion', 'Take a scheduled promotion back to a draft before it starts (its partner or ADMIN)', promotionIdForm, {},
        (_b, actor) => ({ type: 'WITHDRAW', actor })),
      event('endPromotion', 'End a live promotion now (its partner or ADMIN)', promotionIdForm, {},
        (_b, actor) => ({ type: 'END', actor, now: Date.now() })),
    ],
  });
}

function figureRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${API}/promotion/queryPromotionFigures`,
      {
        config: {
          access: { roles: PROMOTION_ACTION_ROLES.queryPromotionFigures },
          probe: probeWith({ query: { id: String(PROBE_MISSING_ID) } }, ownershipProbe(promotionResource, (id) => ({ query: { id: String(id) } }))),
        },
        schema: {
          tags: ['promotion'],
          summary: "A promotion's impressions and clicks per UTC day (its partner or ADMIN)",
          querystring: promotionFiguresQuery,
          response: answers(promotionFigures),
        },
      },
      async (request) => {
        const { id } = request.query;
        const promotion = await loadPromotion(ctx.db, id, currentUser(request).user);
        if (!promotion) throw fail.notFound(`No promotion ${id}`);
        const rows = await ctx.db
          .selectFrom('promotion_days')
          .select(['day', 'impressions', 'clicks'])
          .where('promotion_id', '=', id)
          .orderBy('day')
          .execute();
        const days = rows.map((row) => ({ day: row.day, impressions: Number(row.impressions), clicks: Number(row.clicks) }));
        return ok({
          id,
          title: promotion.title,
          days,
          impressions: days.reduce((sum, d) => sum + d.impressions, 0),
          clicks: days.reduce((sum, d) => sum + d.clicks, 0),
        });
      },
    );
  };
}

function appRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  const deps = { db: ctx.db, throttle: ctx.throttle, limits: ctx.config.limits };
  return async (app) => {
    app.post(
      `${API}/app/reportPromotions`,
      {
        // Probe: one event that is not one, refused in the answer; nothing is kept.
        config: { access: 'app', eventBatch: true, probe: { body: { events: [{}] } } },
        schema: {
          tags: ['app'],
          summary: 'Report promotion impressions and clicks (app users): up to 1,000 per call, each checked on its own; only live promotions count',
          body: eventBatch,
          response: answers(batchAnswer),
        },
      },
      async (request) => {
        const userId = currentUser(request).user.id;
        // The same allowance of report calls as launches and searches.
        await ctx.throttle.enforce(`ingest:calls:user:${userId}`, ctx.config.limits.ingestCallsPerUser);
        return ok(await reportPromotions(deps, userId, request.body.events));
      },
    );

    app.post(
      `${API}/app/livePromotions`,
      {
        config: { access: 'app', probe: { body: { position: 'home_banner' } } },
        schema: {
          tags: ['app'],
          summary: 'The promotions live now at one place in the app (app users), the latest start first',
          body: livePromotionsForm,
          response: answers(livePromotions),
        },
      },
      async (request) => {
        const rows = await ctx.db
          .selectFrom('promotions')
          .select(['id', 'title', 'image_url', 'link_url', 'position', 'starts_at', 'ends_at'])
          .where('position', '=', request.body.position)
          .where('status', 'in', ['scheduled', 'live'])
          .where(shownPromotionStatusSql('promotions', isoTime()), '=', 'live')
          .orderBy('starts_at', 'desc')
          .orderBy('id', 'desc')
          .limit(50)
          .execute();
        return ok({
          records: rows.map((row) => ({
            id: row.id,
            title: row.title,
            imageUrl: row.image_url,
            linkUrl: row.link_url,
            position: row.position,
            startsAt: row.starts_at,
            endsAt: row.ends_at,
          })),
        });
      },
    );
  };
}

export function promotionModuleRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(flowRoutes(ctx));
    await app.register(figureRoutes(ctx));
    await app.register(appRoutes(ctx));
  };
}
