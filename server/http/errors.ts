/**
 * One error handler for the whole API: every failure leaves as the envelope with the HTTP status
 * as `code`, an English `msg` and an ErrorDetail (reason, fields for 400, retryAfter for 429,
 * with a Retry-After header too). Anything unexpected is a 500 'internal_error' that reveals
 * nothing; the stack goes to the log only.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorDetail, ErrorReason } from '../../contracts/envelope.js';
import { errorBody, HttpError } from './envelope.js';

interface Described {
  status: number;
  message: string;
  detail: ErrorDetail;
}

const BY_CODE: Record<string, { status: number; reason: ErrorReason; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, reason: 'payload_too_large', message: 'Request body too large' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, reason: 'payload_too_large', message: 'Uploaded file too large' },
  FST_PARTS_LIMIT: { status: 413, reason: 'payload_too_large', message: 'Too many form parts' },
  FST_FILES_LIMIT: { status: 413, reason: 'payload_too_large', message: 'Too many files' },
  FST_FIELDS_LIMIT: { status: 413, reason: 'payload_too_large', message: 'Too many form fields' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, reason: 'unsupported_media_type', message: 'Unsupported content type' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, reason: 'unsupported_media_type', message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, reason: 'invalid_input', message: 'Malformed JSON body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, reason: 'invalid_input', message: 'Empty JSON body' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, reason: 'invalid_input', message: 'Content-Length does not match the body' },
  FST_PROTO_VIOLATION: { status: 400, reason: 'invalid_input', message: 'Forbidden property name in form data' },
};

const REASON_BY_STATUS: Record<number, ErrorReason> = {
  400: 'invalid_input',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

const MESSAGE_BY_STATUS: Record<number, string> = {
  400: 'Invalid request',
  401: 'Sign in first',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Not found',
  409: 'Conflict',
  413: 'Request body too large',
  415: 'Unsupported content type',
  429: 'Too many requests',
};

export function describeError(error: unknown): Described {
  if (error instanceof HttpError) return { status: error.status, message: error.message, detail: error.detail() };
  const e = (error ?? {}) as Partial<FastifyError>;
  const known = e.code ? BY_CODE[e.code] : undefined;
  if (known) return { status: known.status, message: known.message, detail: { reason: known.reason } };
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    return {
      status,
      message: MESSAGE_BY_STATUS[status] ?? 'Request refused',
      detail: { reason: REASON_BY_STATUS[status] ?? 'invalid_input' },
    };
  }
  return { status: 500, message: 'Internal error', detail: { reason: 'internal_error' } };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const { status, message, detail } = describeError(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.debug({ status, reason: detail.reason }, 'request refused');
  if (detail.retryAfter !== undefined) reply.header('Retry-After', String(detail.retryAfter));
  return reply.code(status).type('application/json; charset=utf-8').send(errorBody(status, message, detail));
}

/**
 * The static file servers (the SPA's dist/, the API docs' assets) refuse with 403 a path they
 * cannot check: a segment longer than a file name may be, `..` or `//` in it. Such a path names
 * no file, so it gets what any unknown path gets (the not-found handler: the SPA for a browser
 * navigation, else the 404 envelope), not a 403 that suggests something is there.
 */
const UNCHECKABLE_FILE_PATH = 'FST_STATIC_FORBIDDEN_PATH';

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if ((error as Partial<FastifyError>).code === UNCHECKABLE_FILE_PATH) return reply.callNotFound();
    return sendError(request, reply, error);
  });
}
