/**
 * GET /api/health (live) and GET /api/ready (can serve), public and cheap (docs/operations.md).
 * Ready means the database answers within READY_TIMEOUT_MS and has run every migration this code
 * knows: an instance started against an older database, or cut off from PostgreSQL, answers 503
 * `not_ready` until that is mended, so a load balancer sends its users elsewhere.
 */
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthAnswer, readyAnswer } from '../../../contracts/health.js';
import type { ServerContext } from '../../context.js';
import { pendingMigrations } from '../../db/migrations.js';
import { answers, HttpError, ok } from '../../http/envelope.js';

/** How long readiness waits for the database before saying it is not ready. */
export const READY_TIMEOUT_MS = 2_000;

const notReady = (message: string) => new HttpError(503, 'not_ready', message);

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function healthRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  const startedAt = new Date();
  return async (app) => {
    app.get(
      '/rocketScript/api/health',
      {
        config: { access: 'public' },
        schema: { tags: ['operations'], summary: 'Whether this server process runs (liveness)', response: answers(healthAnswer) },
      },
      async () =>
        ok({
          status: 'live' as const,
          startedAt: startedAt.toISOString(),
          uptimeSeconds: Math.floor((Date.now() - startedAt.getTime()) / 1000),
        }),
    );
    app.get(
      '/rocketScript/api/ready',
      {
        config: { access: 'public' },
        schema: {
          tags: ['operations'],
          summary: 'Whether this server can serve: its database answers and has run every migration (readiness; 503 not_ready otherwise)',
          response: answers(readyAnswer),
        },
      },
      async () => {
        const database = ctx.database;
        let pending: string[];
        let latest: string | undefined;
        try {
          await withinTimeout(sql`select 1`.execute(database.db));
          pending = await withinTimeout(pendingMigrations(database));
          const ran = await withinTimeout(
            sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(database.db),
          );
          latest = ran.rows[0]?.name;
        } catch {
          throw notReady('The database cannot be reached');
        }
        if (pending.length > 0 || !latest) throw notReady(`The database has not run ${pending.length} migration(s) yet`);
        return ok({ status: 'ready' as const, database: database.dialect, migration: latest });
      },
    );
  };
}
