/**
 * Reads kept prepared per PostgreSQL connection (server/db/preparedStatements.ts): a read is
 * prepared once per connection and then only executed; writes, DDL and scripts run unnamed; a
 * connection keeps at most its share; after a migration no plan of the old schema runs; and
 * DATABASE_PREPARED_STATEMENTS=off keeps nothing.
 */
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { openPostgres } from '../../server/db/connection.js';
import { migrateToLatest } from '../../server/db/migrations.js';
import { keepPreparedStatements } from '../../server/db/preparedStatements.js';
import type { Database } from '../../server/db/schema.js';
import { DATABASE_TARGETS, type TestDatabase } from './support/databases.js';

const postgres = DATABASE_TARGETS.find((target) => target.name === 'postgres')!;

describe('DATABASE_PREPARED_STATEMENTS', () => {
  it('is on unless set off, and a value that is neither stops the start', () => {
    expect(loadConfig({}).preparedStatements).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'off' }).preparedStatements).toBe(false);
    expect(() => loadConfig({ DATABASE_PREPARED_STATEMENTS: 'sometimes' })).toThrow(
      'DATABASE_PREPARED_STATEMENTS must be on or off, got "sometimes"',
    );
  });
});

describe.runIf(postgres.available)('reads kept prepared on PostgreSQL', () => {
  let test: TestDatabase;
  const opened: { close(): Promise<void> }[] = [];
  beforeAll(async () => {
    test = await postgres.create();
    await sql`create table kept (id integer primary key, name text)`.execute(test.database.db);
    await sql`insert into kept values (1, 'Ada'), (2, 'Grace')`.execute(test.database.db);
  });
  afterAll(async () => {
    await Promise.all(opened.map((o) => o.close()));
    await test.dispose();
  });

  /** A database of one connection, so every query runs where the last one prepared. */
  function oneConnection(prepared = true): Database {
    const database = openPostgres(test.databaseUrl!, 1, prepared);
    opened.push(database);
    return database;
  }
  type Kept = { name: string; statement: string };
  const keptOn = async (db: Kysely<never>) =>
    (await sql<Kept>`select name, statement from pg_prepared_statements order by name`.execute(db)).rows;
  const named = (kept: Kept[], text: string) => kept.filter((k) => k.statement === text);

  it('prepares a read once per connection, then only executes it', async () => {
    const { db } = oneConnection();
    const read = sql<{ name: string }>`select name from kept where id = ${1}`;
    for (let i = 0; i < 3; i++) expect((await read.execute(db)).rows).toEqual([{ name: 'Ada' }]);
    expect((await sql<{ name: string }>`select name from kept where id = ${2}`.execute(db)).rows).toEqual([{ name: 'Grace' }]);
    const kept = named(await keptOn(db as never), 'select name from kept where id = $1');
    expect(kept).toHaveLength(1);
    expect(kept[0]!.name).toMatch(/^rs\d+_\d+$/);
  });

  it('runs writes, schema changes and scripts unnamed', async () => {
    const { db } = oneConnection();
    await sql`insert into kept values (${3}, ${'Edsger'})`.execute(db);
    await sql`create table if not exists kept_other (id integer)`.execute(db);
    await sql.raw('select 1; select 2').execute(db);
    const kept = await keptOn(db as never);
    expect(kept.filter((k) => !/^\s*(select|with)\s/i.test(k.statement))).toEqual([]);
    await sql`delete from kept where id = ${3}`.execute(db);
  });

  it('keeps at most its share per connection; the reads beyond still answer', async () => {
    const pool = new pg.Pool({ connectionString: test.databaseUrl!, max: 1 });
    keepPreparedStatements(pool, 3);
    const db = new Kysely<never>({ dialect: new PostgresDialect({ pool }) });
    opened.push({ close: () => db.destroy() });
    for (let i = 1; i <= 8; i++) {
      const read = sql`select ${i}::int + ${i * 100}::int as ${sql.id(`n${i}`)}`; // eight texts
      expect((await read.execute(db)).rows).toEqual([{ [`n${i}`]: 101 * i }]);
    }
    // The first three texts hold the three names; the listing runs unnamed.
    expect((await keptOn(db)).length).toBe(3);
  });

  it('after another process changed a table under a kept plan, reads answer with its new columns', async () => {
    const database = oneConnection();
    const all = () => sql`select * from kept order by id`.execute(database.db);
    expect((await all()).rows).toEqual([{ id: 1, name: 'Ada' }, { id: 2, name: 'Grace' }]);
    // As another instance's migration would, through a connection of its own.
    await sql`alter table kept add column age integer default 36`.execute(test.database.db);
    expect((await all()).rows).toEqual([{ id: 1, name: 'Ada', age: 36 }, { id: 2, name: 'Grace', age: 36 }]);
    expect((await all()).rows).toHaveLength(2);
  });

  it("after a migration, no old plan runs, not even as a transaction's first read", async () => {
    const database = oneConnection();
    const all = (db: Kysely<never>) => sql<Record<string, unknown>>`select * from kept order by id`.execute(db);
    expect((await all(database.db as never)).rows[0]).not.toHaveProperty('note');
    await sql`alter table kept add column note text default 'n'`.execute(database.db);
    // Every migration run ends by telling the connections (schemaChanged), even with none to run.
    await migrateToLatest(database);
    // In a transaction a refused plan could not be read again: it must not be tried at all.
    const rows = await database.db.transaction().execute(async (trx) => (await all(trx as never)).rows);
    expect(rows[0]).toMatchObject({ id: 1, note: 'n' });
  });

  it('keeps nothing when turned off', async () => {
    const { db } = oneConnection(false);
    for (let i = 0; i < 3; i++) await sql`select name from kept where id = ${1}`.execute(db);
    expect(await keptOn(db as never)).toEqual([]);
  });
});
