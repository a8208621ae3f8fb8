/**
 * GET /rocketScript/api/cooperate/cooperatePriceImpact?id&priceFrom: what a price change from
 * `priceFrom` would do to the partner's months (docs/settlement.md, "Partner prices"): the months
 * not yet examined that would take the new price, and those examined or settled that keep theirs.
 * The partner form asks it before saving a price change. Same roles as changing a partner.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { priceImpact, priceImpactQuery } from '../../../contracts/partnerPrice.js';
import { ENTITY_ROLES } from '../../../contracts/permissions.js';
import type { ServerContext } from '../../context.js';
import { PROBE_MISSING_ID } from '../../http/access.js';
import { answers, fail, ok } from '../../http/envelope.js';
import { priceImpactOf } from './partnerPrices.js';

export function partnerPriceRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/rocketScript/api/cooperate/cooperatePriceImpact',
      {
        config: {
          access: { roles: ENTITY_ROLES.Cooperate.update },
          probe: { query: { id: String(PROBE_MISSING_ID), priceFrom: '2026-01' } },
        },
        schema: {
          tags: ['cooperate'],
          summary: "The partner's months a price change from priceFrom would re-price, and those that keep their price",
          querystring: priceImpactQuery,
          response: answers(priceImpact),
        },
      },
      async (request) => {
        const { id, priceFrom } = request.query;
        const partner = await ctx.db.selectFrom('cooperates').select('id').where('id', '=', id).executeTakeFirst();
        if (!partner) throw fail.notFound(`No cooperate ${id}`);
        return ok(await priceImpactOf(ctx.db, id, priceFrom));
      },
    );
  };
}
