/** Every call of versions (docs/releases.md): the writes, the app release's edit and the app's own calls. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context.js';
import { appReleaseUpdateRoutes } from './appReleaseUpdate.js';
import { appSideRoutes } from './appSideRoutes.js';
import { releaseRoutes } from './releaseRoutes.js';

export function releaseModuleRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(releaseRoutes(ctx));
    await app.register(appReleaseUpdateRoutes(ctx));
    await app.register(appSideRoutes(ctx));
  };
}
