/**
 * Public downloads of stored release files (docs/files.md, "Downloads"): what `stored_files` says
 * of a key (MD5, size, type, the name it was uploaded with) and the bytes from the releases
 * store. A key names the same bytes for ever, so the answer is cached for ever, its ETag is the
 * MD5 the app checks, and a single byte range lets an interrupted download resume.
 */
import { RELEASE_FILES_PATH } from '../../../contracts/release.js';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context.js';
import { fail } from '../../http/envelope.js';
import { ifRangeHolds, noneMatch, rangeOf } from './byteRanges.js';
import { extensionOf, parseKey } from './storage.js';

/** Where release files are served: `<path>/<key>`. */
/** Where a stored version's file is downloaded from (contracts/release.ts). */
export const RELEASE_DOWNLOADS_PATH = RELEASE_FILES_PATH;

export const releaseDownloadUrl = (key: string) => `${RELEASE_DOWNLOADS_PATH}/${key}`;

const CACHE_FOR_EVER = 'public, max-age=31536000, immutable';

/**
 * Control and bidirectional characters (which could show `gpj.exe` as `exe.jpg`), lone surrogates
 * (not encodable) and path separators: none reaches a saved file's name.
 */
const UNSAFE_IN_NAMES =
  /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069/\\]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/gu;

/**
 * `attachment` with the file's name (RFC 6266): an ASCII stand-in in `filename` for old clients,
 * the exact name in `filename*` (RFC 8187/5987, UTF-8, percent-encoded).
 */
export function attachmentDisposition(fileName: string): string {
  const name = fileName.replace(UNSAFE_IN_NAMES, '_').trim() || 'download';
  const ascii = name.replace(/[^\u0020-\u007e]/g, '_').replace(/["%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The name a download offers: the uploaded name, ending with the extension of the type the server
 * recognised (appended when it ends otherwise: `build.zip` stored as an APK is `build.zip.apk`),
 * so the saved file opens as what it is, whatever it was called (docs/files.md, "Downloads").
 */
export function downloadName(fileName: string, contentType: string): string {
  const extension = extensionOf(contentType);
  if (!extension || fileName.toLowerCase().endsWith(`.${extension}`)) return fileName;
  return `${fileName}.${extension}`;
}

export function releaseDownloadRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      // HEAD declared, not derived: Fastify's derived HEAD would answer Content-Length: 0.
      method: ['GET', 'HEAD'],
      url: `${RELEASE_DOWNLOADS_PATH}/:key`,
      // The assistant app downloads versions for people who never sign in here.
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary:
          'A stored release file (ETag: its MD5; a single byte range resumes; cached for ever)',
        params: z.object({ key: z.string().max(80) }),
      },
      handler: async (request, reply) => {
        const { key } = request.params;
        const row = parseKey(key)
          ? await ctx.db
              .selectFrom('stored_files')
              .select(['md5', 'size', 'content_type', 'file_name'])
              .where('key', '=', key)
              .where('store', '=', 'releases')
              .executeTakeFirst()
          : undefined;
        if (!row) throw fail.notFound('No such file');
        const size = Number(row.size);
        const etag = `"${row.md5}"`;
        reply
          .header('ETag', etag)
          .header('Cache-Control', CACHE_FOR_EVER)
          .header('Accept-Ranges', 'bytes')
          .header('Content-Disposition', attachmentDisposition(downloadName(row.file_name, row.content_type)));
        if (noneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();

        let asked = rangeOf(request.headers.range, size);
        const ifRange = request.headers['if-range'];
        if (
          asked.kind === 'part' &&
          !ifRangeHolds(Array.isArray(ifRange) ? ifRange.join(',') : ifRange, etag)
        )
          asked = { kind: 'whole' };
        if (asked.kind === 'unsatisfiable')
          return reply.code(416).header('Content-Range', `bytes */${size}`).send();

        const range = asked.kind === 'part' ? asked.range : undefined;
        const length = range ? range.end - range.start + 1 : size;
        reply.type(row.content_type).header('Content-Length', String(length));
        if (range)
          reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
        // HEAD: the headers a GET would have, and no reading from the store.
        if (request.method === 'HEAD') return reply.send();

        const opened = await ctx.releases.open(key, range);
        if (!opened) throw new Error(`${key} has a stored_files row but nothing stored`);
        if (opened.file.size !== size) {
          opened.stream.destroy();
          throw new Error(`${key} is stored with ${opened.file.size} bytes, its row says ${size}`);
        }
        return reply.send(opened.stream);
      },
    });
  };
}
