/**
 * Demo-mode helpers. GET /api/dev/phoneOutbox answers the codes the embedded sender "sent",
 * newest first, never one of an ADMIN, LUA_ADMIN or AUDITOR account (./outbox.ts). GET
 * /api/dev/mfaDemoCode answers a demo account's current two-step code (./mfaDemoCode.ts). buildApp
 * registers this module only in demo mode (a demo database, DEMO_MODE not 0); otherwise the
 * path is a plain 404.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHONE_CODE_PURPOSES, phoneOutboxQuery, type PhoneOutboxEntry } from '../../../contracts/auth.js';
import { mfaDemoCodeAnswer, mfaDemoCodeQuery } from '../../../contracts/mfa.js';
import type { ServerContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';
import { demoCodeOf } from './mfaDemoCode.js';
import { OUTBOX_SIZE, OUTBOX_WITHHELD_ROLES, readOutbox } from './outbox.js';

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
          summary: `Demo mode only: the last ${OUTBOX_SIZE} phone codes sent, newest first (never those of ${OUTBOX_WITHHELD_ROLES.join(', ')} accounts)`,
          querystring: phoneOutboxQuery,
          response: answers(z.array(outboxEntry)),
        },
      },
      async (request) => ok(await readOutbox(ctx.db, request.query.phone)),
    );

    app.get(
      '/rocketScript/api/dev/mfaDemoCode',
      {
        config: { access: 'public' },
        schema: {
          tags: ['dev'],
          summary: "Demo mode only: a demo account's current two-step code and the seconds it has left (404 without a secret)",
          querystring: mfaDemoCodeQuery,
          response: answers(mfaDemoCodeAnswer),
        },
      },
      async (request) => ok(await demoCodeOf(ctx, request.query.username)),
    );
  };
}
