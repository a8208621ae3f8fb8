/**
 * Demo-mode helpers. GET /api/dev/phoneOutbox answers the codes the embedded sender "sent",
 * newest first. buildApp registers this module only when DEMO_MODE is on; otherwise the path
 * is a plain 404.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHONE_CODE_PURPOSES, phoneOutboxQuery, type PhoneOutboxEntry } from '../../../contracts/auth.js';
import type { ServerContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';

const OUTBOX_SIZE = 20;

const outboxEntry = z.object({
  phone: z.string(),
  code: z.string(),
  purpose: z.enum(PHONE_CODE_PURPOSES),
  at: z.string(),
}) satisfies z.ZodType<PhoneOutboxEntry>;

export function devRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/rocketScript/api/dev/phoneOutbox',
      {
        config: { access: 'public' },
        schema: {
          tags: ['dev'],
          summary: `Demo mode only: the last ${OUTBOX_SIZE} phone codes sent, newest first`,
          querystring: phoneOutboxQuery,
          response: answers(z.array(outboxEntry)),
        },
      },
      async (request) => {
        let query = ctx.db.selectFrom('phone_outbox').select(['phone', 'code', 'purpose', 'at']).orderBy('id', 'desc').limit(OUTBOX_SIZE);
        if (request.query.phone) query = query.where('phone', '=', request.query.phone);
        const rows = await query.execute();
        return ok(rows.map((row) => ({ ...row, purpose: row.purpose === 'retrieve' ? 'retrieve' : 'register' }) as PhoneOutboxEntry));
      },
    );
  };
}
