/**
 * The OpenAPI document, generated from the routes' zod schemas, at
 * GET /rocketScript/api/openapi.json, and a browsable page at /rocketScript/api/docs (assets
 * served from node_modules: works offline). Public calls carry `security: []`, the others the
 * bearer scheme (set by the access hook from `config.access`).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_PREFIX, DOCS_PREFIX } from './access.js';

export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;

export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Rocket Script back-office API',
        version: '0.1.0',
        description:
          'Every answer is an envelope {code, msg, data}; errors carry the HTTP status as code and an ' +
          'ErrorDetail {reason, fields?, retryAfter?} as data. Send the token from userLogin as ' +
          '`Authorization: Bearer <token>`.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'Token answered by POST /api/user/userLogin' },
        },
      },
    },
    transform: createJsonSchemaTransform({ skipList: [] }),
    transformObject: createJsonSchemaTransformObject({}),
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true },
    validatorUrl: false,
  });

  app.get(OPENAPI_PATH, { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
