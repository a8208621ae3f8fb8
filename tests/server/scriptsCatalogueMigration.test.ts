/**
 * Migration 0007 (the scripts catalogue) on a database that already holds scripts with activity:
 * every script is kept and starts shown with its author's nickname; a later duplicate name is
 * renamed with an audit row naming the record; then the unique index refuses a duplicate and the
 * status column refuses what the visibility machine does not know.
 */
import { type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameKey } from '../../contracts/nameKey.js';
import { migrateToLatest } from '../../server/db/migrations.js';
import { DATABASE_TARGETS, type TestDatabase } from './support/databases.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as they were before 0007
type AnyDb = Kysely<any>;

const at = (day: number) => new Date(Date.UTC(2024, 0, day)).toISOString();

async function insert(db: AnyDb, table: string, values: Record<string, unknown>): Promise<number> {
  return Number(((await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()) as { id: number }).id);
}

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`migration 0007 (scripts catalogue) on ${target.name}`, () => {
    let testDb: TestDatabase;
    beforeAll(async () => {
      testDb = await target.create('0006_audit_record_names');
    });
    afterAll(() => testDb?.dispose());

    it('keeps every script shown under its author, renames a later duplicate, then refuses duplicates', async () => {
      const db = testDb.database.db as unknown as AnyDb;
      const owner = await insert(db, 'users', {
        username: 'ada', username_key: 'ada', nickname: 'Ada Writer', password_salt: 's', password_hash: 'h', created_at: at(1), updated_at: at(1),
      });
      const script = (name: string, day: number) =>
        insert(db, 'scripts', { script_name: name, script_package: 'com.rocket.game', owner_id: owner, created_at: at(day), updated_at: at(day) });
      const newest = await script('Farm Days Helper', 9);
      const oldest = await script('FARM DAYS HELPER', 1);
      const alone = await script('Card Legends Bot', 2);

      await migrateToLatest(testDb.database);

      const rows = (await db.selectFrom('scripts').selectAll().orderBy('id').execute()) as Record<string, unknown>[];
      expect(rows.map((r) => Number(r.id))).toEqual([newest, oldest, alone]);
      const byId = new Map(rows.map((r) => [Number(r.id), r]));
      expect(byId.get(oldest)!.script_name).toBe('FARM DAYS HELPER');
      expect(byId.get(newest)!.script_name).toBe('Farm Days Helper (2)');
      expect(byId.get(alone)!.script_name).toBe('Card Legends Bot');
      for (const row of rows) {
        expect(row.status).toBe('shown');
        expect(row.author_nick).toBe('Ada Writer');
        expect(row.script_name_key).toBe(nameKey(String(row.script_name)));
        expect(Number(row.charge_switch)).toBe(0);
        expect(row.source).toBe('platform');
        expect(row.script_param).toBe('{}');
        expect(row.script_label).toBe('[]');
      }

      const audits = (await db.selectFrom('audit_log').selectAll().where('event', '=', 'RENAME_DUPLICATE').execute()) as Record<string, unknown>[];
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ entity: 'script', entity_id: String(newest), record_name: 'Farm Days Helper (2)', actor_id: null });
      expect(JSON.parse(String(audits[0]!.payload))).toEqual({ scriptName: { from: 'Farm Days Helper', to: 'Farm Days Helper (2)' } });

      await expect(
        db.insertInto('scripts').values({
          script_name: 'card legends bot', script_name_key: nameKey('card legends bot'), script_package: 'com.x.y', owner_id: owner, created_at: at(3), updated_at: at(3),
        }).execute(),
      ).rejects.toThrow();
      await expect(db.updateTable('scripts').set({ status: 'archived' }).where('id', '=', alone).execute()).rejects.toThrow();
      await expect(db.updateTable('scripts').set({ is_tvip: 2 }).where('id', '=', alone).execute()).rejects.toThrow();
      await expect(
        db.insertInto('scripts').values({ script_name: 'No Key', script_package: 'com.x.z', owner_id: owner, created_at: at(3), updated_at: at(3) }).execute(),
      ).rejects.toThrow();
      const fresh = await insert(db, 'scripts', {
        script_name: 'New One', script_name_key: nameKey('New One'), script_package: 'com.x.n', owner_id: owner, created_at: at(4), updated_at: at(4),
      });
      const row = (await db.selectFrom('scripts').select(['status', 'author_nick']).where('id', '=', fresh).executeTakeFirstOrThrow()) as Record<string, unknown>;
      expect(row).toEqual({ status: 'draft', author_nick: '' });
    });
  });
}
