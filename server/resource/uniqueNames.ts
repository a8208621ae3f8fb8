/**
 * The names that identify a record (declaration `unique`, docs/resources.md): their keys, written
 * beside every name the write routes store, and the one place a unique-index refusal of such a
 * key becomes 409 `name_taken` on the field. No SELECT decides: the index does, so two parallel
 * requests cannot both win.
 */
import { nameKey } from '../../contracts/nameKey.js';
import { uniqueViolationColumns } from '../db/errors.js';
import { fail, type HttpError } from '../http/envelope.js';
import type { AnyResource, Row, UniqueName } from './declaration.js';

/** The column holding a declared name's key. */
export const keyColumnOf = (name: Pick<UniqueName, 'column'>): string => `${name.column}_key`;

/** The row with the key of each declared name it sets (`<column>_key`). */
export function withNameKeys(decl: AnyResource, row: Row): Row {
  const keyed = { ...row };
  for (const name of decl.unique ?? []) {
    const value = row[name.column];
    if (value !== undefined && value !== null) keyed[keyColumnOf(name)] = nameKey(String(value));
  }
  return keyed;
}

/** 409 `name_taken` on the field when `error` is the unique index of a declared name refusing; else null. */
export function nameTaken(decl: AnyResource, error: unknown): HttpError | null {
  const columns = uniqueViolationColumns(error);
  if (columns === null) return null;
  const name = (decl.unique ?? []).find((n) => columns.includes(keyColumnOf(n)));
  if (!name) return null;
  const message = `${name.field} is already taken`;
  return fail.conflict(message, 'name_taken', [
    { field: name.field, reason: 'name_taken', message },
  ]);
}
