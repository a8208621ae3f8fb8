/**
 * The embedded database's kept statements (server/db/statementCache.ts): a repeated text reuses
 * its prepared statement, the least recently used goes once the cache is full, and a kept
 * statement still answers right after the schema changed under it.
 */
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from '../../server/db/statementCache.js';

const opened: SQLite.Database[] = [];
function memory() {
  const sqlite = new SQLite(':memory:');
  opened.push(sqlite);
  sqlite.exec('create table t (id integer primary key, name text)');
  return sqlite;
}
afterEach(() => opened.splice(0).forEach((db) => db.open && db.close()));

describe('kept statements', () => {
  it('reuse the prepared statement of a text seen before, and forget the least recently used', () => {
    const cache = withStatementCache(memory(), 2);
    const a = cache.prepare('select 1');
    expect(cache.prepare('select 1')).toBe(a);
    const b = cache.prepare('select 2');
    cache.prepare('select 1'); // used again: now "select 2" is the oldest
    cache.prepare('select 3');
    expect(cache.prepare('select 1')).toBe(a);
    expect(cache.prepare('select 2')).not.toBe(b);
  });

  it('answer through Kysely as fresh ones do, before and after the table changed', async () => {
    const db = new Kysely<{ t: { id: number; name: string; age?: number } }>({
      dialect: new SqliteDialect({ database: withStatementCache(memory()) }),
    });
    await db.insertInto('t').values({ id: 1, name: 'Ada' }).execute();
    const all = () => db.selectFrom('t').selectAll().orderBy('id').execute();
    expect(await all()).toEqual([{ id: 1, name: 'Ada' }]);
    await sql`alter table t add column age integer default 36`.execute(db);
    await db.insertInto('t').values({ id: 2, name: 'Grace' }).execute();
    expect(await all()).toEqual([
      { id: 1, name: 'Ada', age: 36 },
      { id: 2, name: 'Grace', age: 36 },
    ]);
    const streamed: unknown[] = [];
    for await (const row of db.selectFrom('t').select('name').orderBy('id').stream()) streamed.push(row);
    expect(streamed).toEqual([{ name: 'Ada' }, { name: 'Grace' }]);
    await db.destroy();
  });
});
