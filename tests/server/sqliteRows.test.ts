/**
 * The embedded database's rows read as arrays and made objects by the server
 * (server/db/sqliteRows.ts, through server/db/statementCache.ts): the same objects better-sqlite3
 * builds itself, also for repeated and hostile column names, and the right names after the
 * schema changed under a kept statement (a column added, a table rebuilt with its columns in
 * another order by another process, a column renamed through the server).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { rowsAsObjects } from '../../server/db/sqliteRows.js';
import { withStatementCache } from '../../server/db/statementCache.js';

const opened: SQLite.Database[] = [];
const dirs: string[] = [];
function open(path = ':memory:') {
  const sqlite = new SQLite(path);
  opened.push(sqlite);
  return sqlite;
}
afterEach(() => {
  opened.splice(0).forEach((db) => db.open && db.close());
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

describe('rows as arrays made objects', () => {
  it('are the objects better-sqlite3 builds, for every kind of value', () => {
    const sqlite = open();
    sqlite.exec(`create table t (id integer primary key, name text, amount real, data blob, note text);
      insert into t values (1, 'Ada', 1.5, x'0102', null), (2, '艾达', -3, null, 'x');`);
    const text = 'select t.*, t.id * 2 as twice, length(name) from t where id >= ? order by id';
    const own = sqlite.prepare(text).all(1);
    const ours = rowsAsObjects(sqlite.prepare(text)).all([1]);
    expect(ours).toEqual(own);
    expect(ours.map((row) => Object.keys(row as object))).toEqual(own.map((row) => Object.keys(row as object)));
  });

  it('keep the last of a repeated name, and take `__proto__` as a plain column', () => {
    const sqlite = open();
    const [repeated] = rowsAsObjects(sqlite.prepare('select 1 as a, 2 as a')).all([]);
    expect(repeated).toEqual(sqlite.prepare('select 1 as a, 2 as a').get());
    const [hostile] = rowsAsObjects(sqlite.prepare(`select 7 as "__proto__", 'x' as "a"": 1, b"`)).all([]) as Record<string, unknown>[];
    expect(Object.getPrototypeOf(hostile)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(hostile, '__proto__')?.value).toBe(7);
    expect(hostile!['a": 1, b']).toBe('x');
  });

  it('answer a statement that writes with its changes, and stream rows as objects', () => {
    const sqlite = open();
    sqlite.exec('create table t (id integer primary key, name text)');
    expect(rowsAsObjects(sqlite.prepare('insert into t (name) values (?)')).run(['Ada']).changes).toBe(1);
    expect([...rowsAsObjects(sqlite.prepare('select name from t')).iterate([])]).toEqual([{ name: 'Ada' }]);
    expect(rowsAsObjects(sqlite.prepare('insert into t (name) values (?) returning id, name')).all(['Grace'])).toEqual([
      { id: 2, name: 'Grace' },
    ]);
  });
});

/** A database file, for a second connection to change (as another process would). */
function fileDatabase() {
  const dir = mkdtempSync(join(tmpdir(), 'rs-rows-'));
  dirs.push(dir);
  const file = join(dir, 'db.sqlite');
  return { file, sqlite: open(file) };
}

describe('a kept statement after the schema changed', () => {
  it('answers a column added by another connection', () => {
    const { file, sqlite } = fileDatabase();
    sqlite.exec("create table t (id integer primary key, name text); insert into t values (1, 'Ada')");
    const cache = withStatementCache(sqlite);
    expect(cache.prepare('select * from t').all([])).toEqual([{ id: 1, name: 'Ada' }]);
    open(file).exec('alter table t add column age integer default 36');
    expect(cache.prepare('select * from t').all([])).toEqual([{ id: 1, name: 'Ada', age: 36 }]);
  });

  it('answers by the right names after another connection rebuilt the table with its columns reordered', () => {
    const { file, sqlite } = fileDatabase();
    sqlite.pragma('journal_mode = WAL');
    sqlite.exec("create table games (id integer primary key, name text, label text); insert into games values (1, 'Puzzle Kingdom', 'puzzle')");
    const cache = withStatementCache(sqlite);
    const all = () => cache.prepare('select * from games').all([]);
    expect(all()).toEqual([{ id: 1, name: 'Puzzle Kingdom', label: 'puzzle' }]);
    // The usual SQLite way to change a table: a new one, the rows copied, the old one dropped.
    open(file).exec(`create table games_new (id integer primary key, label text, name text);
      insert into games_new (id, label, name) select id, label, name from games;
      drop table games; alter table games_new rename to games;`);
    expect(all()).toEqual([{ id: 1, label: 'puzzle', name: 'Puzzle Kingdom' }]);
    // A statement that names its columns is never affected.
    expect(cache.prepare('select name, label from games').all([])).toEqual([{ name: 'Puzzle Kingdom', label: 'puzzle' }]);
  });

  it('answers the new name of a column renamed through the server', async () => {
    const db = new Kysely<{ t: { id: number; name: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(open()) }),
    });
    await sql`create table t (id integer primary key, name text)`.execute(db);
    await sql`insert into t values (1, 'Ada')`.execute(db);
    const all = () => sql`select * from t`.execute(db).then((result) => result.rows);
    expect(await all()).toEqual([{ id: 1, name: 'Ada' }]);
    await sql`alter table t rename column name to nickname`.execute(db);
    expect(await all()).toEqual([{ id: 1, nickname: 'Ada' }]);
    await db.destroy();
  });
});
