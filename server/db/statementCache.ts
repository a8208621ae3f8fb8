/**
 * Prepared statements kept for reuse on the embedded database. Kysely's SQLite driver prepares
 * every query anew; a list request runs half a dozen statements whose text repeats from one
 * request to the next, and preparing them was a tenth of the server's time under load
 * (docs/scale.md). SQLite has one connection, which Kysely lends to one query (or one open
 * stream) at a time, so a statement is never run twice at once; SQLite itself prepares a kept
 * statement again if the schema changed under it.
 */
import type SQLite from 'better-sqlite3';

/** Distinct statement texts kept; the least recently used goes first. */
export const STATEMENTS_KEPT = 500;

export function withStatementCache(sqlite: SQLite.Database, kept = STATEMENTS_KEPT) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string): SQLite.Statement {
      const found = statements.get(text);
      if (found) {
        // Map order is use order: move it to the end.
        statements.delete(text);
        statements.set(text, found);
        return found;
      }
      const statement = sqlite.prepare(text);
      statements.set(text, statement);
      if (statements.size > kept) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
