/**
 * Prepared statements kept for reuse on the embedded database. Kysely's SQLite driver prepares
 * every query anew; a list request runs half a dozen statements whose text repeats from one
 * request to the next, and preparing them was a tenth of the server's time under load
 * (docs/scale.md). SQLite has one connection, which Kysely lends to one query (or one open
 * stream) at a time, so a statement is never run twice at once; SQLite itself prepares a kept
 * statement again if the schema changed under it. A reader's rows are read as arrays
 * (server/db/sqliteRows.ts); a statement that changes the schema empties the cache, so no kept
 * statement answers with the names of columns it had before.
 */
import type SQLite from 'better-sqlite3';
import type { SqliteStatement } from 'kysely';
import { readsEveryColumn, rowsAsObjects } from './sqliteRows.js';

/** Distinct statement texts kept; the least recently used goes first. */
export const STATEMENTS_KEPT = 500;

const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;

/** A schema-changing statement that calls `changed` once it has run. */
function changingSchema(statement: SQLite.Statement, changed: () => void): SqliteStatement {
  return {
    reader: statement.reader,
    all: (parameters) => statement.all(parameters as unknown[]),
    iterate: (parameters) => statement.iterate(parameters as unknown[]),
    run(parameters) {
      try {
        return statement.run(parameters as unknown[]);
      } finally {
        changed();
      }
    },
  };
}

export function withStatementCache(sqlite: SQLite.Database, kept = STATEMENTS_KEPT) {
  const statements = new Map<string, SqliteStatement>();
  const version = sqlite.prepare('pragma schema_version').pluck();
  const schemaVersion = () => version.get() as number;
  return {
    close: () => sqlite.close(),
    prepare(text: string): SqliteStatement {
      const found = statements.get(text);
      if (found) {
        // Map order is use order: move it to the end.
        statements.delete(text);
        statements.set(text, found);
        return found;
      }
      const prepared = sqlite.prepare(text);
      const statement = SCHEMA_CHANGE.test(text)
        ? changingSchema(prepared, () => statements.clear())
        : rowsAsObjects(prepared, readsEveryColumn(text) ? schemaVersion : undefined);
      statements.set(text, statement);
      if (statements.size > kept) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
