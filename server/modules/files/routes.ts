/**
 * Files the API serves itself: the default avatar of accounts without one, script covers and
 * release files; and the resumable (tus) uploads of large files (docs/files.md).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context.js';
import { DEFAULT_AVATAR_URL } from '../user/answers.js';
import { coverRoutes } from './coverRoutes.js';
import { releaseDownloadRoutes } from './releaseDownloads.js';
import { tusRoutes } from './tus/tusRoutes.js';

const DEFAULT_AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<rect width="64" height="64" rx="32" fill="#1890ff"/>
<circle cx="32" cy="25" r="11" fill="#ffffff"/>
<path d="M12 54c3-11 11-17 20-17s17 6 20 17" fill="#ffffff"/>
</svg>
`;

export function fileRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Its own plugin: the image body parsers stay with the cover routes.
    await app.register(coverRoutes(ctx));
    await app.register(releaseDownloadRoutes(ctx));
    // Its own plugin too: chunks are left unparsed for tus.
    await app.register(tusRoutes(ctx));
    app.get(
      DEFAULT_AVATAR_URL,
      {
        config: { access: 'public' },
        schema: { tags: ['files'], summary: 'The avatar shown for accounts without one (SVG)' },
      },
      async (_request, reply) =>
        reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(DEFAULT_AVATAR_SVG),
    );
  };
}
