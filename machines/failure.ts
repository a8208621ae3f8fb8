/**
 * A rejected call, reduced to plain data a machine can keep in its context (and the inspector
 * can show): status, stable reason, per-field issues, retry delay. Machines stay pure, so this
 * reads the error by shape instead of importing the browser's ApiError class.
 */
import type { ContentRefusal, ErrorDetail, ErrorReason, FieldError } from '../contracts/envelope.js';
import { CONTENT_PROBLEMS, ERROR_REASONS } from '../contracts/envelope.js';

export interface Failure {
  /** HTTP status; 0 when no answer came (network, timeout). */
  status: number;
  reason: ErrorReason | null;
  /** The server's English fallback text, or the thrown error's message. */
  message: string;
  fields: FieldError[];
  /** Seconds until a rate-limited call may be tried again. */
  retryAfter: number | null;
  /** A file refused for its content (415): what is wrong with it. */
  content: ContentRefusal | null;
}

const isReason = (value: unknown): value is ErrorReason =>
  typeof value === 'string' && (ERROR_REASONS as readonly string[]).includes(value);

function contentOf(value: unknown): ContentRefusal | null {
  const shape = (typeof value === 'object' && value !== null ? value : {}) as Partial<ContentRefusal>;
  if (!(CONTENT_PROBLEMS as readonly string[]).includes(shape.problem as string)) return null;
  const line = typeof shape.line === 'number' && Number.isInteger(shape.line) && shape.line > 0 ? shape.line : undefined;
  return line === undefined ? { problem: shape.problem! } : { problem: shape.problem!, line };
}

export function toFailure(error: unknown): Failure {
  const shape = (typeof error === 'object' && error !== null ? error : {}) as {
    status?: unknown;
    message?: unknown;
    detail?: Partial<ErrorDetail> | null;
  };
  const detail = shape.detail && typeof shape.detail === 'object' ? shape.detail : {};
  return {
    status: typeof shape.status === 'number' ? shape.status : 0,
    reason: isReason(detail.reason) ? detail.reason : null,
    message: typeof shape.message === 'string' ? shape.message : String(error),
    fields: Array.isArray(detail.fields) ? detail.fields.filter((f) => f && typeof f.field === 'string') : [],
    retryAfter: typeof detail.retryAfter === 'number' && detail.retryAfter > 0 ? detail.retryAfter : null,
    content: contentOf(detail.content),
  };
}
