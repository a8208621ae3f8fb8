/**
 * Managed entities (docs/resources.md). A resource is a declaration: its table, the answer record,
 * the create and update forms (strict zod objects from contracts/), list filters, sortable fields,
 * the roles of each operation, ownership, and how fields map to columns. `resourceRoutes` turns
 * it into five routes, each with its access declaration and permission probe:
 *
 *   GET  /rocketScript/api/<area>/query<Entity>   paged, sorted, filtered list  {records,total,page,size}
 *   GET  /rocketScript/api/<area>/export<Entity>  every row matching the same filters, as CSV
 *   POST /rocketScript/api/<area>/add<Entity>     create -> the record
 *   POST /rocketScript/api/<area>/update<Entity>  {id, ...changed fields} -> the record
 *   POST /rocketScript/api/<area>/delete<Entity>  {id}
 *
 * An operation without roles has no route; a declaration without list roles does not start.
 * Every change writes an audit_log row (ADD, UPDATE, DELETE) in the same transaction.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import type { FieldError } from '../../contracts/envelope.js';
import { deleteForm, pageOf } from '../../contracts/fields.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, parseSort } from '../../contracts/list.js';
import { hasAnyRole, isRole, type Role } from '../../contracts/roles.js';
import type { ServerContext } from '../context.js';
import { appendAudit } from '../db/audit.js';
import { isForeignKeyViolation, uniqueViolationColumn } from '../db/errors.js';
import type { DB } from '../db/schema.js';
import { isoTime } from '../db/values.js';
import { type AuthUser, type OwnershipProbe, type Probe, type ProbeAccount, currentUser } from '../http/access.js';
import { answers, fail, ok } from '../http/envelope.js';
import { CSV_BOM, csvLine } from './csv.js';

/** A stored row, as the driver returns it. */
export type Row = Record<string, unknown>;
/**
 * The query builder over a table named at run time. Declarations name tables and columns as
 * strings checked at start-up, so the builder is untyped here and only here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseDb = Kysely<any>;

export const loose = (db: Kysely<DB>): LooseDb => db as unknown as LooseDb;

/** A list filter; `param` is the query parameter (a date range reads `<param>From`, `<param>To`). */
export type Filter =
  /** Case-insensitive "contains" over one or more text columns (lower() on both sides, LIKE escaped). */
  | { kind: 'contains'; param: string; columns: readonly string[]; max?: number }
  /** Exact match on an integer, text or 0/1 column. */
  | { kind: 'equals'; param: string; column: string; type: 'int' | 'text' | 'bool' }
  /** One of a fixed set of values. */
  | { kind: 'enum'; param: string; column: string; values: readonly [string, ...string[]] }
  /** `<param>From` <= column < `<param>To` on an ISO time column; a plain date To includes that day. */
  | { kind: 'dateRange'; param: string; column: string }
  /** Anything else: a schema for the parameter and the condition it adds. */
  | { kind: 'custom'; param: string; schema: z.ZodType<string>; where: (value: string) => Expression<SqlBool> };

/** Confines callers without one of `unscopedRoles` to rows whose `column` equals their owner key. */
export interface Ownership {
  column: string;
  /** Callers holding any of these see every row. Everyone else is scoped (deny by default). */
  unscopedRoles: readonly Role[];
  /** The caller's owner key; default: their user id. Null: they own nothing. */
  ownerOf?: (user: OwnerKeySource) => number | null;
}

export type OwnerKeySource = Pick<AuthUser, 'id' | 'companyId' | 'cooperateId'>;

export interface RoleList {
  roles: readonly Role[];
}

export interface ResourceDeclaration<Rec extends Record<string, unknown>> {
  /** Path segment: /api/<area>/query<Entity>. */
  area: string;
  /** PascalCase entity name in the paths. */
  entity: string;
  /** Entity name in the audit trail. */
  auditEntity: string;
  table: keyof DB & string;
  /** Columns read for the record (default: every column). */
  select?: readonly string[];
  /** The answer record and how a row becomes one. */
  record: z.ZodType<Rec>;
  toRecord(row: Row): Rec;
  /** Adds computed fields (names of related rows, counts) to a page of records. */
  enrich?(db: LooseDb, records: Rec[]): Promise<Rec[]>;
  /** Record fields left out of audit payloads (secrets), besides the timestamps. */
  secretFields?: readonly string[];
  list: RoleList & {
    filters: readonly Filter[];
    /** Sortable record field -> column. */
    sortable: Readonly<Record<string, string>>;
    defaultSort: { field: string; direction: 'asc' | 'desc' };
  };
  /** CSV columns (record fields); default: every field of the record schema. Roles: the list's. */
  exportFields?: readonly string[];
  ownership?: Ownership;
  add?: RoleList & {
    schema: z.ZodType<Record<string, unknown>>;
    /** The columns to insert (timestamps are added). Throw HttpErrors for refusals. */
    toRow(input: Record<string, unknown>, caller: AuthUser, db: LooseDb): Promise<Row> | Row;
    /** A valid body, for tests (may create what it refers to). */
    sample(db: Kysely<DB>): Promise<Record<string, unknown>>;
  };
  update?: RoleList & {
    schema: z.ZodType<Record<string, unknown>>;
    /** The columns to change, from the fields sent (without id) and the stored row. */
    toRow(changes: Record<string, unknown>, before: Row, caller: AuthUser, db: LooseDb): Promise<Row> | Row;
    /** Rules over the whole record after the change (e.g. a split or a date range): field problems. */
    check?(after: Rec): { field: string; message: string }[];
    /** Valid fields to change (without id), for tests and the permission probe. */
    sample: Record<string, unknown>;
  };
  remove?: RoleList;
}

/** Anything a ResourceDeclaration<Rec> is, whatever its record type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyResource = ResourceDeclaration<any>;

/** Declares a resource (identity; checks and types it). */
export function defineResource<Rec extends Record<string, unknown>>(declaration: ResourceDeclaration<Rec>): ResourceDeclaration<Rec> {
  return declaration;
}

export const EXPORT_BATCH = 500;
const PROBE_MISSING_ID = 2_147_483_000;
const API = '/rocketScript/api';

export function resourcePaths(decl: AnyResource) {
  const base = `${API}/${decl.area}`;
  return {
    query: `${base}/query${decl.entity}`,
    export: `${base}/export${decl.entity}`,
    add: `${base}/add${decl.entity}`,
    update: `${base}/update${decl.entity}`,
    delete: `${base}/delete${decl.entity}`,
  };
}

function checkRoles(roles: readonly Role[] | undefined, where: string): readonly Role[] {
  if (!roles || roles.length === 0 || !roles.every(isRole)) {
    throw new Error(`${where}: a resource operation needs a non-empty list of known roles (deny by default)`);
  }
  return roles;
}

// ---- ownership -------------------------------------------------------------------------------

function ownerKey(ownership: Ownership, user: OwnerKeySource): number | null {
  return ownership.ownerOf ? ownership.ownerOf(user) : user.id;
}

/** The condition confining a caller to their own rows, or null when they see all. */
export function scopeOf(decl: AnyResource, user: OwnerKeySource & { roles: readonly string[] }): Expression<SqlBool> | null {
  const ownership = decl.ownership;
  if (!ownership || hasAnyRole(user.roles, ownership.unscopedRoles)) return null;
  const key = ownerKey(ownership, user);
  if (key === null) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`${sql.ref(`${decl.table}.${ownership.column}`)} = ${key}`;
}

// ---- list query ------------------------------------------------------------------------------

const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);
const dateOrTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

function filterParams(filter: Filter): Record<string, z.ZodType> {
  switch (filter.kind) {
    case 'contains':
      return { [filter.param]: z.string().trim().max(filter.max ?? 100).optional() };
    case 'equals':
      if (filter.type === 'int') return { [filter.param]: positiveInt(2_147_483_647).optional() };
      if (filter.type === 'bool') return { [filter.param]: z.enum(['true', 'false']).optional() };
      return { [filter.param]: z.string().trim().max(200).optional() };
    case 'enum':
      return { [filter.param]: z.enum(filter.values).optional() };
    case 'dateRange':
      return { [`${filter.param}From`]: dateOrTime.optional(), [`${filter.param}To`]: dateOrTime.optional() };
    case 'custom':
      return { [filter.param]: filter.schema.optional() };
  }
}

/** The querystring schema of a list (and of its export): page, size, sort, id and the filters. */
export function listQuerySchema(decl: AnyResource) {
  const sortable = Object.keys(decl.list.sortable);
  const shape: Record<string, z.ZodType> = {
    page: positiveInt(1_000_000).optional(),
    size: positiveInt(10_000).optional().describe(`rows per page, at most ${PAGE_SIZE_MAX} (larger asks get ${PAGE_SIZE_MAX})`),
    sort: z
      .string()
      .max(64)
      .refine((value) => sortable.includes(parseSort(value)?.field ?? ''), {
        message: `sort must be <field>,asc|desc with field one of ${sortable.join(', ')}`,
        params: { reason: 'invalid_value' },
      })
      .optional()
      .describe(`<field>,asc|desc; fields: ${sortable.join(', ')}`),
    id: positiveInt(2_147_483_647).optional(),
  };
  for (const filter of decl.list.filters) Object.assign(shape, filterParams(filter));
  return z.strictObject(shape);
}

/** `%`, `_` and `\` typed by the user match themselves. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}

function conditionsOf(decl: AnyResource, query: Record<string, unknown>): Expression<SqlBool>[] {
  const column = (name: string) => sql.ref(`${decl.table}.${name}`);
  const conditions: Expression<SqlBool>[] = [];
  if (typeof query.id === 'number') conditions.push(sql<SqlBool>`${column('id')} = ${query.id}`);
  for (const filter of decl.list.filters) {
    if (filter.kind === 'dateRange') {
      const from = query[`${filter.param}From`];
      const to = query[`${filter.param}To`];
      if (typeof from === 'string') {
        const start = from.length === 10 ? `${from}T00:00:00.000Z` : new Date(from).toISOString();
        conditions.push(sql<SqlBool>`${column(filter.column)} >= ${start}`);
      }
      if (typeof to === 'string') {
        const end = to.length === 10 ? dayAfter(to) : new Date(to).toISOString();
        conditions.push(sql<SqlBool>`${column(filter.column)} < ${end}`);
      }
      continue;
    }
    const value = query[filter.param];
    if (value === undefined || value === '') continue;
    switch (filter.kind) {
      case 'contains': {
        const pattern = likePattern(String(value));
        const any = filter.columns.map((c) => sql<SqlBool>`lower(${column(c)}) like ${pattern} escape '\\'`);
        conditions.push(sql<SqlBool>`(${sql.join(any, sql` or `)})`);
        break;
      }
      case 'equals': {
        const stored = filter.type === 'bool' ? (value === 'true' ? 1 : 0) : value;
        conditions.push(sql<SqlBool>`${column(filter.column)} = ${stored}`);
        break;
      }
      case 'enum':
        conditions.push(sql<SqlBool>`${column(filter.column)} = ${value}`);
        break;
      case 'custom':
        conditions.push(filter.where(String(value)));
        break;
    }
  }
  return conditions;
}

function whereAll(conditions: readonly Expression<SqlBool>[]): Expression<SqlBool> {
  return conditions.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

interface Caller {
  user: AuthUser;
}

/** Filtered (and scoped) rows in the requested order, one page or a batch at a time. */
export function listQuery(db: LooseDb, decl: AnyResource, query: Record<string, unknown>, caller: Caller) {
  const conditions = conditionsOf(decl, query);
  const scope = scopeOf(decl, caller.user);
  if (scope) conditions.push(scope);
  const where = whereAll(conditions);
  const requested = parseSort(typeof query.sort === 'string' ? query.sort : undefined);
  const sort = requested && decl.list.sortable[requested.field] ? requested : decl.list.defaultSort;
  const sortColumn = decl.list.sortable[sort.field] ?? 'id';
  return {
    async count(): Promise<number> {
      const row = await db.selectFrom(decl.table).select(sql<string | number>`count(*)`.as('n')).where(where).executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async rows(limit: number, offset: number): Promise<Row[]> {
      const from = db.selectFrom(decl.table);
      let select = (decl.select ? from.select(decl.select.map((c) => `${decl.table}.${c}`)) : from.selectAll()).where(where).orderBy(sql.ref(`${decl.table}.${sortColumn}`), sort.direction);
      if (sortColumn !== 'id') select = select.orderBy(sql.ref(`${decl.table}.id`), sort.direction);
      return (await select.limit(limit).offset(offset).execute()) as Row[];
    },
  };
}

// ---- one row ---------------------------------------------------------------------------------

/** The row with this id that the caller may see, or undefined. */
async function visibleRow(db: LooseDb, decl: AnyResource, id: number, caller: Caller): Promise<Row | undefined> {
  const conditions: Expression<SqlBool>[] = [sql<SqlBool>`${sql.ref(`${decl.table}.id`)} = ${id}`];
  const scope = scopeOf(decl, caller.user);
  if (scope) conditions.push(scope);
  return (await db.selectFrom(decl.table).selectAll().where(whereAll(conditions)).executeTakeFirst()) as Row | undefined;
}

async function rowById(db: LooseDb, decl: AnyResource, id: number): Promise<Row> {
  return (await db.selectFrom(decl.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Row;
}

async function recordOf<Rec extends Record<string, unknown>>(db: LooseDb, decl: ResourceDeclaration<Rec>, row: Row): Promise<Rec> {
  const record = decl.toRecord(row);
  return decl.enrich ? ((await decl.enrich(db, [record]))[0] ?? record) : record;
}

const TIMESTAMPS = new Set(['createdAt', 'updatedAt']);

/** The record fields fit for an audit payload: no secrets, no timestamps. */
function auditable(decl: AnyResource, record: Record<string, unknown>): Record<string, unknown> {
  const secret = new Set(decl.secretFields ?? []);
  return Object.fromEntries(Object.entries(record).filter(([key]) => !secret.has(key) && !TIMESTAMPS.has(key)));
}

/** {field: {from, to}} for the fields whose value changed. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = { from: before[key] ?? null, to: after[key] ?? null };
  }
  return changes;
}

function refusedChange(error: unknown): never {
  if (isForeignKeyViolation(error)) throw fail.conflict('Other records still refer to this one, or a referenced record is missing');
  if (uniqueViolationColumn(error) !== null) throw fail.conflict('A record with these values already exists');
  throw error;
}

function problemsToFields(problems: { field: string; message: string }[]): FieldError[] {
  return problems.map((p) => ({ field: p.field, reason: 'invalid_value', message: p.message }));
}

// ---- probes ----------------------------------------------------------------------------------

async function ownerSourceOf(db: Kysely<DB>, account: ProbeAccount): Promise<OwnerKeySource & { roles: readonly string[] }> {
  const row = await db.selectFrom('users').select(['company_id', 'cooperate_id']).where('id', '=', account.id).executeTakeFirst();
  return { id: account.id, companyId: row?.company_id ?? null, cooperateId: row?.cooperate_id ?? null, roles: account.roles };
}

function ownershipProbe(decl: AnyResource, request: OwnershipProbe['request'], reveals?: OwnershipProbe['reveals']): OwnershipProbe | undefined {
  if (!decl.ownership) return undefined;
  const ownership = decl.ownership;
  const probe: OwnershipProbe = {
    async foreignId(db, account) {
      const user = await ownerSourceOf(db, account);
      if (hasAnyRole(user.roles, ownership.unscopedRoles)) return null;
      const key = ownerKey(ownership, user);
      let select = loose(db).selectFrom(decl.table).select('id').orderBy('id');
      if (key !== null) select = select.where(sql<SqlBool>`${sql.ref(ownership.column)} <> ${key}`);
      const row = (await select.executeTakeFirst()) as { id: number } | undefined;
      if (!row) throw new Error(`${decl.entity}: the demo data has no row owned by someone other than ${account.username}`);
      return Number(row.id);
    },
    request,
    snapshot: async (db, id) => loose(db).selectFrom(decl.table).selectAll().where('id', '=', id).executeTakeFirst(),
  };
  if (reveals) probe.reveals = reveals;
  return probe;
}

function probeWith(base: Probe, ownership: OwnershipProbe | undefined): Probe {
  return ownership ? { ...base, ownership } : base;
}

const listReveals = (text: string) => {
  try {
    return Number((JSON.parse(text) as { data?: { total?: unknown } }).data?.total ?? 0) > 0;
  } catch {
    return true;
  }
};
const csvReveals = (text: string) => text.split('\r\n').filter((line) => line.length > 0).length > 1;

// ---- routes ----------------------------------------------------------------------------------

/** The routes of a resource, as a Fastify plugin. Throws at registration on an incomplete declaration. */
export function resourceRoutes<Rec extends Record<string, unknown>>(ctx: ServerContext, decl: ResourceDeclaration<Rec>): FastifyPluginAsyncZod {
  const paths = resourcePaths(decl);
  const listRoles = checkRoles(decl.list?.roles, paths.query);
  for (const [field, column] of Object.entries(decl.list.sortable)) {
    if (!/^[a-z_][a-z0-9_]*$/.test(column)) throw new Error(`${paths.query}: sort field ${field} names a bad column ${column}`);
  }
  const querySchema = listQuerySchema(decl);
  const exportFields = decl.exportFields ?? Object.keys((decl.record as unknown as z.ZodObject).shape ?? {});
  const db = loose(ctx.db);
  const tags = [decl.area];

  return async (app) => {
    app.get(
      paths.query,
      {
        config: {
          access: { roles: listRoles },
          probe: probeWith({ query: { page: '1', size: '5' } }, ownershipProbe(decl, (id) => ({ query: { id: String(id) } }), listReveals)),
        },
        schema: { tags, summary: `List ${decl.entity} records (paged, sorted, filtered)`, querystring: querySchema, response: answers(pageOf(decl.record)) },
      },
      async (request) => {
        const query = request.query as Record<string, unknown>;
        const page = typeof query.page === 'number' ? query.page : 1;
        const size = Math.min(typeof query.size === 'number' ? query.size : PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX);
        const list = listQuery(db, decl, query, currentUser(request));
        const [total, rows] = await Promise.all([list.count(), list.rows(size, (page - 1) * size)]);
        let records = rows.map((row) => decl.toRecord(row));
        if (decl.enrich && records.length > 0) records = await decl.enrich(db, records);
        return ok({ records, total, page, size });
      },
    );

    app.get(
      paths.export,
      {
        config: {
          access: { roles: listRoles },
          probe: probeWith({ query: { size: '1' } }, ownershipProbe(decl, (id) => ({ query: { id: String(id) } }), csvReveals)),
        },
        schema: {
          tags,
          summary: `Every ${decl.entity} record matching the filters, as CSV (UTF-8 with BOM); page and size are ignored`,
          querystring: querySchema,
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const list = listQuery(db, decl, request.query as Record<string, unknown>, currentUser(request));
        const batch = async (offset: number) => {
          const rows = await list.rows(EXPORT_BATCH, offset);
          let records = rows.map((row) => decl.toRecord(row));
          if (decl.enrich && records.length > 0) records = await decl.enrich(db, records);
          return { text: records.map((r) => csvLine(exportFields.map((f) => r[f]))).join(''), done: rows.length < EXPORT_BATCH };
        };
        // The first batch is read before the answer starts, so a failure is still a proper error.
        const first = await batch(0);
        async function* lines(): AsyncGenerator<string> {
          yield CSV_BOM + csvLine(exportFields) + first.text;
          if (first.done) return;
          for (let offset = EXPORT_BATCH; ; offset += EXPORT_BATCH) {
            const next = await batch(offset);
            if (next.text) yield next.text;
            if (next.done) return;
          }
        }
        const filename = `${decl.auditEntity}-${isoTime().slice(0, 10)}.csv`;
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${filename}"`)
          .send(Readable.from(lines()));
      },
    );

    const add = decl.add;
    if (add) {
      app.post(
        paths.add,
        {
          // Probe: an empty body, refused with 400 by callers who pass the role check.
          config: { access: { roles: checkRoles(add.roles, paths.add) }, probe: { body: {} } },
          schema: { tags, summary: `Create a ${decl.entity}`, body: add.schema, response: answers(decl.record) },
        },
        async (request) => {
          const caller = currentUser(request);
          const input = request.body as Record<string, unknown>;
          const record = await ctx.db.transaction().execute(async (trx) => {
            const tx = loose(trx);
            const now = isoTime();
            const values = { ...(await add.toRow(input, caller.user, tx)), created_at: now, updated_at: now };
            let id: number;
            try {
              id = Number(((await tx.insertInto(decl.table).values(values).returning('id').executeTakeFirstOrThrow()) as { id: number }).id);
            } catch (error) {
              refusedChange(error);
            }
            const created = await recordOf(tx, decl, await rowById(tx, decl, id));
            await appendAudit(trx, { actorId: caller.user.id, entity: decl.auditEntity, entityId: id, event: 'ADD', payload: auditable(decl, decl.toRecord({ ...values, id })) });
            return created;
          });
          return ok(record);
        },
      );
    }

    const update = decl.update;
    if (update) {
      const ownershipRequest = (id: number) => ({ body: { id, ...update.sample } });
      app.post(
        paths.update,
        {
          config: {
            access: { roles: checkRoles(update.roles, paths.update) },
            probe: probeWith({ body: { id: PROBE_MISSING_ID, ...update.sample } }, ownershipProbe(decl, ownershipRequest)),
          },
          schema: { tags, summary: `Change fields of a ${decl.entity} (only the fields sent)`, body: update.schema, response: answers(decl.record) },
        },
        async (request) => {
          const caller = currentUser(request);
          const { id, ...changes } = request.body as { id: number } & Record<string, unknown>;
          const record = await ctx.db.transaction().execute(async (trx) => {
            const tx = loose(trx);
            const before = await visibleRow(tx, decl, id, caller);
            if (!before) throw fail.notFound(`No ${decl.entity} ${id}`);
            const columns = await update.toRow(changes, before, caller.user, tx);
            const afterRow = { ...before, ...columns };
            const beforeRecord = decl.toRecord(before);
            const afterRecord = decl.toRecord(afterRow);
            const problems = update.check?.(afterRecord) ?? [];
            if (problems.length > 0) throw fail.invalid(`Invalid input: ${problems.map((p) => p.field).join(', ')}`, problemsToFields(problems));
            const diff = changedFields(auditable(decl, beforeRecord), auditable(decl, afterRecord));
            if (Object.keys(diff).length === 0) return recordOf(tx, decl, before);
            try {
              await tx.updateTable(decl.table).set({ ...columns, updated_at: isoTime() }).where('id', '=', id).execute();
            } catch (error) {
              refusedChange(error);
            }
            await appendAudit(trx, { actorId: caller.user.id, entity: decl.auditEntity, entityId: id, event: 'UPDATE', payload: diff });
            return recordOf(tx, decl, await rowById(tx, decl, id));
          });
          return ok(record);
        },
      );
    }

    const remove = decl.remove;
    if (remove) {
      app.post(
        paths.delete,
        {
          config: {
            access: { roles: checkRoles(remove.roles, paths.delete) },
            probe: probeWith({ body: { id: PROBE_MISSING_ID } }, ownershipProbe(decl, (id) => ({ body: { id } }))),
          },
          schema: { tags, summary: `Delete a ${decl.entity}`, body: deleteForm, response: answers(z.null()) },
        },
        async (request) => {
          const caller = currentUser(request);
          const { id } = request.body;
          await ctx.db.transaction().execute(async (trx) => {
            const tx = loose(trx);
            const before = await visibleRow(tx, decl, id, caller);
            if (!before) throw fail.notFound(`No ${decl.entity} ${id}`);
            try {
              await tx.deleteFrom(decl.table).where('id', '=', id).execute();
            } catch (error) {
              refusedChange(error);
            }
            await appendAudit(trx, { actorId: caller.user.id, entity: decl.auditEntity, entityId: id, event: 'DELETE', payload: auditable(decl, decl.toRecord(before)) });
          });
          return ok(null);
        },
      );
    }
  };
}
