/**
 * The review calls (docs/review.md), for both reviewed kinds: clicker configs
 * (/api/config/…Config) and shared clicker configs (/api/linker/…Linker). Each kind is a
 * read-only list (query and CSV export through `resourceApi`) plus one call per review event,
 * the batch approval and the whole content. The event calls are silent: the review screens tell
 * the user what happened, or why not, themselves (src/screens/review/reviewList).
 */
import { configContract, linkerContract } from '@contracts/resources/reviews.js';
import type { RecordOf } from '@contracts/resourceContract.js';
import type {
  ApproveBatchAnswer,
  LinkerRecord,
  RejectForm,
  ResubmitForm,
  ReviewChange,
  ReviewContent,
} from '@contracts/review.js';
import { request } from './client';
import { resourceApi, type ResourceApi } from './resources';

export type ReviewKind = 'config' | 'linker';

/** The contracts of the reviewed kinds. */
export type ReviewContract = typeof configContract | typeof linkerContract;

/** The list and calls of one reviewed kind. */
/** The contract of a reviewed kind's records. */
export type ReviewContractOf<Row> = Row extends LinkerRecord ? typeof linkerContract : typeof configContract;

export interface ReviewApi<Row> {
  /** The list: read, filtered and exported, never created, edited or deleted here. */
  records: ResourceApi<ReviewContractOf<Row>>;
  approve(id: number): Promise<ReviewChange>;
  reject(body: RejectForm): Promise<ReviewChange>;
  /** LIST ("favour"): named so as not to read as the list of records. */
  publish(id: number): Promise<ReviewChange>;
  /** DELIST ("deprecated"). */
  withdraw(id: number): Promise<ReviewChange>;
  /** `content` only when the owner changed it (the server keeps the old content otherwise). */
  resubmit(body: ResubmitForm): Promise<ReviewChange>;
  /** Each id on its own: one refusal stops none of the others. */
  approveBatch(ids: readonly number[]): Promise<ApproveBatchAnswer>;
  /** The whole content (the list carries only its first characters). */
  content(id: number): Promise<ReviewContent>;
}

function reviewApi<C extends ReviewContract>(contract: C): ReviewApi<RecordOf<C>> {
  const kind = contract.area;
  const entity = contract.entity;
  const base = `/api/${kind}`;
  const post = <T>(action: string, data: unknown) =>
    request<T>({ method: 'POST', url: `${base}/${action}${entity}`, data }, { silent: true });
  return {
    records: resourceApi(contract) as ResourceApi<ReviewContractOf<RecordOf<C>>>,
    approve: (id) => post('approve', { id }),
    reject: (body) => post('reject', body),
    publish: (id) => post('list', { id }),
    withdraw: (id) => post('delist', { id }),
    resubmit: (body) => post('resubmit', body),
    approveBatch: (ids) =>
      request(
        { method: 'POST', url: `${base}/approve${entity}Batch`, data: { ids } },
        { silent: true },
      ),
    content: (id) =>
      request(
        { method: 'GET', url: `${base}/get${entity}Content`, params: { id } },
        { silent: true },
      ),
  };
}

export const reviewApis = {
  config: reviewApi(configContract),
  linker: reviewApi(linkerContract),
};
