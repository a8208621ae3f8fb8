/**
 * The card key calls (docs/cardKeys.md, "The API"): the groups and keys lists (through
 * `resourceApi`, with their CSV exports of the filter), generating a group, disabling a group or
 * one key, and downloading a group's plain keys as a CSV file. Silent: the screens say what
 * happened, or why not, in the user's language.
 */
import type {
  AddCardGroupForm,
  CardGroupDisabled,
  CardGroupRecord,
  CardKeyChange,
  DownloadCardKeysForm,
} from '@contracts/cardKeys.js';
import type { Envelope, ErrorDetail } from '@contracts/envelope.js';
import { cardGroupContract, cardKeyContract } from '@contracts/resources/cardKeys.js';
import { getToken } from '@/auth/tokenCookie';
import { ApiError, describeApiError, http, request } from './client';
import { resourceApi, type ResourceApi } from './resources';
import { reportSessionExpired } from './sessionEvents';

export type CardGroupListApi = ResourceApi<typeof cardGroupContract>;
export type CardKeyListApi = ResourceApi<typeof cardKeyContract>;

export interface CardGroupApi {
  records: CardGroupListApi;
  /** A group and all its keys; answers the new group as the list shows it. */
  add(body: AddCardGroupForm): Promise<CardGroupRecord>;
  /** The group and its unused keys, for good. */
  disable(id: number): Promise<CardGroupDisabled>;
  /** The group's plain keys as CSV: once, then ADMIN only with a reason. */
  downloadKeys(body: DownloadCardKeysForm): Promise<Blob>;
}

export interface CardKeyApi {
  records: CardKeyListApi;
  /** One unused key (the key machine's DISABLE). */
  disable(id: number): Promise<CardKeyChange>;
}

const API = `/api/${cardGroupContract.area}`;

const silentPost = <T>(action: string, data: unknown) =>
  request<T>({ method: 'POST', url: `${API}/${action}`, data }, { silent: true });

/** The envelope of a refused file call: its body arrives as a Blob, read back as JSON. */
async function refusalOf(caught: unknown): Promise<ApiError> {
  const response = (caught as { response?: { status?: number; data?: unknown } }).response;
  const status = response?.status ?? 0;
  const fallback = caught instanceof Error ? caught.message : 'Download failed';
  let body: Partial<Envelope<ErrorDetail>> | null = null;
  try {
    const data = response?.data;
    const text = data instanceof Blob ? await data.text() : typeof data === 'string' ? data : '';
    body = text ? (JSON.parse(text) as Partial<Envelope<ErrorDetail>>) : null;
  } catch {
    body = null;
  }
  const detail = body?.data && typeof body.data === 'object' && 'reason' in body.data ? body.data : null;
  return new ApiError(typeof body?.msg === 'string' && body.msg ? body.msg : fallback, status, detail);
}

/** A POST answered with a file; a refusal is an ApiError like any call's (a 401 ends the session). */
async function postForFile(action: string, data: unknown): Promise<Blob> {
  const hadToken = Boolean(getToken());
  try {
    const response = await http.post<Blob>(`${API}/${action}`, data, { responseType: 'blob' });
    return response.data;
  } catch (caught) {
    const error = await refusalOf(caught);
    if (error.status === 401 && hadToken) reportSessionExpired(describeApiError(error));
    throw error;
  }
}

export const cardGroupApi: CardGroupApi = {
  records: resourceApi(cardGroupContract),
  add: (body) => silentPost('addCardGroup', body),
  disable: (id) => silentPost('disableCardGroup', { id }),
  downloadKeys: (body) => postForFile('downloadCardKeys', body),
};

export const cardKeyApi: CardKeyApi = {
  records: resourceApi(cardKeyContract),
  disable: (id) => silentPost('disableCardKey', { id }),
};

/** The name a group's keys are saved under: `card-keys-group-12.csv`. */
export const cardKeysFileName = (groupId: number) => `card-keys-group-${groupId}.csv`;
