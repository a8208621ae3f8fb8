/**
 * A resource contract (docs/resources.md): what the server and the browser agree on for one managed
 * resource — where it lives (area + entity → paths), its record, its filters (query parameter →
 * kind and schema), its sort keys and default order, its columns (record field → header label and
 * display format, which the CSV export renders too) and its add/update payloads. The server's
 * declaration and the browser's calls and list screens are typed by it, so a name one side does not
 * know does not compile. No server or browser code here.
 */
import type { z } from 'zod';
import type { LabelGroup, LabelKey } from './labels.js';
import type { SortDirection } from './list.js';

/** A list filter as the API sees it; `dateRange` and `calendarRange` read `<param>From`/`<param>To`. */
export type FilterSpec =
  /** Case-insensitive "contains" over text. */
  | { kind: 'contains'; max?: number }
  /** Exact match on an integer, a text or a yes/no. */
  | { kind: 'equals'; type: 'int' | 'text' | 'bool' }
  /** One of fixed values. */
  | { kind: 'enum'; values: readonly [string, ...string[]] }
  /** ISO date or time bounds on a time. */
  | { kind: 'dateRange' }
  /** `YYYY-MM` or `YYYY-MM-DD` bounds, both included. */
  | { kind: 'calendarRange'; unit: 'month' | 'day' }
  /** Anything else, with its own parameter schema. */
  | { kind: 'custom'; schema: z.ZodType<string> };

/**
 * How a column's value is shown, on screen and in the CSV export: as text, a whole number, an
 * amount of money in the platform currency, a time (in the reader's zone), a date or month as
 * stored, yes/no, role names, or one label of a group (a flow's statuses, an enum).
 */
export type ColumnFormat =
  | 'text'
  | 'integer'
  | 'money'
  | 'time'
  | 'date'
  | 'month'
  | 'boolean'
  | 'roles'
  /** An audit row's details (JSON): each field by its label and value, in the reader's words. */
  | 'payload'
  | { labels: LabelGroup }
  /** A status whose labels depend on another field of the row (an audit row's entity). */
  | { labelsBy: string; groups: Readonly<Record<string, LabelGroup>> };

export interface ColumnSpec<Field extends string = string> {
  label: LabelKey;
  format: ColumnFormat;
  /** The field shown for this column when it is not the column's own (a game id shown by its name). */
  shows?: Field;
  /** Where the shown field is empty: the label of another field's value (VIP goods have no script name). */
  otherwise?: { labels: LabelGroup; by: Field };
}

export interface ResourceContract {
  /** Path segment(s): /api/<area>/query<Entity> (e.g. `active/cooperate`). */
  area: string;
  /** PascalCase entity name in the paths. */
  entity: string;
  record: z.ZodObject;
  filters: Readonly<Record<string, FilterSpec>>;
  sort: readonly string[];
  defaultSort: { field: string; direction: SortDirection };
  /** The columns a user can see and export, in their default order. */
  columns: Readonly<Record<string, ColumnSpec>>;
  /** Totals answered beside a page (`sums`). */
  sums?: z.ZodType;
  add?: z.ZodType<Record<string, unknown>>;
  update?: z.ZodType<Record<string, unknown>>;
}

export type RecordOf<C extends ResourceContract> = z.infer<C['record']>;
export type FilterParamOf<C extends ResourceContract> = keyof C['filters'] & string;
export type SortKeyOf<C extends ResourceContract> = C['sort'][number];
export type ColumnKeyOf<C extends ResourceContract> = keyof C['columns'] & string;
export type AddOf<C extends ResourceContract> = C extends { add: z.ZodType } ? z.infer<C['add']> : never;
export type UpdateOf<C extends ResourceContract> = C extends { update: z.ZodType } ? z.infer<C['update']> : never;

type Checked<C extends ResourceContract> = C & {
  defaultSort: { field: SortKeyOf<C> };
  columns: {
    [K in keyof C['columns']]: K extends keyof RecordOf<C>
      ? ColumnSpec<keyof RecordOf<C> & string>
      : never;
  };
};

/** Declares a contract (identity): the default sort is a sort key, every column a record field. */
export function defineContract<const C extends ResourceContract>(contract: Checked<C>): C {
  return contract;
}

export const API_PREFIX = '/rocketScript/api';

/** The five paths of a resource below the API prefix (the browser's client adds the prefix). */
export function contractPaths(contract: Pick<ResourceContract, 'area' | 'entity'>) {
  const base = `/api/${contract.area}`;
  const { entity } = contract;
  return {
    query: `${base}/query${entity}`,
    export: `${base}/export${entity}`,
    add: `${base}/add${entity}`,
    update: `${base}/update${entity}`,
    delete: `${base}/delete${entity}`,
  };
}
