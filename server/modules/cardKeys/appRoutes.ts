/**
 * The app's card key calls (docs/cardKeys.md), for signed-in app users (`access: 'app'`: an
 * account without back-office roles; back-office accounts get 403):
 *   POST /api/card/redeemCardKey {cardKey}   redeem a key: what it gave and until when
 *   GET  /api/card/myCardGoods               the user's VIP and SVIP ends and granted scripts
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myCardGoods, redeemAnswer, redeemCardKeyForm } from '../../../contracts/cardKeys.js';
import type { ServerContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import { answers, ok } from '../../http/envelope.js';
import { redeemCardKey } from './redeem.js';

const API = '/rocketScript/api/card';

export function appRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `${API}/redeemCardKey`,
      {
        // Probe: no key at all, refused with 400 before anything is looked up or counted.
        config: { access: 'app', probe: { body: { cardKey: 'not a card key' } } },
        schema: {
          tags: ['card'],
          summary: 'Redeem a card key (app users): VIP or SVIP time, or a script, for the group\'s validDay days',
          body: redeemCardKeyForm,
          response: answers(redeemAnswer),
        },
      },
      async (request) => ok(await redeemCardKey(ctx, currentUser(request).user, request.body.cardKey, request.ip)),
    );

    app.get(
      `${API}/myCardGoods`,
      {
        config: { access: 'app', probe: {} },
        schema: {
          tags: ['card'],
          summary: 'What the signed-in app user holds: the ends of VIP and SVIP time, and the scripts granted until when',
          response: answers(myCardGoods),
        },
      },
      async (request) => {
        const userId = currentUser(request).user.id;
        const user = await ctx.db.selectFrom('users').select(['vip_time', 'svip_time']).where('id', '=', userId).executeTakeFirstOrThrow();
        const scripts = await ctx.db
          .selectFrom('card_grants as g')
          .innerJoin('scripts as s', 's.id', 'g.script_id')
          .select(['g.script_id', 's.script_name', 'g.expires_at'])
          .where('g.user_id', '=', userId)
          .orderBy('g.expires_at', 'desc')
          .execute();
        return ok({
          vipTime: user.vip_time,
          svipTime: user.svip_time,
          scripts: scripts.map((row) => ({ scriptId: row.script_id, scriptName: row.script_name, expiresAt: row.expires_at })),
        });
      },
    );
  };
}
