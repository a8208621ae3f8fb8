/**
 * Slow clients are cut off (docs/server.md, "Slow clients"): the header, request and keep-alive
 * timeouts go to Node's http server through Fastify's options. Node checks the header and request
 * timeouts only on a timer (`connectionsCheckingInterval`, 30 s by default), so that timer runs
 * at a quarter of the header timeout, between 0.1 s and 1 s: a connection outlives its timeout
 * by at most that much.
 */
import type { FastifyHttpOptions } from 'fastify';
import type { Server } from 'node:http';
import type { HttpTimeouts } from '../config.js';

type TimeoutOptions = Pick<FastifyHttpOptions<Server>, 'http' | 'requestTimeout' | 'keepAliveTimeout'>;

export function slowClientOptions(timeouts: HttpTimeouts): TimeoutOptions {
  return {
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.min(1000, Math.max(100, Math.floor(timeouts.headersMs / 4))),
    },
    // Fastify sets these two on the server after creating it (its own defaults otherwise win).
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
  };
}
