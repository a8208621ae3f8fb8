/**
 * A failed API call as the browser sees it: the HTTP status and the envelope's error detail.
 * Its own file (no axios) so that what describes errors can name it without the client.
 */
import type { ErrorDetail, ErrorReason } from '@contracts/envelope.js';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly detail: ErrorDetail | null,
    /** The server's id of the request (`X-Request-Id`): what a user quotes, what the log is searched for. */
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get reason(): ErrorReason | undefined {
    return this.detail?.reason;
  }
}
