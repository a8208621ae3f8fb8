/** GET /api/platform/info: public facts about this server the browser needs at start-up. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformInfo } from '../../../contracts/platform.js';
import type { ServerContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';

export function platformRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/rocketScript/api/platform/info',
      {
        config: { access: 'public' },
        schema: {
          tags: ['platform'],
          summary: 'Whether this server runs in demo mode (the browser shows a "demo data" ribbon), and the currency of its money',
          response: answers(platformInfo),
        },
      },
      async () =>
        ok({ demoMode: ctx.demoMode, currency: ctx.config.currency, examineUnusualFactor: ctx.config.examineUnusualFactor }),
    );
  };
}
