/**
 * The envelope every answer travels in (docs/server.md, contracts/envelope.ts): success is
 * `{code: 200, msg: 'success', data}`; an error is the HTTP status with the same shape and an
 * ErrorDetail as `data`. Handlers return `ok(data)` or throw an HttpError.
 */
import { z } from 'zod';
import {
  CONTENT_PROBLEMS,
  ERROR_REASONS,
  FIELD_REASONS,
  type Envelope,
  type ContentRefusal,
  type ErrorDetail,
  type ErrorReason,
  type FieldError,
} from '../../contracts/envelope.js';

/** A success envelope (its code is always 200). */
export interface Success<T> extends Envelope<T> {
  code: 200;
}

export function ok<T>(data: T): Success<T> {
  return { code: 200, msg: 'success', data };
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly reason: ErrorReason,
    message: string,
    readonly fields?: FieldError[],
    readonly retryAfter?: number,
    readonly content?: ContentRefusal,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  detail(): ErrorDetail {
    const detail: ErrorDetail = { reason: this.reason };
    if (this.fields && this.fields.length > 0) detail.fields = this.fields;
    if (this.retryAfter !== undefined) detail.retryAfter = this.retryAfter;
    if (this.content) detail.content = this.content;
    return detail;
  }
}

export const fail = {
  invalid: (message: string, fields?: FieldError[], reason: ErrorReason = 'invalid_input') =>
    new HttpError(400, reason, message, fields),
  unauthenticated: (message = 'Sign in first', reason: ErrorReason = 'unauthenticated') =>
    new HttpError(401, reason, message),
  forbidden: (message = 'You may not do this', reason: ErrorReason = 'forbidden') => new HttpError(403, reason, message),
  notFound: (message = 'Not found') => new HttpError(404, 'not_found', message),
  conflict: (message: string, reason: ErrorReason = 'conflict', fields?: FieldError[]) =>
    new HttpError(409, reason, message, fields),
  rateLimited: (retryAfter: number, message = 'Too many attempts; try again later') =>
    new HttpError(429, 'rate_limited', message, undefined, Math.max(1, Math.ceil(retryAfter))),
};

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(200), msg: z.string(), data });
}

export const fieldErrorSchema = z.object({
  field: z.string(),
  reason: z.enum(FIELD_REASONS),
  message: z.string(),
});

export const errorEnvelope = z
  .object({
    code: z.number().int(),
    msg: z.string(),
    data: z.object({
      reason: z.enum(ERROR_REASONS),
      fields: z.array(fieldErrorSchema).optional(),
      retryAfter: z.number().int().optional(),
      content: z.object({ problem: z.enum(CONTENT_PROBLEMS), line: z.number().int().optional() }).optional(),
    }),
  })
  .describe('Error: code is the HTTP status, data.reason is stable, msg is English text');

/** Route `schema.response` for an answer whose data has the given schema. */
export function answers<T extends z.ZodType>(data: T) {
  return { 200: envelopeOf(data), '4xx': errorEnvelope, '5xx': errorEnvelope };
}

/** Error envelope body for a status. */
export function errorBody(status: number, message: string, detail: ErrorDetail): Envelope<ErrorDetail> {
  return { code: status, msg: message, data: detail };
}
