/**
 * A list's query {page, size, sort, filters} and its forms: the defaults, the one text form of
 * "the same query" (and of "the same filters", which the total depends on), the URL codec
 * ({@link queryToSearchParams} / {@link searchParamsToQuery}: anything invalid in the URL falls
 * back to the defaults) and the list call's parameters.
 */
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, parseSort, type SortDirection } from '../contracts/list.js';

export type Filters = Readonly<Record<string, string>>;

export interface ListQueryState {
  page: number;
  size: number;
  /** `field,asc|desc`, or null for the server's default order. */
  sort: string | null;
  filters: Filters;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;
/** Longest filter value the URL codec keeps. */
export const FILTER_VALUE_MAX = 200;

export const DEFAULT_QUERY: ListQueryState = { page: 1, size: PAGE_SIZE_DEFAULT, sort: null, filters: {} };

/** Filters without empty values, keys sorted: two equal filter sets have one form. */
export function cleanFilters(filters: Readonly<Record<string, string | undefined>>): Filters {
  const out: Record<string, string> = {};
  for (const key of Object.keys(filters).sort()) {
    const value = filters[key];
    if (typeof value === 'string' && value.trim() !== '') out[key] = value.trim().slice(0, FILTER_VALUE_MAX);
  }
  return out;
}

/** A stable text form of a query (what "the same query" means). */
export function queryKey(query: ListQueryState): string {
  return JSON.stringify([query.page, query.size, query.sort, cleanFilters(query.filters)]);
}

export function sameQuery(a: ListQueryState, b: ListQueryState): boolean {
  return queryKey(a) === queryKey(b);
}

/** The text form of a query's filters: what the total and the totals row depend on (not the page or the order). */
export function filtersKey(query: Pick<ListQueryState, 'filters'>): string {
  return JSON.stringify(cleanFilters(query.filters));
}

const RESERVED = new Set(['page', 'size', 'sort']);

export interface CodecOptions {
  defaults?: ListQueryState;
  /** Filter names this list knows; other URL parameters are ignored. Omitted: any name. */
  filterNames?: readonly string[];
  /** Sortable fields; a sort naming another falls back to the default. Omitted: any field. */
  sortable?: readonly string[];
}

/**
 * The query as URL search parameters; values equal to the defaults are left out. A default
 * filter the user cleared (e.g. "any status" on a list that opens on `status=pending`) is kept as
 * an empty parameter (`status=`), which {@link searchParamsToQuery} reads back as "no filter".
 */
export function queryToSearchParams(query: ListQueryState, options: CodecOptions = {}): URLSearchParams {
  const defaults = options.defaults ?? DEFAULT_QUERY;
  const params = new URLSearchParams();
  if (query.page !== defaults.page) params.set('page', String(query.page));
  if (query.size !== defaults.size) params.set('size', String(query.size));
  if (query.sort !== defaults.sort && query.sort !== null) params.set('sort', query.sort);
  const filters = cleanFilters(query.filters);
  const defaultFilters = cleanFilters(defaults.filters);
  for (const [key, value] of Object.entries(filters)) {
    if (!RESERVED.has(key) && defaultFilters[key] !== value) params.set(key, value);
  }
  for (const key of Object.keys(defaultFilters)) {
    if (!RESERVED.has(key) && filters[key] === undefined) params.set(key, '');
  }
  return params;
}

function positiveInt(text: string | null, max: number): number | null {
  if (text === null || !/^[1-9][0-9]{0,8}$/.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
}

/** The query of a URL; every invalid part falls back to its default (never throws). */
export function searchParamsToQuery(params: URLSearchParams, options: CodecOptions = {}): ListQueryState {
  const defaults = options.defaults ?? DEFAULT_QUERY;
  const page = positiveInt(params.get('page'), 1_000_000) ?? defaults.page;
  const size = positiveInt(params.get('size'), PAGE_SIZE_MAX) ?? defaults.size;
  const parsed = parseSort(params.get('sort') ?? undefined);
  const sortOk = parsed !== null && (!options.sortable || options.sortable.includes(parsed.field));
  const sort = sortOk ? `${parsed.field},${parsed.direction}` : defaults.sort;
  const filters: Record<string, string> = { ...defaults.filters };
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    if (options.filterNames && !options.filterNames.includes(key)) continue;
    // An empty value clears the filter, a default one included (cleanFilters drops it).
    filters[key] = value;
  }
  return { page, size, sort, filters: cleanFilters(filters) };
}

/** The query string parameters of the list call (and of its CSV export). */
export function queryToApiParams(query: ListQueryState): Record<string, string | number> {
  return {
    page: query.page,
    size: query.size,
    ...(query.sort ? { sort: query.sort } : {}),
    ...cleanFilters(query.filters),
  };
}

/** The sort that a click on a column header asks for: asc → desc → none. */
export function nextSort(current: string | null, field: string): string | null {
  const parsed = parseSort(current ?? undefined);
  if (!parsed || parsed.field !== field) return `${field},asc`;
  return parsed.direction === 'asc' ? `${field},desc` : null;
}

export function sortDirectionOf(sort: string | null, field: string): SortDirection | null {
  const parsed = parseSort(sort ?? undefined);
  return parsed && parsed.field === field ? parsed.direction : null;
}
