/**
 * Typed calls of one managed resource, built from its contract (contracts/resources/,
 * docs/resources.md): GET query<Entity>, export<Entity> (CSV, downloaded as a blob with the bearer
 * token through the api client), POST add<Entity>, update<Entity>, delete<Entity>. No screen
 * writes a path.
 */
import type { Page, PageRecords, PageTotal } from '@contracts/envelope.js';
import type { ExportLanguage, ListPart } from '@contracts/listParams.js';
import {
  contractPaths,
  type AddOf,
  type ColumnKeyOf,
  type RecordOf,
  type ResourceContract,
  type UpdateOf,
} from '@contracts/resourceContract.js';
import { ApiError, http, request } from './client';

export type QueryParams = Readonly<Record<string, string | number>>;

/** The CSV as the user sees the list: these columns in this order, their language and time zone. */
export interface ShownExport<K extends string = string> {
  columns: readonly K[];
  lang: ExportLanguage;
  tz: string;
}

export interface ResourceApi<C extends ResourceContract = ResourceContract> {
  readonly contract: C;
  /** One page; silent: the list shows its own error state with a retry. */
  query(params: QueryParams): Promise<Page<RecordOf<C>>>;
  /** Silent: the form puts the problems on its fields. */
  add(body: AddOf<C>): Promise<unknown>;
  update(body: UpdateOf<C>): Promise<unknown>;
  /** Silent: the deletion flow tells the user why a delete was refused (src/list/useDeletion.ts). */
  remove(id: number): Promise<unknown>;
  /**
   * Every row matching the filters (page and size are ignored by the server), as CSV: as shown
   * (translated, local times) when `shown` is given, else the raw data.
   */
  exportCsv(params: QueryParams, shown?: ShownExport<ColumnKeyOf<C>>): Promise<Blob>;
}

const withPart = (params: QueryParams, parts: ListPart): QueryParams => ({ ...params, parts });

/** The page's rows alone (`parts=records`): the server counts nothing (docs/scale.md). */
export function queryRecords<C extends ResourceContract>(api: ResourceApi<C>, params: QueryParams): Promise<PageRecords<RecordOf<C>>> {
  return api.query(withPart(params, 'records'));
}

/** The total and totals of the filters alone (`parts=total`); page and size do not change them. */
export function queryTotal<C extends ResourceContract>(api: ResourceApi<C>, params: QueryParams): Promise<PageTotal> {
  return api.query(withPart(params, 'total'));
}

/** A form's one submit: add when the record is new (no id), else update that record. */
export function saveRecord<C extends ResourceContract>(
  api: ResourceApi<C>,
  id: string | undefined,
  body: AddOf<C>,
): Promise<unknown> {
  return id ? api.update({ id: Number(id), ...body } as UpdateOf<C>) : api.add(body);
}

export function resourceApi<const C extends ResourceContract>(contract: C): ResourceApi<C> {
  const paths = contractPaths(contract);
  return {
    contract,
    query: (params) =>
      request<Page<RecordOf<C>>>({ method: 'GET', url: paths.query, params }, { silent: true }),
    add: (body) => request({ method: 'POST', url: paths.add, data: body }, { silent: true }),
    update: (body) => request({ method: 'POST', url: paths.update, data: body }, { silent: true }),
    remove: (id) => request({ method: 'POST', url: paths.delete, data: { id } }, { silent: true }),
    async exportCsv(params, shown) {
      const { page: _page, size: _size, ...filters } = params;
      const asShown = shown && { columns: shown.columns.join(','), lang: shown.lang, tz: shown.tz };
      try {
        const response = await http.get<Blob>(paths.export, {
          params: { ...filters, ...asShown },
          responseType: 'blob',
        });
        return response.data;
      } catch (caught) {
        const status = (caught as { response?: { status?: number } }).response?.status ?? 0;
        throw new ApiError(caught instanceof Error ? caught.message : 'Export failed', status, null);
      }
    },
  };
}

// Kept here for its callers; the helper lives where screens without the api client reach it.
export { saveBlob } from '@/utils/saveBlob';
