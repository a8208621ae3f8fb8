/**
 * What a managed entity declares (docs/resources.md): where its rows come from (a table, or a
 * read-only view: a join or a month grouping), the answer record, the create and update forms
 * (strict zod objects from contracts/), list filters, sortable fields, totals, the roles of each
 * operation, ownership, the names that identify a record, and how fields map to columns.
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import type { z } from 'zod';
import { API_PREFIX, contractPaths, type ResourceContract } from '../../contracts/resourceContract.js';
import { isRole, type Role } from '../../contracts/roles.js';
import type { ServerContext } from '../context.js';
import type { DB } from '../db/schema.js';
import type { AuthUser } from '../http/access.js';
import type { CountedTotals } from './summaryTotals.js';
import type { PagedBy } from './keyedPage.js';

/** A stored row, as the driver returns it. */
export type Row = Record<string, unknown>;
/**
 * The query builder over a table named at run time. Declarations name tables and columns as
 * strings checked at start-up, so the builder is untyped here and only here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseSelect = SelectQueryBuilder<any, any, any>;

export const loose = (db: Kysely<DB>): LooseDb => db as unknown as LooseDb;

/**
 * A list filter as the list query reads it: the contract's filter (contracts/resourceContract.ts)
 * with its query parameter and the column(s) it reads (./defineResource.ts builds these).
 */
export type Filter = { param: string } & (
  | { kind: 'contains'; columns: readonly string[]; max?: number }
  | { kind: 'equals'; column: string; type: 'int' | 'text' | 'bool' }
  | { kind: 'enum'; column: string; values: readonly [string, ...string[]] }
  | ({ kind: 'dateRange' } & RangeSource)
  | ({ kind: 'calendarRange'; unit: 'month' | 'day' } & RangeSource)
  | { kind: 'custom'; schema: z.ZodType<string>; where: (value: string) => Expression<SqlBool> }
);

/**
 * Where a range filter applies: to a column of the rows, or `inView` when the view itself reads
 * the range from the query (a period summed before grouping, e.g. keywords over chosen days).
 */
export type RangeSource = { column: string; inView?: undefined } | { inView: true; column?: undefined };

export type OwnerKeySource = Pick<AuthUser, 'id' | 'companyId' | 'cooperateId'>;

/** One way of owning rows: the rows whose `column` equals the caller's key (default: their id). */
export interface OwnerScope {
  column: string;
  /** The caller's owner key; null: they own nothing this way. */
  ownerOf?: (user: OwnerKeySource) => number | null;
  /**
   * Instead of `column` = key: the rows this condition holds for (ownership through another
   * table, e.g. a script any of whose signing contracts names the caller's company).
   */
  where?: (key: number) => Expression<SqlBool>;
}

/**
 * Confines callers without one of `unscopedRoles` to their own rows (deny by default: a role
 * added later is scoped). `byRole` gives some roles their own way of owning (a script's author by
 * `owner_id`, its company's users by `company_id`); a caller holding several sees the union. A
 * scoped caller whose roles name no scope uses `column`/`ownerOf`, or sees nothing without one.
 */
export interface Ownership extends Partial<OwnerScope> {
  unscopedRoles: readonly Role[];
  byRole?: Partial<Record<Role, OwnerScope>>;
}

export interface RoleList {
  roles: readonly Role[];
}

/** Sums over every row matching the filters (not just the page), answered beside the page. */
export interface Totals {
  /** Answer field -> summed column. */
  columns: Readonly<Record<string, string>>;
  /** The answer's `sums` (e.g. cents as money); default: the sums as numbers. */
  format?: (sums: Record<string, number>) => Record<string, unknown>;
  schema: z.ZodType;
}

/**
 * A name that identifies a record (docs/resources.md): no two rows (within the `within` columns)
 * may have the same name once normalised (contracts/nameKey.ts). The write routes store the key
 * in `<column>_key`, whose unique index a migration creates; a duplicate answers 409 `name_taken`
 * with a field error on `field`.
 */
export interface UniqueName {
  /** The form field the 409 points at. */
  field: string;
  /** The column holding the name; its key is kept in `<column>_key`. */
  column: string;
  /** Columns the name is unique within (a channel's name within its game); default: the whole table. */
  within?: readonly string[];
}

/** A record field some readers only see masked (docs/resources.md, "Masked fields"). */
export interface MaskedField {
  field: string;
  /** Who reads it as stored; everyone else (deny by default) reads `mask(value)`. */
  fullFor: readonly Role[];
  mask(value: unknown): unknown;
  /** Query parameters that filter by the field: refused (403) to those who read it masked. */
  filters?: readonly string[];
}

export interface ResourceDeclaration<Rec extends Record<string, unknown>> {
  /** What the API offers (paths, filters, sort keys, columns, payloads), shared with the browser. */
  contract: ResourceContract;
  /** Path segment(s): /api/<area>/query<Entity> (e.g. `active/cooperate`). */
  area: string;
  /** PascalCase entity name in the paths. */
  entity: string;
  /** Entity name in the audit trail. */
  auditEntity: string;
  /**
   * How people name a record (contracts/recordNames.ts), kept with its audit rows: the enriched
   * record. Required with add, update or remove (defineResource).
   */
  recordName?: (record: Rec) => string;
  /** The table, or the alias the view's rows go by (columns are read as `<table>.<column>`). */
  table: string;
  /**
   * A read-only source instead of the table (a join, a grouping); no add/update/remove then. It
   * is given the list's query, for filters it applies itself (`inView`).
   */
  view?: (db: LooseDb, query: Readonly<Record<string, unknown>>) => LooseSelect;
  /** Columns read for the record (default: every column). */
  select?: readonly string[];
  /** The answer record and how a row becomes one. */
  record: z.ZodType<Rec>;
  toRecord(row: Row): Rec;
  /** Adds computed fields (names of related rows, counts) to a page of records. */
  enrich?(db: LooseDb, records: Rec[]): Promise<Rec[]>;
  /**
   * Record fields left out of audit payloads besides the timestamps: secrets, and fields derived
   * when read (names of related rows, where a contract stands today), which the row does not hold.
   */
  secretFields?: readonly string[];
  /** Record fields masked in lists and exports for some readers. */
  masked?: readonly MaskedField[];
  list: RoleList & {
    filters: readonly Filter[];
    /** Sortable record field -> column. */
    sortable: Readonly<Record<string, string>>;
    defaultSort: { field: string; direction: 'asc' | 'desc' };
    totals?: Totals;
    /** The count (and totals) from summary rows where they cover the filters (./summaryTotals.ts). */
    counted?: CountedTotals;
    /** Pages read as ids from one table, then the view's rows for them (./keyedPage.ts). */
    pagedBy?: PagedBy;
  };
  /** CSV columns (record fields); default: every field of the record schema. Roles: the list's. */
  exportFields?: readonly string[];
  ownership?: Ownership;
  /** The names that identify a record, each unique on its own. */
  unique?: readonly UniqueName[];
  add?: RoleList & {
    schema: z.ZodType<Record<string, unknown>>;
    /** The columns to insert (timestamps are added). Throw HttpErrors for refusals. */
    toRow(input: Record<string, unknown>, caller: AuthUser, db: LooseDb, ctx: ServerContext): Promise<Row> | Row;
    /** A valid body, for tests (may create what it refers to). */
    sample(db: Kysely<DB>): Promise<Record<string, unknown>>;
    /** More rows to write in the same transaction once the record exists (e.g. its first price). */
    after?(db: LooseDb, created: { id: number; input: Record<string, unknown>; now: number }): Promise<void>;
  };
  update?: RoleList & {
    schema: z.ZodType<Record<string, unknown>>;
    /** The columns to change, from the fields sent (without id) and the stored row. */
    toRow(
      changes: Record<string, unknown>,
      before: Row,
      caller: AuthUser,
      db: LooseDb,
      ctx: ServerContext,
    ): Promise<Row> | Row;
    /** Rules over the whole record after the change (e.g. a split or a date range): field problems. */
    check?(after: Rec): { field: string; message: string }[];
    /**
     * Columns the write compares with the row it read (compare-and-set): a concurrent change of
     * one (a promotion submitted meanwhile) answers 409 `conflict` and changes nothing.
     */
    unchangedColumns?: readonly string[];
    /** Valid fields to change (without id), for tests and the permission probe. */
    sample: Record<string, unknown>;
    /**
     * More rows to write in the same transaction once the record changed (e.g. a price history);
     * what it answers joins the audit row's payload.
     */
    after?(
      db: LooseDb,
      changed: { id: number; changes: Record<string, unknown>; before: Row; now: number },
    ): Promise<Record<string, unknown> | undefined>;
  };
  remove?: RoleList & {
    /** Refuses the delete of this row (throw an HttpError), inside its transaction. */
    check?(db: LooseDb, before: Row): Promise<void>;
  };
}

/** Anything a ResourceDeclaration<Rec> is, whatever its record type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyResource = ResourceDeclaration<any>;

export const API = API_PREFIX;

/** The full paths of a resource's routes, from its contract. */
export function resourcePaths(decl: Pick<AnyResource, 'contract'>) {
  const paths = contractPaths(decl.contract);
  const full = (path: string) => `/rocketScript${path}`;
  return {
    query: full(paths.query),
    export: full(paths.export),
    add: full(paths.add),
    update: full(paths.update),
    delete: full(paths.delete),
  };
}

export function checkRoles(roles: readonly Role[] | undefined, where: string): readonly Role[] {
  if (!roles || roles.length === 0 || !roles.every(isRole)) {
    throw new Error(
      `${where}: a resource operation needs a non-empty list of known roles (deny by default)`,
    );
  }
  return roles;
}

/** The rows of a resource: its table, or its view under the table's name. */
export function sourceOf(db: LooseDb, decl: Pick<AnyResource, 'table' | 'view'>, query: Readonly<Record<string, unknown>> = {}) {
  return decl.view ? db.selectFrom(decl.view(db, query).as(decl.table)) : db.selectFrom(decl.table);
}
