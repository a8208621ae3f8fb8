/**
 * Statements built once per shape (server/db/statementShapes.ts): the first call of a shape builds
 * it, later calls only fill its slots; constants stay; another shape is built on its own; and the
 * filled statement answers as one built fresh.
 */
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type ShapeCache, shapedStatement, shapesOf } from '../../server/db/statementShapes.js';

interface Tables {
  t: { id: number; kind: string; n: number };
}

function database() {
  const sqlite = new SQLite(':memory:');
  sqlite.exec(
    "create table t (id integer primary key, kind text, n integer); insert into t values (1, 'a', 10), (2, 'a', 20), (3, 'b', 30)",
  );
  return new Kysely<Tables>({ dialect: new SqliteDialect({ database: sqlite }) });
}

describe('statements built once per shape', () => {
  it('builds a shape once, fills its slots on every call and keeps its constants', async () => {
    const db = database();
    const cache: ShapeCache = new Map();
    let builds = 0;
    const sumOf = async (kind: string, above: number) => {
      const statement = shapedStatement(
        cache,
        'kind=,n>',
        (slot) => {
          builds += 1;
          return db
            .selectFrom('t')
            .select(sql<number>`coalesce(sum(n), 0)`.as('total'))
            .where('kind', '=', slot(0) as never)
            .where('n', '>', slot(1) as never)
            .where('id', '<', 100);
        },
        [kind, above],
      );
      return (await db.executeQuery<{ total: number }>(statement)).rows[0]!.total;
    };
    expect(await sumOf('a', 0)).toBe(30);
    expect(await sumOf('a', 15)).toBe(20);
    expect(await sumOf('b', 0)).toBe(30);
    expect(builds).toBe(1);
    const fresh = await db
      .selectFrom('t')
      .select(sql<number>`coalesce(sum(n), 0)`.as('total'))
      .where('kind', '=', 'b')
      .where('n', '>', 0)
      .where('id', '<', 100)
      .executeTakeFirstOrThrow();
    expect(fresh.total).toBe(30);
    await db.destroy();
  });

  it('builds another shape on its own', async () => {
    const db = database();
    const cache: ShapeCache = new Map();
    const count = async (
      shape: string,
      build: Parameters<typeof shapedStatement>[2],
      values: unknown[],
    ) =>
      (await db.executeQuery<{ c: number }>(shapedStatement(cache, shape, build, values))).rows[0]!
        .c;
    const byKind = (slot: (i: number) => unknown) =>
      db
        .selectFrom('t')
        .select(sql<number>`count(*)`.as('c'))
        .where('kind', '=', slot(0) as never);
    const byId = (slot: (i: number) => unknown) =>
      db
        .selectFrom('t')
        .select(sql<number>`count(*)`.as('c'))
        .where('id', '=', slot(0) as never);
    expect(await count('kind', byKind, ['a'])).toBe(2);
    expect(await count('id', byId, [3])).toBe(1);
    expect(await count('kind', byKind, ['b'])).toBe(1);
    expect(cache.size).toBe(2);
    await db.destroy();
  });
});

describe('shapes kept per database and owner', () => {
  it('gives one cache per pair, the same one each time', () => {
    const [dbA, dbB, owner, other] = [{}, {}, {}, {}];
    expect(shapesOf(dbA, owner)).toBe(shapesOf(dbA, owner));
    expect(shapesOf(dbA, owner)).not.toBe(shapesOf(dbB, owner));
    expect(shapesOf(dbA, owner)).not.toBe(shapesOf(dbA, other));
  });
});
