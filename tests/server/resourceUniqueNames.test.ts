/**
 * Names that identify a record, generated from every declaration's `unique` (docs/resources.md):
 * the unique index on the name's key; a duplicate add, a duplicate update and a case or whitespace
 * variant each answer 409 name_taken on the field and store nothing; 20 parallel adds of one name,
 * and 20 parallel renames to one name, leave exactly one row with it and one audit row. A new
 * entity that declares its names is covered without touching this file.
 */
import { describe, expect, it } from 'vitest';
import { nameKey } from '../../contracts/nameKey.js';
import { RESOURCES } from '../../server/modules/resources.js';
import { keyColumnOf, loose, resourcePaths, type AnyResource } from '../../server/resource/resource.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { type Answer, useTestServer } from './support/server.js';
import { uniqueIndexesOf } from './support/uniqueIndexes.js';

type Body = Record<string, unknown>;
const BURST = 20;

const declared = RESOURCES.flatMap((decl) => (decl.unique ?? []).map((name) => [decl, name] as const));

function expectNameTaken(answer: Answer, field: string): void {
  expect(answer.status, answer.text).toBe(409);
  expect(answer.body.data).toEqual({ reason: 'name_taken', fields: [{ field, reason: 'name_taken', message: expect.any(String) }] });
  expect(answer.body.msg).not.toMatch(/constraint|unique|index/i);
}

/** Spellings of `value` that are the same name: other case, surrounding and doubled spaces. */
function variantsOf(value: string): string[] {
  const variants = [`  ${value.toUpperCase()}  `, value.toLowerCase(), value.replace(/ /g, '  ')];
  return [...new Set(variants)].filter((v) => v !== value);
}

describe('identifying names', () => {
  it('are declared for games, channels (within a game), brands, companies, partners (name and package, each) and scripts', () => {
    const names = Object.fromEntries(RESOURCES.filter((d) => d.unique).map((d) => [d.entity, d.unique!.map((u) => [u.field, ...(u.within ?? [])])]));
    expect(names).toEqual({
      BusinessCompany: [['name']],
      Game: [['gameName']],
      GameChannel: [['channelName', 'game_id']],
      Brand: [['brandName']],
      Cooperate: [['cooperateName'], ['cooperatePackage']],
      Script: [['scriptName']],
    });
  });
});

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`identifying names on ${target.name}`, () => {
    const server = useTestServer(target);
    let serial = 0;

    const count = async (table: string, where?: [string, string]) => {
      let query = loose(server.db).selectFrom(table).select((eb) => eb.fn.countAll().as('n'));
      if (where) query = query.where(where[0], '=', where[1]);
      return Number(((await query.executeTakeFirstOrThrow()) as { n: unknown }).n);
    };
    const rowOf = (table: string, id: number) => loose(server.db).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    /** A valid add body whose identifying names are all new. */
    async function freshBody(decl: AnyResource): Promise<Body> {
      const body = await decl.add!.sample(server.db);
      serial += 1;
      for (const name of decl.unique ?? []) body[name.field] = `${String(body[name.field])}q${serial}`;
      return body;
    }

    async function added(decl: AnyResource, body: Body, token: string): Promise<number> {
      const answer = await server.post<{ id: number }>(resourcePaths(decl).add, body, { token });
      expect(answer.status, answer.text).toBe(200);
      return answer.body.data.id;
    }

    for (const [decl, name] of declared) {
      const paths = resourcePaths(decl);
      const label = `${decl.entity}.${name.field}`;
      const rowsNamed = (value: string) => count(decl.table, [keyColumnOf(name), nameKey(value)]);

      it(`${label}: a unique index on ${[...(name.within ?? []), keyColumnOf(name)].join(', ')}`, async () => {
        const indexes = await uniqueIndexesOf(loose(server.db), target.name, decl.table);
        expect(indexes).toContainEqual([...(name.within ?? []), keyColumnOf(name)]);
      });

      it(`${label}: adding a taken name, in any case or spacing, is 409 on the field and stores nothing`, async () => {
        const token = await server.sessionFor('admin');
        const first = await freshBody(decl);
        await added(decl, first, token);
        const taken = String(first[name.field]);
        const spellings = [taken, ...variantsOf(taken)].filter((v) => decl.add!.schema.safeParse({ ...first, [name.field]: v }).success);
        expect(spellings.length, 'some variant passes the form').toBeGreaterThan(1);
        const before = [await count(decl.table), await count('audit_log')];
        for (const spelling of spellings) {
          const again = { ...(await freshBody(decl)), [name.field]: spelling };
          expectNameTaken(await server.post(paths.add, again, { token }), name.field);
        }
        expect([await count(decl.table), await count('audit_log')]).toEqual(before);
        expect(await rowsNamed(taken)).toBe(1);
      });

      it(`${label}: renaming to a taken name is 409 on the field and changes nothing; its own name in another case is fine`, async () => {
        const token = await server.sessionFor('admin');
        const first = await freshBody(decl);
        await added(decl, first, token);
        const second = await freshBody(decl);
        const id = await added(decl, second, token);
        const stored = await rowOf(decl.table, id);
        const audits = await count('audit_log');
        for (const spelling of [String(first[name.field]), ...variantsOf(String(first[name.field]))]) {
          if (!decl.update!.schema.safeParse({ id, [name.field]: spelling }).success) continue;
          expectNameTaken(await server.post(paths.update, { id, [name.field]: spelling }, { token }), name.field);
        }
        expect(await rowOf(decl.table, id)).toEqual(stored);
        expect(await count('audit_log')).toBe(audits);
        const own = String(second[name.field]).toUpperCase();
        const renamed = await server.post<Body>(paths.update, { id, [name.field]: own }, { token });
        expect(renamed.status, renamed.text).toBe(200);
        expect(renamed.body.data[name.field]).toBe(own);
      });

      it(`${label}: ${BURST} parallel adds of one name leave one row and one audit row`, async () => {
        const token = await server.sessionFor('admin');
        const bodies = await Promise.all(Array.from({ length: BURST }, () => freshBody(decl)));
        const value = String(bodies[0]![name.field]);
        const audits = await count('audit_log');
        const answers = await Promise.all(bodies.map((body) => server.post(paths.add, { ...body, [name.field]: value }, { token })));
        expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
        for (const answer of answers.filter((a) => a.status !== 200)) expectNameTaken(answer, name.field);
        expect(await rowsNamed(value)).toBe(1);
        expect(await count('audit_log')).toBe(audits + 1);
      });

      it(`${label}: ${BURST} parallel renames to one name leave one row with it and one audit row`, async () => {
        const token = await server.sessionFor('admin');
        const ids: number[] = [];
        for (let i = 0; i < BURST; i += 1) ids.push(await added(decl, await freshBody(decl), token));
        const value = String((await freshBody(decl))[name.field]);
        const audits = await count('audit_log');
        const answers = await Promise.all(ids.map((id) => server.post(paths.update, { id, [name.field]: value }, { token })));
        expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
        for (const answer of answers.filter((a) => a.status !== 200)) expectNameTaken(answer, name.field);
        expect(await rowsNamed(value)).toBe(1);
        expect(await count('audit_log')).toBe(audits + 1);
      });
    }

    it('a channel name is unique within its game only, also when a channel moves to another game', async () => {
      const token = await server.sessionFor('admin');
      const gameIds: number[] = [];
      for (const gameName of ['Channel Scope A', 'Channel Scope B']) {
        const game = await server.post<{ id: number }>(resourcePaths(declOf('Game')).add, { gameName, gameLabel: '' }, { token });
        expect(game.status, game.text).toBe(200);
        gameIds.push(game.body.data.id);
      }
      const channel = (gameId: number) => ({ gameId, channelName: 'Shared Store', channelUrl: 'https://store.example.com/' });
      const paths = resourcePaths(declOf('GameChannel'));
      expect((await server.post(paths.add, channel(gameIds[0]!), { token })).status).toBe(200);
      const other = await server.post<{ id: number }>(paths.add, channel(gameIds[1]!), { token });
      expect(other.status, other.text).toBe(200);
      expectNameTaken(await server.post(paths.add, { ...channel(gameIds[0]!), channelName: 'SHARED  store' }, { token }), 'channelName');
      expectNameTaken(await server.post(paths.update, { id: other.body.data.id, gameId: gameIds[0] }, { token }), 'channelName');
    });
  });
}

function declOf(entity: string): AnyResource {
  const decl = RESOURCES.find((d) => d.entity === entity);
  if (!decl) throw new Error(`no resource ${entity}`);
  return decl;
}
