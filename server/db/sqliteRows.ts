/**
 * A reading statement's rows read as arrays and made objects here. better-sqlite3 builds each
 * row object in native code, one property at a time; for a page of wide rows (a settlement has
 * 22 columns) that was most of the statement's time. Arrays (its raw mode) and one object literal
 * per statement, compiled once from the statement's column names, take about half as long
 * (docs/scale.md, "Rows as arrays").
 *
 * The names are read again when a row's length differs from them: SQLite prepares a kept
 * statement again after a schema change, and a `select *` then answers the table's new columns.
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

/** `statement` as Kysely's driver reads it, a reader's rows built from arrays. */
export function rowsAsObjects(statement: SQLite.Statement): SqliteStatement {
  if (!statement.reader) return statement as unknown as SqliteStatement;
  statement.raw(true);
  let names: string[] = [];
  let build: Build = builderOf(names);
  const objectOf = (values: Values) => {
    if (values.length !== names.length) {
      names = statement.columns().map((column) => column.name);
      build = builderOf(names);
    }
    return build(values);
  };
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters as unknown[]) as Values[]).map(objectOf),
    run: (parameters) => statement.run(parameters as unknown[]),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters as unknown[]) as IterableIterator<Values>) yield objectOf(values);
    },
  };
}
