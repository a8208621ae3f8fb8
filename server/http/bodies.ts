/**
 * Which request bodies the API reads. JSON (an empty body counts as no body), URL-encoded forms,
 * and multipart/form-data on the routes that opt in with `config.multipart`. Anything else is
 * 415. Sizes are capped by the config's body limit (413).
 */
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail, HttpError } from './envelope.js';

const MAX_FORM_FIELDS = 50;

export async function installBodyParsers(app: FastifyInstance, bodyLimit: number): Promise<void> {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return json(request, text, done);
  });
  await app.register(formbody, { bodyLimit });
  await app.register(multipart, {
    limits: { fieldSize: bodyLimit, fields: MAX_FORM_FIELDS, files: 1, parts: MAX_FORM_FIELDS + 1, fileSize: bodyLimit },
  });

  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const mode = request.routeOptions.config.multipart;
    if (mode === 'files') return;
    if (mode !== 'fields') {
      throw new HttpError(415, 'unsupported_media_type', 'This call does not take multipart/form-data');
    }
    request.body = await readFormFields(request);
  });
}

/** The text fields of a multipart body; a repeated name becomes an array; a file is refused. */
async function readFormFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        part.file.resume();
        throw new HttpError(415, 'unsupported_media_type', 'This call takes no files');
      }
      const name = part.fieldname;
      if (name === '__proto__' || name === 'constructor' || name === 'prototype') {
        throw fail.invalid('Forbidden field name');
      }
      if (part.valueTruncated || part.fieldnameTruncated) {
        throw new HttpError(413, 'payload_too_large', 'A form field is too large');
      }
      const value: unknown = part.value;
      const previous = body[name];
      body[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('FST_')) throw error;
    throw fail.invalid('Malformed multipart body');
  }
  return body;
}
