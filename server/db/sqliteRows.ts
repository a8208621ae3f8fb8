/**
 * A reading statement's rows read as arrays and made objects here. better-sqlite3 builds each
 * row object in native code, one property at a time; for a page of wide rows (a settlement has
 * 22 columns) that was most of the statement's time. Arrays (its raw mode) and one object literal
 * per statement, compiled once from the statement's column names, take about half as long
 * (docs/scale.md, "Rows as arrays").
 *
 * SQLite prepares a kept statement again after a schema change, and a `select *` then answers
 * the table's columns as they are now, even in another order. So the names are read again when a
 * row's length differs from them, and, for a statement whose columns can follow the schema, when
 * the schema's version (`pragma schema_version`, 4 µs) changed since they were read.
 */
import type SQLite from 'better-sqlite3';
import type { SqliteStatement } from 'kysely';

type Values = unknown[];
type Build = (values: Values) => Record<string, unknown>;

/** One object literal with these keys in order (a repeated name: the last value, as better-sqlite3 does). */
function builderOf(names: readonly string[]): Build {
  // A literal's `__proto__:` would set the prototype rather than a key: such rows go key by key.
  if (names.includes('__proto__')) {
    return (values) => {
      const row: Record<string, unknown> = {};
      names.forEach((name, i) => Object.defineProperty(row, name, { value: values[i], enumerable: true, writable: true, configurable: true }));
      return row;
    };
  }
  const fields = names.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(', ');
  // Keys are written as JSON string literals: a column's name can never become code.
  return new Function('v', `return { ${fields} };`) as Build;
}

/** True when a statement's columns can follow the schema (`select *`, `t.*`): not fixed by its text. */
export const readsEveryColumn = (text: string): boolean => text.replace(/\(\s*\*\s*\)/g, '').includes('*');

/**
 * `statement` as Kysely's driver reads it, a reader's rows built from arrays. With
 * `schemaVersion` (for a statement whose columns can follow the schema), the names are read again
 * after any run that began under a schema other than the one they were read under.
 */
export function rowsAsObjects(statement: SQLite.Statement, schemaVersion?: () => number): SqliteStatement {
  if (!statement.reader) return statement as unknown as SqliteStatement;
  statement.raw(true);
  let names: string[] = [];
  let build: Build = builderOf(names);
  let namedUnder: number | undefined;
  /** Before a run: whether the schema changed since the names were read (the run prepares anew). */
  const schemaChanged = () => {
    if (!schemaVersion) return false;
    const now = schemaVersion();
    if (now === namedUnder) return false;
    namedUnder = now;
    return true;
  };
  const nameAgain = () => {
    names = statement.columns().map((column) => column.name);
    build = builderOf(names);
  };
  const objectOf = (values: Values) => {
    if (values.length !== names.length) nameAgain();
    return build(values);
  };
  return {
    reader: true,
    all(parameters) {
      const changed = schemaChanged();
      const rows = statement.all(parameters as unknown[]) as Values[];
      if (changed) nameAgain();
      return rows.map(objectOf);
    },
    run: (parameters) => statement.run(parameters as unknown[]),
    *iterate(parameters) {
      let changed = schemaChanged();
      for (const values of statement.iterate(parameters as unknown[]) as IterableIterator<Values>) {
        if (changed) nameAgain();
        changed = false;
        yield objectOf(values);
      }
    },
  };
}
