/**
 * Migration 0005 on a database that already holds duplicate names (written before the names were
 * unique): every row is kept; the oldest of each name keeps it, each later one is renamed to the
 * first free "Name (n)" (a package to "com.name_n") within the field's limits, with one audit row
 * per rename; afterwards the unique indexes refuse a duplicate and a missing key.
 */
import { type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addBrandForm } from '../../contracts/brand.js';
import { addCompanyForm } from '../../contracts/company.js';
import { cooperateFields } from '../../contracts/cooperate.js';
import { addGameChannelForm, addGameForm } from '../../contracts/game.js';
import { uniqueViolationColumns } from '../../server/db/errors.js';
import { migrateToLatest } from '../../server/db/migrations.js';
import { nameKey } from '../../contracts/nameKey.js';
import { DATABASE_TARGETS, type TestDatabase } from './support/databases.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as they were before 0005
type AnyDb = Kysely<any>;

const LONG_COMPANY = 'A'.repeat(128);
const LONG_PACKAGE = `com.${'b'.repeat(121)}.cd`; // 128 characters: cut for "_2", it would end in a dot
const at = (day: number) => new Date(Date.UTC(2024, 0, day)).toISOString();

/** Inserts a row and answers its id. */
async function insert(db: AnyDb, table: string, values: Record<string, unknown>): Promise<number> {
  return Number(((await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()) as { id: number }).id);
}

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`migration 0005 (unique names) on ${target.name}`, () => {
    let testDb: TestDatabase;
    beforeAll(async () => {
      testDb = await target.create('0004_review');
    });
    afterAll(() => testDb?.dispose());

    it('keeps every row, renames each later duplicate with an audit row, and then refuses duplicates', async () => {
      const db = testDb.database.db as unknown as AnyDb;
      const user = (username: string) =>
        insert(db, 'users', { username, username_key: username, nickname: username, password_salt: 's', password_hash: 'h', created_at: at(1), updated_at: at(1) });
      const owners = [await user('owner1'), await user('owner2')];
      const game = (name: string, day: number) => insert(db, 'games', { game_name: name, game_label: '', created_at: at(day), updated_at: at(day) });
      const company = (name: string, day: number) => insert(db, 'companies', { name, created_at: at(day) });
      const cooperate = (name: string, pkg: string, day: number) =>
        insert(db, 'cooperates', { cooperate_name: name, cooperate_package: pkg, platform_money: 0, author_money: 0, created_at: at(day) });

      // Ids and ages disagree on purpose: the oldest by created_at keeps the name.
      const games = {
        newest: await game('Puzzle', 9),
        oldest: await game('PUZZLE', 1),
        spaced: await game('  puzzle ', 2),
        wide: await game('Ｐｕｚｚｌｅ', 3),
        taken3: await game('Puzzle (3)', 4),
        alone: await game('Farm Days', 5),
      };
      const channel = (gameId: number, name: string, day: number) =>
        insert(db, 'game_channels', { game_id: gameId, channel_name: name, channel_url: 'https://store.example.com/', created_at: at(day), updated_at: at(day) });
      const channels = {
        first: await channel(games.oldest, 'Store', 1),
        second: await channel(games.oldest, 'store', 2),
        otherGame: await channel(games.alone, 'STORE', 3),
      };
      const brand = (name: string, owner: number, day: number) => insert(db, 'brands', { brand_name: name, owner_id: owner, created_at: at(day), updated_at: at(day) });
      const brands = { first: await brand('Quick Clicker', owners[0]!, 1), second: await brand('quick  clicker', owners[1]!, 2) };
      const companies = { first: await company(LONG_COMPANY, 1), second: await company(LONG_COMPANY.toLowerCase(), 2), other: await company('Blue Harbor', 3) };
      const cooperates = {
        first: await cooperate('Cloud', 'com.cloud.app', 1),
        sameName: await cooperate('CLOUD', 'com.cloud.other', 2),
        samePackage: await cooperate('Other Cloud', 'COM.CLOUD.APP', 3),
        long: await cooperate('Long', LONG_PACKAGE, 4),
        longAgain: await cooperate('Long Again', LONG_PACKAGE, 5),
      };
      const tables = ['games', 'game_channels', 'brands', 'companies', 'cooperates'];
      const idsBefore = Object.fromEntries(await Promise.all(tables.map(async (t) => [t, (await db.selectFrom(t).select('id').orderBy('id').execute()).map((r) => Number(r.id))])));

      await migrateToLatest(testDb.database);

      const idsAfter = Object.fromEntries(await Promise.all(tables.map(async (t) => [t, (await db.selectFrom(t).select('id').orderBy('id').execute()).map((r) => Number(r.id))])));
      expect(idsAfter).toEqual(idsBefore);

      const names = async (table: string, column: string) =>
        new Map((await db.selectFrom(table).select(['id', column, `${column}_key`]).execute()).map((r) => [Number(r.id), [String(r[column]), String(r[`${column}_key`])] as const]));
      const gameNames = await names('games', 'game_name');
      const channelNames = await names('game_channels', 'channel_name');
      const brandNames = await names('brands', 'brand_name');
      const companyNames = await names('companies', 'name');
      const cooperateNames = await names('cooperates', 'cooperate_name');
      const packages = await names('cooperates', 'cooperate_package');
      const renamedLong = `${'a'.repeat(124)} (2)`;
      const renamedPackage = `com.${'b'.repeat(121)}_2`;
      expect(Object.fromEntries(Object.entries(games).map(([k, id]) => [k, gameNames.get(id)![0]]))).toEqual({
        oldest: 'PUZZLE',
        spaced: 'puzzle (2)',
        wide: 'Ｐｕｚｚｌｅ (4)',
        taken3: 'Puzzle (3)',
        newest: 'Puzzle (5)',
        alone: 'Farm Days',
      });
      expect([channels.first, channels.second, channels.otherGame].map((id) => channelNames.get(id)![0])).toEqual(['Store', 'store (2)', 'STORE']);
      expect([brands.first, brands.second].map((id) => brandNames.get(id)![0])).toEqual(['Quick Clicker', 'quick  clicker (2)']);
      expect([companies.first, companies.second, companies.other].map((id) => companyNames.get(id)![0])).toEqual([LONG_COMPANY, renamedLong, 'Blue Harbor']);
      expect(Object.values(cooperates).map((id) => cooperateNames.get(id)![0])).toEqual(['Cloud', 'CLOUD (2)', 'Other Cloud', 'Long', 'Long Again']);
      expect(Object.values(cooperates).map((id) => packages.get(id)![0])).toEqual(['com.cloud.app', 'com.cloud.other', 'COM.CLOUD.APP_2', LONG_PACKAGE, renamedPackage]);

      // Every key is the name's key, and every new name passes its field's rules (length, pattern).
      for (const map of [gameNames, channelNames, brandNames, companyNames, cooperateNames, packages]) {
        for (const [name, key] of map.values()) expect(key).toBe(nameKey(name));
      }
      const fits = (schema: z.ZodType, value: string) => expect(schema.safeParse(value).success, value).toBe(true);
      fits(addCompanyForm.shape.name, renamedLong);
      fits(cooperateFields.cooperatePackage, renamedPackage);
      fits(cooperateFields.cooperatePackage, 'COM.CLOUD.APP_2');
      fits(addGameForm.shape.gameName, 'Ｐｕｚｚｌｅ (4)');
      fits(addGameChannelForm.shape.channelName, 'store (2)');
      fits(addBrandForm.shape.brandName, 'quick  clicker (2)');

      const audits = await db.selectFrom('audit_log').selectAll().orderBy('id').execute();
      expect(audits.every((a) => a.event === 'RENAME_DUPLICATE' && a.actor_id === null)).toBe(true);
      expect(audits.map((a) => [a.entity, Number(a.entity_id), JSON.parse(String(a.payload))])).toEqual(
        expect.arrayContaining([
          ['game', games.spaced, { gameName: { from: '  puzzle ', to: 'puzzle (2)' } }],
          ['game', games.wide, { gameName: { from: 'Ｐｕｚｚｌｅ', to: 'Ｐｕｚｚｌｅ (4)' } }],
          ['game', games.newest, { gameName: { from: 'Puzzle', to: 'Puzzle (5)' } }],
          ['game_channel', channels.second, { channelName: { from: 'store', to: 'store (2)' } }],
          ['brand', brands.second, { brandName: { from: 'quick  clicker', to: 'quick  clicker (2)' } }],
          ['company', companies.second, { name: { from: LONG_COMPANY.toLowerCase(), to: renamedLong } }],
          ['cooperate', cooperates.sameName, { cooperateName: { from: 'CLOUD', to: 'CLOUD (2)' } }],
          ['cooperate', cooperates.samePackage, { cooperatePackage: { from: 'COM.CLOUD.APP', to: 'COM.CLOUD.APP_2' } }],
          ['cooperate', cooperates.longAgain, { cooperatePackage: { from: LONG_PACKAGE, to: renamedPackage } }],
        ]),
      );
      expect(audits).toHaveLength(9);

      // The index is now the authority: the same name again, or a row without its key, is refused.
      const refusal = async (write: Promise<unknown>) => write.then(() => null, (error: unknown) => error);
      const duplicate = await refusal(game('puzzle', 10).then(() => undefined));
      expect(duplicate, 'a row without its key').not.toBeNull();
      const keyed = await refusal(insert(db, 'games', { game_name: 'puzzle', game_name_key: nameKey('puzzle'), game_label: '', created_at: at(10), updated_at: at(10) }));
      expect(uniqueViolationColumns(keyed)).toEqual(['game_name_key']);
      const channelAgain = await refusal(insert(db, 'game_channels', { game_id: games.oldest, channel_name: 'STORE', channel_name_key: nameKey('STORE'), channel_url: 'https://x.example.com/', created_at: at(10), updated_at: at(10) }));
      expect(uniqueViolationColumns(channelAgain)).toEqual(['game_id', 'channel_name_key']);
      expect(await db.selectFrom('games').select('id').execute()).toHaveLength(6);
    });
  });
}
