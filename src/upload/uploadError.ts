/**
 * A refused or broken tus request as the rest of the app reads failures: an ApiError with the
 * HTTP status and, when the server answered with the app's envelope, its reason and fields. The
 * tus routes sit behind the same access hook as every call (401, 403 in the envelope); answers
 * from the tus layer itself carry only a status, which is given its reason here.
 */
import type { ErrorDetail, ErrorReason } from '@contracts/envelope.js';
import { ApiError } from '@/api/apiError';

/** What tus-js-client's DetailedError carries (read by shape, the class is not needed). */
interface TusFailureShape {
  message?: unknown;
  originalResponse?: { getStatus(): number; getBody(): string } | null;
}

const REASON_BY_STATUS: Partial<Record<number, ErrorReason>> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

function envelopeOf(body: string): { msg?: unknown; data?: unknown } | null {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' ? (parsed as { msg?: unknown; data?: unknown }) : null;
  } catch {
    return null;
  }
}

export function toUploadError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const shape = (typeof error === 'object' && error !== null ? error : {}) as TusFailureShape;
  const message = typeof shape.message === 'string' ? shape.message : String(error);
  const response = shape.originalResponse;
  // No answer at all: the connection dropped (after tus's own retries).
  if (!response) return new ApiError(message, 0, null);
  const status = response.getStatus();
  const body = response.getBody() ?? '';
  const envelope = envelopeOf(body);
  const data = envelope?.data;
  if (data && typeof data === 'object' && 'reason' in data) {
    return new ApiError(typeof envelope.msg === 'string' ? envelope.msg : message, status, data as ErrorDetail);
  }
  const reason = REASON_BY_STATUS[status] ?? (status >= 500 ? 'internal_error' : undefined);
  return new ApiError(body.trim() || message, status, reason ? { reason } : null);
}
