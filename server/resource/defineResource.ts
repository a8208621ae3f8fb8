/**
 * A declaration from a resource contract (docs/resources.md): the contract (contracts/resources/)
 * says what the API offers — paths, record, filters, sort keys, columns, payloads — and the
 * declaration says how the database serves it. Filter implementations and sort columns are keyed
 * by the contract's names (mapped types), so a filter or sort key the contract lacks, or one left
 * out, does not compile.
 */
import type { Expression, SqlBool } from 'kysely';
import type {
  AddOf,
  FilterSpec,
  RecordOf,
  ResourceContract,
  SortKeyOf,
  UpdateOf,
} from '../../contracts/resourceContract.js';
import type { Filter, RangeSource, ResourceDeclaration, RoleList, Totals } from './declaration.js';
import type { CountedTotals } from './summaryTotals.js';
import type { PagedBy } from './keyedPage.js';

/** How one filter of the contract reads the rows. */
export type FilterColumns<F extends FilterSpec> = F extends { kind: 'contains' }
  ? { columns: readonly string[] }
  : F extends { kind: 'custom' }
    ? { where: (value: string) => Expression<SqlBool> }
    : F extends { kind: 'dateRange' | 'calendarRange' }
      ? RangeSource
      : { column: string };

type Base<C extends ResourceContract> = Omit<
  ResourceDeclaration<RecordOf<C>>,
  'area' | 'entity' | 'record' | 'list' | 'add' | 'update' | 'contract'
>;
type Write<D> = D extends { schema: unknown } ? Omit<D, 'schema'> : never;
type AddPart<C extends ResourceContract> = [AddOf<C>] extends [never]
  ? { add?: never }
  : { add?: Write<ResourceDeclaration<RecordOf<C>>['add']> };
type UpdatePart<C extends ResourceContract> = [UpdateOf<C>] extends [never]
  ? { update?: never }
  : { update?: Write<ResourceDeclaration<RecordOf<C>>['update']> };

export type ResourceImplementation<C extends ResourceContract> = Base<C> &
  AddPart<C> &
  UpdatePart<C> & {
    list: RoleList & {
      /** Each of the contract's filters: the column(s) it reads or its condition. */
      filters: { [P in keyof C['filters']]: FilterColumns<C['filters'][P]> };
      /** Each of the contract's sort keys: the column it orders by. */
      sortColumns: { [K in SortKeyOf<C>]: string };
      /** Summed columns; the answer's schema is the contract's `sums`. */
      totals?: Omit<Totals, 'schema'>;
      counted?: CountedTotals;
      pagedBy?: PagedBy;
    };
  };

/** A resource that writes audit rows must say how they name its records. */
type NamedWhenWritable<Rec> =
  | { add?: undefined; update?: undefined; remove?: undefined }
  | { recordName: (record: Rec) => string };

/** The declaration of a contract's resource: the contract's names, the implementation's columns. */
export function defineResource<const C extends ResourceContract>(
  contract: C,
  implementation: ResourceImplementation<C> & NamedWhenWritable<RecordOf<C>>,
): ResourceDeclaration<RecordOf<C>> {
  const { list, add, update, ...rest } = implementation;
  const filters = Object.entries(contract.filters).map(([param, spec]) => {
    const columns = (list.filters as Record<string, Record<string, unknown>>)[param];
    return { ...spec, ...columns, param } as Filter;
  });
  if (list.totals && !contract.sums) {
    throw new Error(`${contract.entity}: totals need the contract's sums schema`);
  }
  return {
    ...rest,
    contract,
    area: contract.area,
    entity: contract.entity,
    record: contract.record as unknown as ResourceDeclaration<RecordOf<C>>['record'],
    list: {
      roles: list.roles,
      filters,
      sortable: list.sortColumns as Readonly<Record<string, string>>,
      defaultSort: contract.defaultSort,
      ...(list.counted && { counted: list.counted }),
      ...(list.pagedBy && { pagedBy: list.pagedBy }),
      ...(list.totals && contract.sums && { totals: { ...list.totals, schema: contract.sums } }),
    },
    ...(add && contract.add && { add: { ...add, schema: contract.add } }),
    ...(update && contract.update && { update: { ...update, schema: contract.update } }),
  } as ResourceDeclaration<RecordOf<C>>;
}
