/**
 * Security headers (helmet). The CSP allows what the built SPA and the API docs page need:
 * scripts and styles from this origin, inline styles (Fluent UI and ApexCharts inject them),
 * data: fonts, data:/blob: images and https: images from elsewhere. API answers are not cached unless a route says otherwise.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, DOCS_PREFIX } from './access.js';

export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // https: for what an admin links from elsewhere (an activity pop-up's image, validated as
        // https: by its form); the trade-off is in docs/decisions.md ("Security").
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Served over plain HTTP on 127.0.0.1 by default; TLS is the proxy's business.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.url;
    if (url.startsWith(API_PREFIX) && !url.startsWith(`${DOCS_PREFIX}/static/`) && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
