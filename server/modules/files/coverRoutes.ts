/**
 * Script covers (docs/scripts.md, "Cover images"): the upload, whose body is the image's bytes,
 * and the public serving of what was stored. The content decides: the format by its signature
 * and the size from its header, whatever the Content-Type or file name said.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COVER_MAX_BYTES,
  COVER_MAX_SIDE,
  COVERS_PATH,
  UPLOAD_IMAGE_PATH,
  uploadedImage,
  type UploadedImage,
} from '../../../contracts/files.js';
import { FILE_ACTION_ROLES } from '../../../contracts/permissions.js';
import type { ServerContext } from '../../context.js';
import { answers, fail, ok } from '../../http/envelope.js';
import { acceptImageBodies, checkImage } from './imageCheck.js';

/** A stored cover never changes under its name: cached for a year, never revalidated. */
const CACHE_FOR_EVER = 'public, max-age=31536000, immutable';

/** True when an If-None-Match header names this ETag (or any: `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** Checks an uploaded image and keeps it in the covers store: the answer of a cover or avatar upload. */
export async function storeCoverImage(ctx: ServerContext, body: unknown): Promise<UploadedImage> {
  const image = checkImage(body, COVER_MAX_SIDE, 'image');
  const stored = await ctx.covers.put(image.bytes, image.type);
  return { url: `${COVERS_PATH}/${stored.key}` };
}

export function coverRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    acceptImageBodies(app, COVER_MAX_BYTES);

    app.post(
      `/rocketScript${UPLOAD_IMAGE_PATH}`,
      {
        // Probe: no body, refused with 415 by callers who pass the role check.
        config: { access: { roles: FILE_ACTION_ROLES.uploadImage }, probe: {} },
        schema: {
          tags: ['files'],
          summary: `Upload a cover image: the body is the PNG, JPEG or WebP bytes (at most ${COVER_MAX_BYTES} bytes, ${COVER_MAX_SIDE} px a side)`,
          response: answers(uploadedImage),
        },
      },
      async (request) => ok(await storeCoverImage(ctx, request.body)),
    );

    app.get(
      `${COVERS_PATH}/:file`,
      {
        // The assistant app shows covers to people who never sign in here.
        config: { access: 'public' },
        schema: {
          tags: ['files'],
          summary: 'A stored cover image (ETag: its sha-256; cached for ever)',
          params: z.object({ file: z.string().max(80) }),
        },
      },
      async (request, reply) => {
        const file = await ctx.covers.stat(request.params.file);
        if (!file) throw fail.notFound('No such cover');
        const etag = `"${file.hash}"`;
        reply
          .header('ETag', etag)
          .header('Cache-Control', CACHE_FOR_EVER)
          // Public images: another origin (the assistant app's pages) may show them.
          .header('Cross-Origin-Resource-Policy', 'cross-origin');
        if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
        const opened = await ctx.covers.open(file.key);
        if (!opened) throw fail.notFound('No such cover');
        return reply.type(file.contentType).header('Content-Length', String(file.size)).send(opened.stream);
      },
    );
  };
}
