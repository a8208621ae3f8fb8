/**
 * The card key calls (docs/cardKeys.md):
 *   GET  /api/card/queryCardGroup, exportCardGroup   ADMIN, CREATOR (own groups): the groups list
 *   POST /api/card/addCardGroup                      ADMIN, CREATOR: a group and its keys
 *   POST /api/card/disableCardGroup {id}             ADMIN, CREATOR: the group and its unused keys
 *   POST /api/card/downloadCardKeys {id, reason?}    ADMIN, CREATOR: the plain keys as CSV, once (ADMIN again, with a reason)
 *   GET  /api/card/queryCardKey, exportCardKey       ADMIN, CREATOR (own groups' keys), masked
 *   POST /api/card/disableCardKey {id}               ADMIN, CREATOR: one unused key (the key machine)
 * and the app's calls (./appRoutes.ts): redeemCardKey, myCardGoods.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCardGroupForm,
  cardGroupDisabled,
  cardGroupRecord,
  cardIdForm,
  cardKeyChange,
  downloadCardKeysForm,
} from '../../../contracts/cardKeys.js';
import { CARD_ACTION_ROLES } from '../../../contracts/permissions.js';
import type { CardKeyActor } from '../../../contracts/cardKeyKinds.js';
import type { CardKeyEvent } from '../../../machines/cardKey.machine.js';
import type { ServerContext } from '../../context.js';
import { transitionRoute, transitionRoutes } from '../../flow/transitionRoutes.js';
import { currentUser, PROBE_MISSING_ID } from '../../http/access.js';
import { answers, ok } from '../../http/envelope.js';
import { ownershipProbe, resourceRoutes } from '../../resource/resource.js';
import { appRoutes } from './appRoutes.js';
import { cardKeyDeps } from './deps.js';
import { downloadCardKeys } from './downloads.js';
import { cardGroupResource } from './groupResource.js';
import { disableCardGroup } from './groupDisable.js';
import { createCardGroup } from './groups.js';
import { disableCardKey } from './keyFlow.js';
import { cardKeyResource } from './keyResource.js';

const API = '/rocketScript/api/card';
const tags = ['card'];

export function cardKeyModuleRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  const keys = cardKeyResource(ctx.cardKeys);
  const onGroup = ownershipProbe(cardGroupResource, (id) => ({ body: { id } }));
  return async (app) => {
    await app.register(resourceRoutes(ctx, cardGroupResource));
    await app.register(resourceRoutes(ctx, keys));

    app.post(
      `${API}/addCardGroup`,
      {
        // Probe: an empty body, refused with 400 by callers who pass the role check.
        config: { access: { roles: CARD_ACTION_ROLES.addCardGroup }, probe: { body: {} } },
        schema: {
          tags,
          summary: 'Generate a card group and all its keys in one transaction (a CREATOR: for their own scripts only)',
          body: addCardGroupForm,
          response: answers(cardGroupRecord),
        },
      },
      async (request) => ok(await createCardGroup(cardKeyDeps(ctx), currentUser(request).user, request.body)),
    );

    app.post(
      `${API}/disableCardGroup`,
      {
        config: {
          access: { roles: CARD_ACTION_ROLES.disableCardGroup },
          probe: { body: { id: PROBE_MISSING_ID }, ...(onGroup && { ownership: onGroup }) },
        },
        schema: {
          tags,
          summary: 'Disable a card group: its unused keys are disabled with it, each with its audit row',
          body: cardIdForm,
          response: answers(cardGroupDisabled),
        },
      },
      async (request) => ok(await disableCardGroup(ctx.db, ctx.database.dialect, request.body.id, currentUser(request).user)),
    );

    app.post(
      `${API}/downloadCardKeys`,
      {
        config: {
          access: { roles: CARD_ACTION_ROLES.downloadCardKeys },
          probe: { body: { id: PROBE_MISSING_ID }, ...(onGroup && { ownership: onGroup }) },
        },
        schema: {
          tags,
          summary:
            "A group's plain keys as CSV (UTF-8 with BOM). Once for the group's owner; after that ADMIN only, with a reason. Audited",
          body: downloadCardKeysForm,
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const file = await downloadCardKeys(cardKeyDeps(ctx), currentUser(request).user, request.body);
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
          .send(file.csv);
      },
    );

    const actorOf = (user: CardKeyActor): CardKeyActor => ({ id: user.id, roles: user.roles });
    await app.register(
      transitionRoutes<CardKeyActor, Extract<CardKeyEvent, { type: 'DISABLE' }>>({
        tags,
        answer: cardKeyChange,
        ownership: ownershipProbe(keys, (id) => ({ body: { id } })),
        actorOf,
        run: (id, user) => disableCardKey(ctx.db, id, user),
        routes: [
          transitionRoute({
            path: `${API}/disableCardKey`,
            roles: CARD_ACTION_ROLES.disableCardKey,
            summary: 'Disable one unused card key (ADMIN, or the owner of its group)',
            body: cardIdForm,
            eventOf: (_body, actor: CardKeyActor) => ({ type: 'DISABLE', actor }),
          }),
        ],
      }),
    );

    await app.register(appRoutes(ctx));
  };
}
