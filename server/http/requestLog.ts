/**
 * Every request has an id, and leaves one JSON log line (docs/operations.md, "Logs"). The id is a
 * proxy's `X-Request-Id` when it sends a plain one (letters, digits, `.`, `_`, `-`, at most 64),
 * else 12 random characters; every answer carries it back in `X-Request-Id`, and the browser's
 * error messages show it, so a user's report leads to its line in the log. The line holds the
 * method, the path without its query (filters may hold phone numbers or names), the route, the
 * status, the time taken and the caller's account id; never a header or a body.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_PATTERN } from '../../contracts/envelope.js';

export const REQUEST_ID_HEADER = 'x-request-id';

/** The request's id: the proxy's when plain, else a new one. */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers[REQUEST_ID_HEADER];
  if (typeof given === 'string' && REQUEST_ID_PATTERN.test(given)) return given;
  return randomBytes(9).toString('base64url');
}

export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?', 1)[0],
        route: request.routeOptions.url ?? null,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        userId: request.auth?.user.id ?? null,
      },
      'request',
    );
  });
}
