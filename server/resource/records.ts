/** One row of a writable resource: reading it within the caller's scope, its record, audit payloads. */
import { type Expression, type SqlBool, sql } from 'kysely';
import type { FieldError } from '../../contracts/envelope.js';
import { isForeignKeyViolation, uniqueViolationColumn } from '../db/errors.js';
import { fail } from '../http/envelope.js';
import type { AnyResource, LooseDb, ResourceDeclaration, Row } from './declaration.js';
import type { Caller } from './listQuery.js';
import { whereAll } from './listConditions.js';
import { scopeOf } from './scope.js';
import { nameTaken } from './uniqueNames.js';

/** The row with this id that the caller may see, or undefined. */
export async function visibleRow(
  db: LooseDb,
  decl: AnyResource,
  id: number,
  caller: Caller,
): Promise<Row | undefined> {
  const conditions: Expression<SqlBool>[] = [sql<SqlBool>`${sql.ref(`${decl.table}.id`)} = ${id}`];
  const scope = scopeOf(decl, caller.user);
  if (scope) conditions.push(scope);
  return (await db
    .selectFrom(decl.table)
    .selectAll()
    .where(whereAll(conditions))
    .executeTakeFirst()) as Row | undefined;
}

export async function rowById(db: LooseDb, decl: AnyResource, id: number): Promise<Row> {
  return (await db
    .selectFrom(decl.table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow()) as Row;
}

export async function recordOf<Rec extends Record<string, unknown>>(
  db: LooseDb,
  decl: ResourceDeclaration<Rec>,
  row: Row,
): Promise<Rec> {
  const record = decl.toRecord(row);
  return decl.enrich ? ((await decl.enrich(db, [record]))[0] ?? record) : record;
}

/** How the audit trail names a record of a writable resource (declared by defineResource). */
export function recordNameOf(decl: AnyResource, record: Record<string, unknown>): string {
  if (!decl.recordName) throw new Error(`${decl.entity}: a writable resource needs recordName`);
  return decl.recordName(record);
}

const TIMESTAMPS = new Set(['createdAt', 'updatedAt']);

/** The record fields fit for an audit payload: no secrets, no timestamps. */
export function auditable(
  decl: AnyResource,
  record: Record<string, unknown>,
): Record<string, unknown> {
  const secret = new Set(decl.secretFields ?? []);
  return Object.fromEntries(
    Object.entries(record).filter(([key]) => !secret.has(key) && !TIMESTAMPS.has(key)),
  );
}

/** {field: {from, to}} for the fields whose value changed. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changes[key] = { from: before[key] ?? null, to: after[key] ?? null };
  }
  return changes;
}

/** A constraint's refusal as the answer: 409 name_taken on its field for a declared name, else 409. */
export function refusedChange(decl: AnyResource, error: unknown, removing = false): never {
  const taken = nameTaken(decl, error);
  if (taken) throw taken;
  if (isForeignKeyViolation(error)) {
    // On delete the only foreign key that can refuse is another row referring to this one.
    if (removing) throw fail.conflict('Other records still refer to this one', 'in_use');
    throw fail.conflict('A referenced record is missing');
  }
  if (uniqueViolationColumn(error) !== null)
    throw fail.conflict('A record with these values already exists');
  throw error;
}

export function problemsToFields(problems: { field: string; message: string }[]): FieldError[] {
  return problems.map((p) => ({ field: p.field, reason: 'invalid_value', message: p.message }));
}
