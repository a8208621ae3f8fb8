/** List queries (docs/server.md): page from 1, size capped, `sort=field,asc|desc`. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 200;
export type SortDirection = 'asc' | 'desc';

export interface ListQuery {
  page?: number;
  size?: number;
  /** `field,asc` or `field,desc`; the field must be one the entity lists as sortable. */
  sort?: string;
}

/** "gameName,desc" -> { field: 'gameName', direction: 'desc' }. */
export function parseSort(sort: string | undefined): { field: string; direction: SortDirection } | null {
  if (!sort) return null;
  const match = /^([A-Za-z][A-Za-z0-9]*),(asc|desc)$/.exec(sort);
  return match ? { field: match[1]!, direction: match[2] as SortDirection } : null;
}
