/**
 * Errors Node's http parser meets before a request exists (too slow, headers too large, bytes that
 * are not HTTP) never reach the error handler: Node hands the socket to Fastify's
 * `clientErrorHandler`. This one answers them in the product's envelope like every other error
 * (docs/server.md, "Slow clients") and closes the connection.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorReason } from '../../contracts/envelope.js';
import { errorBody } from './envelope.js';

const BY_PARSER_CODE: Record<string, { status: number; reason: ErrorReason; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'request_timeout', message: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'headers_too_large', message: 'Request headers too large' },
};

const MALFORMED = { status: 400, reason: 'invalid_input' as const, message: 'Malformed HTTP request' };

export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // The client is gone: nobody to answer.
  if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return;
  const { status, reason, message } = BY_PARSER_CODE[error.code ?? ''] ?? MALFORMED;
  if (socket.writable) {
    const body = JSON.stringify(errorBody(status, message, { reason }));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
