/**
 * Feedback screenshots (docs/feedback.md, "Screenshots"):
 *   POST /api/app/uploadScreenshot          app users: the body is the image's bytes
 *   GET  /api/feedback/screenshots/<key>    a signed address (./screenshotLinks.ts)
 * The upload is the cover upload's mechanism (raw bytes, the content decides the format and
 * size: ../files/imageCheck.ts) into a store of its own that is never public, and is allowed to
 * app users only: the narrowest access that lets the app attach screenshots, without letting it
 * publish covers. Each upload records its uploader, who alone may attach it to a feedback.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APP_FEEDBACK_PATH,
  SCREENSHOT_KEY_PATTERN,
  SCREENSHOT_MAX_BYTES,
  SCREENSHOT_MAX_SIDE,
  SCREENSHOTS_PATH,
  uploadedScreenshot,
} from '../../../contracts/feedback.js';
import type { Kysely } from 'kysely';
import type { ServerContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';
import { currentUser } from '../../http/access.js';
import { answers, fail, ok } from '../../http/envelope.js';
import { acceptImageBodies, type CheckedImage, checkImage } from '../files/imageCheck.js';
import type { FileStorage } from '../files/storage.js';
import { screenshotRef, SCREENSHOT_LINK_SECONDS, validLink } from './screenshotLinks.js';

/** Stores a checked screenshot and records its uploader (the same bytes twice: one file, one row). */
export async function keepScreenshot(db: Kysely<DB>, screenshots: FileStorage, userId: number, image: CheckedImage, now: number = Date.now()) {
  const stored = await screenshots.put(image.bytes, image.type);
  await db
    .insertInto('feedback_uploads')
    .values({
      user_id: userId,
      key: stored.key,
      content_type: image.type,
      size: image.bytes.length,
      width: image.width,
      height: image.height,
      created_at: isoTime(now),
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
    .execute();
  return stored;
}

export function screenshotRoutes(ctx: ServerContext, screenshots: FileStorage): FastifyPluginAsyncZod {
  return async (app) => {
    acceptImageBodies(app, SCREENSHOT_MAX_BYTES);

    app.post(
      `/rocketScript${APP_FEEDBACK_PATH}/uploadScreenshot`,
      {
        // Probe: no body, refused with 415 before anything is stored or counted.
        config: { access: 'app', probe: {} },
        schema: {
          tags: ['app'],
          summary: `Upload a screenshot for a feedback (app users): the body is the PNG, JPEG or WebP bytes (at most ${SCREENSHOT_MAX_BYTES} bytes, ${SCREENSHOT_MAX_SIDE} px a side)`,
          response: answers(uploadedScreenshot),
        },
      },
      async (request) => {
        const user = currentUser(request).user;
        const image = checkImage(request.body, SCREENSHOT_MAX_SIDE, 'screenshot');
        await ctx.throttle.enforce(`feedback:screenshots:user:${user.id}`, ctx.config.limits.feedbackScreenshotsPerUser);
        const stored = await keepScreenshot(ctx.db, screenshots, user.id, image);
        return ok({ ...screenshotRef(ctx.secret, stored.key), width: image.width, height: image.height, size: image.bytes.length });
      },
    );

    app.get(
      `${SCREENSHOTS_PATH}/:file`,
      {
        // Signed instead of signed in: an <img> sends no token (./screenshotLinks.ts).
        config: { access: 'public' },
        schema: {
          tags: ['feedback'],
          summary: 'A feedback screenshot, at the signed address a feedback answer gave (valid for about an hour)',
          params: z.object({ file: z.string().max(80) }),
          querystring: z.object({ expires: z.coerce.number().int(), sig: z.string().max(64) }),
        },
      },
      async (request, reply) => {
        const { file } = request.params;
        const { expires, sig } = request.query;
        if (!SCREENSHOT_KEY_PATTERN.test(file) || !validLink(ctx.secret, file, expires, sig)) throw fail.notFound('No such screenshot');
        const opened = await screenshots.open(file);
        if (!opened) throw fail.notFound('No such screenshot');
        return reply
          .header('Cache-Control', `private, max-age=${SCREENSHOT_LINK_SECONDS}`)
          .header('ETag', `"${opened.file.hash}"`)
          .type(opened.file.contentType)
          .header('Content-Length', String(opened.file.size))
          .send(opened.stream);
      },
    );
  };
}
