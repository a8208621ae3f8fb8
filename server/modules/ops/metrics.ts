/**
 * Prometheus metrics (prom-client), only when METRICS_TOKEN is set (docs/operations.md,
 * "Metrics"): GET /api/metrics answers the text format to `Authorization: Bearer <METRICS_TOKEN>`
 * and 404 to anyone else, as if it did not exist. Requests by method, route pattern (never the
 * path: ids would make a series each) and status with their duration; the process (CPU, memory,
 * garbage collection, event-loop lag); PostgreSQL's connection pool.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ServerContext } from '../../context.js';
import { poolStatsOf } from '../../db/connection.js';
import { fail } from '../../http/envelope.js';

export const METRICS_PATH = '/rocketScript/api/metrics';

function sameToken(given: string | undefined, expected: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(given ?? '');
  if (!match) return false;
  const a = Buffer.from(match[1]!);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function installMetrics(app: FastifyInstance, ctx: ServerContext): void {
  const token = ctx.config.metricsToken;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'API requests by method, route pattern and status, and how long they took',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = (name: string, help: string, pick: (stats: NonNullable<ReturnType<typeof poolStatsOf>>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = poolStatsOf(ctx.database);
        if (stats) this.set(pick(stats));
      },
    });
  if (ctx.database.dialect === 'postgres') {
    pool('db_pool_connections', 'PostgreSQL connections open', (s) => s.total);
    pool('db_pool_idle_connections', 'PostgreSQL connections open and idle', (s) => s.idle);
    pool('db_pool_waiting_requests', 'Queries waiting for a PostgreSQL connection', (s) => s.waiting);
  }

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route === METRICS_PATH) return;
    requests.labels(request.method, route ?? 'unmatched', String(reply.statusCode)).observe(reply.elapsedTime / 1000);
  });
  app.get(METRICS_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!sameToken(request.headers.authorization, token)) throw fail.notFound('No such API call');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
