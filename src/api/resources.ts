/**
 * Typed calls of one managed resource (docs/resources.md) from its area and entity names:
 * GET /api/<area>/query<Entity>, export<Entity> (CSV, downloaded as a blob with the bearer
 * token through the api client), POST add<Entity>, update<Entity>, delete<Entity>.
 */
import type { Page } from '@contracts/envelope.js';
import { ApiError, http, request } from './client';

export type QueryParams = Readonly<Record<string, string | number>>;

export interface ResourceApi<Row, Add, Update> {
  /** One page; silent: the list shows its own error state with a retry. */
  query(params: QueryParams): Promise<Page<Row>>;
  /** Silent: the form puts the problems on its fields. */
  add(body: Add): Promise<unknown>;
  update(body: Update): Promise<unknown>;
  /** Silent: the deletion flow tells the user why a delete was refused (src/list/useDeletion.ts). */
  remove(id: number): Promise<unknown>;
  /** Every row matching the filters (page and size are ignored by the server), as CSV. */
  exportCsv(params: QueryParams): Promise<Blob>;
  readonly exportFileName: string;
}

export function resourceApi<Row, Add = unknown, Update = unknown>(
  area: string,
  entity: string,
): ResourceApi<Row, Add, Update> {
  const base = `/api/${area}`;
  return {
    query: (params) =>
      request<Page<Row>>(
        { method: 'GET', url: `${base}/query${entity}`, params },
        { silent: true },
      ),
    add: (body) =>
      request({ method: 'POST', url: `${base}/add${entity}`, data: body }, { silent: true }),
    update: (body) =>
      request({ method: 'POST', url: `${base}/update${entity}`, data: body }, { silent: true }),
    remove: (id) =>
      request({ method: 'POST', url: `${base}/delete${entity}`, data: { id } }, { silent: true }),
    async exportCsv(params) {
      const { page: _page, size: _size, ...filters } = params;
      try {
        const response = await http.get<Blob>(`${base}/export${entity}`, {
          params: filters,
          responseType: 'blob',
        });
        return response.data;
      } catch (caught) {
        const status = (caught as { response?: { status?: number } }).response?.status ?? 0;
        throw new ApiError(
          caught instanceof Error ? caught.message : 'Export failed',
          status,
          null,
        );
      }
    },
    exportFileName: `${entity.charAt(0).toLowerCase()}${entity.slice(1)}s.csv`,
  };
}

/** Saves a blob as a file through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
