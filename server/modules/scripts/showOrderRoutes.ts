/**
 * POST /rocketScript/api/script/orderScripts {ids, version} (ADMIN, OPERATE): the recommendation
 * order of the shown scripts (docs/scripts.md; ./showOrder.ts). 409 `conflict` when the order
 * changed since `version` was read, 400 on `ids` when they are not exactly the shown scripts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCRIPT_ACTION_ROLES } from '../../../contracts/permissions.js';
import { scriptContract } from '../../../contracts/resources/scripts.js';
import { orderScriptsForm, scriptOrderChange } from '../../../contracts/scriptOrder.js';
import type { ServerContext } from '../../context.js';
import { currentUser, PROBE_MISSING_ID } from '../../http/access.js';
import { answers, ok } from '../../http/envelope.js';
import { orderScripts } from './showOrder.js';

export function scriptOrderRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `/rocketScript/api/${scriptContract.area}/orderScripts`,
      {
        config: {
          access: { roles: SCRIPT_ACTION_ROLES.orderScripts },
          // A script that does not exist and a version no order has: refused, nothing written.
          probe: { body: { ids: [PROBE_MISSING_ID], version: '0.0' } },
        },
        schema: {
          tags: ['script'],
          summary: 'Set the recommendation order of the shown scripts (every one, first recommended first)',
          body: orderScriptsForm,
          response: answers(scriptOrderChange),
        },
      },
      async (request) =>
        ok(
          await orderScripts(ctx.db, currentUser(request).user.id, request.body, {
            lock: ctx.database.dialect === 'postgres',
          }),
        ),
    );
  };
}
