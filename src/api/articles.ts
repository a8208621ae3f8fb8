/**
 * The article calls (docs/articles.md): the list and form (through `resourceApi`, with the CSV
 * export of the filter), one call per flow event, one article's history and the cover upload.
 * The flow and history calls are silent: the screen says what happened, or why not.
 */
import type { ArticleChange } from '@contracts/article.js';
import type { RecordHistory } from '@contracts/audit.js';
import { articleContract } from '@contracts/resources/articles.js';
import type { RecordHistoryLoader } from './audit';
import { request } from './client';
import { uploadImage, type ImageUploader } from './files';
import { resourceApi, type ResourceApi } from './resources';

export type ArticleListApi = ResourceApi<typeof articleContract>;

export interface ArticleApi {
  records: ArticleListApi;
  /** PUBLISH (a draft, or republishing an unpublished article) and UNPUBLISH. */
  change(action: 'publish' | 'unpublish', id: number): Promise<ArticleChange>;
  /** One article's history, within the caller's reach (its company, or ADMIN). */
  history: RecordHistoryLoader;
  uploadCover: ImageUploader;
}

const API = `/api/${articleContract.area}`;

export const articleApi: ArticleApi = {
  records: resourceApi(articleContract),
  change: (action, id) => request<ArticleChange>({ method: 'POST', url: `${API}/${action}Article`, data: { id } }, { silent: true }),
  history: (_entity, id) =>
    request<RecordHistory>({ method: 'GET', url: `${API}/queryArticleHistory`, params: { id } }, { silent: true }),
  uploadCover: uploadImage,
};
