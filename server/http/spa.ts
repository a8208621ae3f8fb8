/**
 * Serves the built SPA from dist/ with history-mode fallback: a GET outside the API that is not
 * a file and accepts HTML gets index.html. Hashed assets (dist/assets/*) are cached for a year,
 * index.html never. Unknown API paths get the 404 envelope. Without a build, HTML requests get a
 * page saying how to build it; the API works regardless.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from './access.js';
import { fail } from './envelope.js';
import { sendError } from './errors.js';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Rocket Script back-office</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 4rem auto">
<h1>The web app is not built</h1>
<p>The API is running (see <a href="/rocketScript/api/docs">/rocketScript/api/docs</a>), but there is no
<code>dist/index.html</code> to serve. Run <code>npm run build</code>, or start the server with
<code>npm start</code>, which builds it when it is missing.</p>
</body></html>
`;

function wantsHtml(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
}

function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

export async function installSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexPath = join(distDir, 'index.html');
  if (existsSync(indexPath)) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: true,
      cacheControl: false,
      setHeaders(res, path) {
        if (path.endsWith('.html')) res.header('Cache-Control', 'no-cache');
        else if (path.includes(`${sep}assets${sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || !wantsHtml(request)) {
      return sendError(request, reply, fail.notFound(`No such ${isApiPath(request.url) ? 'API call' : 'file'}`));
    }
    if (!existsSync(indexPath)) {
      return reply.code(503).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    const html = await readFile(indexPath);
    return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
