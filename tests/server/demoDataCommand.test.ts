/**
 * `npm run demo-data` (docs/postgresql.md): an empty database on either engine gets the demo data
 * and becomes a demo database; a database holding accounts is refused and left as it was.
 */
import { describe, expect, it } from 'vitest';
import { isDemoDatabase } from '../../server/db/demoDatabase.js';
import { findAccountByUsername } from '../../server/modules/user/accounts.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { runScript } from './support/processes.js';

describe.each(DATABASE_TARGETS)('npm run demo-data on $name', (target) => {
  it.skipIf(!target.available)('fills an empty database with the demo data, and refuses one with accounts', async () => {
    const test = await target.create();
    try {
      const env = { DATA_DIR: test.dataDir, DATABASE_URL: test.databaseUrl ?? undefined };
      const first = await runScript(['server/cli/demoData.ts'], env);
      expect(first.code, first.out).toBe(0);
      expect(first.out).toContain('admin / rocket123');
      expect(await findAccountByUsername(test.database.db, 'creator1')).toBeDefined();
      expect(await isDemoDatabase(test.database.db)).toBe(true);
      const users = await test.database.db.selectFrom('users').select('id').execute();
      const again = await runScript(['server/cli/demoData.ts'], env);
      expect(again.code).toBe(1);
      expect(again.out).toContain('already holds accounts');
      expect(await test.database.db.selectFrom('users').select('id').execute()).toHaveLength(users.length);
    } finally {
      await test.dispose();
    }
  }, 180_000);
});
