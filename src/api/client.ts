/**
 * The axios client (docs/browser.md): base /rocketScript, the PC-side header, the bearer token when
 * one is stored, answers unwrapped to their `data`, and any failure shown for 5000 ms and
 * rejected as an {@link ApiError}.
 */
import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import {
  API_BASE,
  REQUEST_ID_PATTERN,
  type Envelope,
  type ErrorDetail,
} from '@contracts/envelope.js';
import { getToken } from '@/auth/tokenCookie';
import { ApiError } from './apiError';
import { notify } from './notifier';
import { describeApiError } from './errorText';
import { reportSessionExpired } from './sessionEvents';

export { ApiError } from './apiError';

// The translator lives in ./errorText (no axios there); re-exported for existing callers.
export { describeApiError, setErrorTranslator } from './errorText';

export const http = axios.create({ baseURL: API_BASE, timeout: 30_000 });

http.interceptors.request.use((config) => {
  config.headers.set('X-Client-Type', 'pc');
  const token = getToken();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** The answer's request id, when the server sent a plain one. */
function requestIdOf(headers: unknown): string | undefined {
  const id = (headers as Record<string, unknown> | undefined)?.['x-request-id'];
  return typeof id === 'string' && REQUEST_ID_PATTERN.test(id) ? id : undefined;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    const body = error.response?.data as Partial<Envelope<ErrorDetail>> | undefined;
    const status = error.response?.status ?? 0;
    const message =
      (body && typeof body.msg === 'string' && body.msg) || error.message || 'Network Error';
    const detail =
      body && body.data && typeof body.data === 'object' && 'reason' in body.data
        ? body.data
        : null;
    return new ApiError(message, status, detail, requestIdOf(error.response?.headers));
  }
  return new ApiError(error instanceof Error ? error.message : String(error), 0, null);
}

export interface RequestOptions {
  /** Leave showing the error to the caller (e.g. a form that puts it on its fields). */
  silent?: boolean;
  /** The session to call as, instead of the stored one (revoking a token already forgotten). */
  token?: string;
}

/** One call: resolves to the envelope's `data`, or shows the error and rejects. */
export async function request<T>(
  config: AxiosRequestConfig,
  options: RequestOptions = {},
): Promise<T> {
  // Only a call that carried the stored token can report that the session is over (one made
  // with a token given, already forgotten, has nothing left to end).
  const hadToken = !options.token && Boolean(getToken());
  try {
    const response = await http.request<Envelope<T>>(
      options.token ? { ...config, headers: { ...config.headers, Authorization: `Bearer ${options.token}` } } : config,
    );
    const body = response.data;
    if (!body || typeof body !== 'object' || typeof body.code !== 'number') {
      throw new ApiError('Malformed answer', response.status, null, requestIdOf(response.headers));
    }
    if (body.code !== 200) {
      throw new ApiError(
        body.msg || 'Error',
        body.code,
        (body.data as unknown as ErrorDetail) ?? null,
        requestIdOf(response.headers),
      );
    }
    return body.data;
  } catch (caught) {
    const error = toApiError(caught);
    if (error.status === 401 && hadToken) {
      // The session is over (expired, revoked, the account frozen or banned): the login screen
      // the user lands on says why, so no toast besides.
      reportSessionExpired(describeApiError(error));
    } else if (!options.silent) {
      notify('error', describeApiError(error), undefined, error.requestId);
    }
    throw error;
  }
}
