/**
 * What the assistant app reports (docs/ingestion.md), as the signed-in app user
 * (`access: 'app'`):
 *   POST /api/app/reportLaunches {events: [...]}   launches: the source of every daily figure
 *   POST /api/app/reportSearches {events: [...]}   searches: keywords, and what found nothing
 * Each answers {accepted, duplicates, refused: [{index, reason, field?, message}]}. Calls per user
 * are limited (429 past RATE_INGEST_CALLS_PER_USER); events per device too (refused one by one).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type BatchAnswer, batchAnswer, eventBatch } from '../../../contracts/appEvents.js';
import type { ServerContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import { answers, ok } from '../../http/envelope.js';
import { reportLaunches, type IngestDeps } from './launches.js';
import { reportSearches } from './searches.js';

const API = '/rocketScript/api/app';

type Report = (deps: IngestDeps, userId: number, events: readonly unknown[]) => Promise<BatchAnswer>;

const REPORTS: { path: string; summary: string; report: Report }[] = [
  { path: 'reportLaunches', summary: 'Report launches (app users): up to 1,000 per call, each checked on its own; a resent event counts once', report: reportLaunches },
  { path: 'reportSearches', summary: 'Report searches (app users): keyword and how many scripts it found; up to 1,000 per call', report: reportSearches },
];

export function ingestRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  const deps: IngestDeps = { db: ctx.db, throttle: ctx.throttle, limits: ctx.config.limits };
  return async (app) => {
    for (const { path, summary, report } of REPORTS) {
      app.post(
        `${API}/${path}`,
        {
          // Probe: one event that is not one, refused in the answer; nothing is kept.
          config: { access: 'app', eventBatch: true, probe: { body: { events: [{}] } } },
          schema: { tags: ['app'], summary, body: eventBatch, response: answers(batchAnswer) },
        },
        async (request) => {
          const userId = currentUser(request).user.id;
          await ctx.throttle.enforce(`ingest:calls:user:${userId}`, ctx.config.limits.ingestCallsPerUser);
          return ok(await report(deps, userId, request.body.events));
        },
      );
    }
  };
}
