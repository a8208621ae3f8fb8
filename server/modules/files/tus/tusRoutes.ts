/**
 * Resumable uploads (tus 1.0: creation, termination, expiration) at /rocketScript/api/files/tus
 * (docs/files.md, "Resumable uploads"). Fastify owns the routes, so the access hook answers 401
 * and 403 and the control-character guard runs first; then our own checks (purpose, roles, size,
 * owner) refuse with the envelope; what passes is handed to @tus/server, whose own refusals
 * (missing Tus-Resumable, wrong offset…) are its plain-text answers. Chunks are not parsed
 * by Fastify: tus streams them to the staging directory.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Server } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TUS_PATH, UPLOAD_MAX_CHUNK_BYTES } from '../../../../contracts/files.js';
import { UPLOAD_ROLES } from '../../../../contracts/permissions.js';
import type { ServerContext } from '../../../context.js';
import { currentUser } from '../../../http/access.js';
import { fail, HttpError } from '../../../http/envelope.js';
import { checkCreation } from './creation.js';
import { StagingQuota } from './stagingQuota.js';
import { isUploadId, openStagingStore, uploadOwner, readStagedUpload, removeStaleTaken, restoreTaken, stagingDir, type StagedMetadata } from './staging.js';

export const TUS_URL = `/rocketScript${TUS_PATH}`;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** The Node request behind the web request tus works with (srvx keeps it for its Node adapter). */
function nodeRequestOf(request: unknown): IncomingMessage | undefined {
  return (request as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
}

/** A chunk travels in one request well within the request timeout (docs/server.md, "Slow clients"). */
function checkChunk(request: FastifyRequest): void {
  const declared = request.headers['content-length'];
  if (declared === undefined) {
    if (request.method === 'PATCH') throw fail.invalid('Send each chunk with its Content-Length');
    return;
  }
  if (Number(declared) > UPLOAD_MAX_CHUNK_BYTES) {
    throw new HttpError(413, 'payload_too_large', `A chunk may have at most ${UPLOAD_MAX_CHUNK_BYTES} bytes: send the file in smaller parts`);
  }
}

export function tusRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    const directory = stagingDir(ctx.config);
    mkdirSync(directory, { recursive: true });
    /** What each accepted creation request is to store, from our checks to tus's creation hook. */
    const accepted = new WeakMap<IncomingMessage, StagedMetadata>();
    const quota = new StagingQuota(directory, () => ctx.config.uploads.perUser);

    const tus = new Server({
      path: TUS_URL,
      datastore: openStagingStore(directory),
      // Location `/rocketScript/api/files/tus/<id>`: right whatever host or proxy the browser used.
      relativeLocation: true,
      maxSize: Math.max(...Object.values(ctx.config.uploads.maxBytes)),
      // Same origin only: no CORS headers.
      allowedOrigins: () => false,
      namingFunction: () => randomBytes(16).toString('hex'),
      getFileIdFromRequest: (request) => {
        const id = new URL(request.url).pathname.split('/').pop();
        return isUploadId(id) ? id : undefined;
      },
      onUploadCreate: async (request) => {
        const raw = nodeRequestOf(request);
        const metadata = raw && accepted.get(raw);
        if (!metadata) throw { status_code: 500, body: 'Upload creation was not checked\n' };
        return { metadata: { ...metadata } };
      },
      onResponseError: (_request, error) => {
        const status = (error as { status_code?: number }).status_code;
        if (status === undefined || status >= 500) app.log.error({ err: error }, 'tus upload failed');
        return undefined;
      },
    });

    // Chunks are the uploads' bytes: left unread here, tus streams them to the file.
    app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null, undefined));

    async function handOver(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      reply.hijack();
      // A hijacked answer skips the onSend hooks: the API's no-store is set here (helmet's
      // headers are already on the response).
      reply.raw.setHeader('Cache-Control', 'no-store');
      try {
        await tus.handle(request.raw, reply.raw);
      } catch (error) {
        request.log.error({ err: error }, 'tus answer failed');
        if (!reply.raw.headersSent) reply.raw.writeHead(500).end();
        else reply.raw.destroy();
      }
    }

    const access = { roles: UPLOAD_ROLES };
    const idParams = z.object({ id: z.string() });

    app.post(
      TUS_URL,
      {
        // Probe: no metadata, refused with 400 by callers who pass the role check.
        config: { access, probe: {} },
        schema: { tags: ['files'], summary: 'tus: create an upload (Upload-Length, Upload-Metadata purpose and filename)' },
      },
      async (request, reply) => {
        const { user } = currentUser(request);
        const creation = checkCreation(request.headers, user, ctx.config.uploads, uploadOwner(ctx.config, user.id));
        checkChunk(request);
        const release = await quota.reserve(creation.metadata.ownerId, creation.size);
        accepted.set(request.raw, creation.metadata);
        try {
          return await handOver(request, reply);
        } finally {
          release();
        }
      },
    );

    app.route({
      method: ['HEAD', 'PATCH', 'DELETE'],
      url: `${TUS_URL}/:id`,
      // Probe: an id that names no upload, 404 for callers who pass the role check.
      config: { access, probe: {} },
      schema: { tags: ['files'], summary: 'tus: offset (HEAD), next chunk (PATCH) or cancel (DELETE) of your own upload', params: idParams },
      handler: async (request, reply) => {
        const { id } = request.params as z.infer<typeof idParams>;
        const upload = await readStagedUpload(directory, id);
        // Someone else's upload does not exist for this caller.
        if (!upload || upload.metadata.ownerId !== uploadOwner(ctx.config, currentUser(request).user.id)) throw fail.notFound('No such upload');
        if (request.method === 'PATCH') checkChunk(request);
        return handOver(request, reply);
      },
    });

    // Protocol discovery and CORS preflights (which never carry a token): nothing private.
    for (const url of [TUS_URL, `${TUS_URL}/:id`]) {
      app.route({
        method: 'OPTIONS',
        url,
        config: { access: 'public' },
        schema: { tags: ['files'], summary: 'tus: the protocol version, extensions and largest size' },
        handler: handOver,
      });
    }

    // Unfinished and unclaimed uploads go a day after their creation: now, then every hour.
    const sweep = async () => {
      try {
        const removed = (await tus.cleanUpExpiredUploads()) + (await removeStaleTaken(directory));
        if (removed > 0) app.log.info({ removed }, 'expired uploads removed');
      } catch (error) {
        app.log.warn({ err: error }, 'removing expired uploads failed');
      }
    };
    const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onReady', async () => {
      const restored = await restoreTaken(directory).catch(() => 0);
      if (restored > 0) app.log.info({ restored }, 'uploads taken by a stopped process can be registered again');
      void sweep();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  };
}
