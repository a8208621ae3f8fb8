/**
 * Accounts per role and status (docs/scale.md) equal a recount from `users` and `user_roles`, on
 * both databases, after a randomized sequence of writes running at once: new accounts, role
 * edits and status changes; and an account cannot be deleted (the counts could not follow).
 */
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUSES } from '../../contracts/account.js';
import type { Role } from '../../contracts/roles.js';
import type { DB } from '../../server/db/schema.js';
import { isoTime } from '../../server/db/values.js';
import { seedDemo } from '../../server/seed/demo.js';
import { seededRandom } from './support/seededRandom.js';
import { DATABASE_TARGETS } from './support/databases.js';

const ROLES: Role[] = ['CREATOR', 'OPERATE', 'COOPERATE', 'BUSINESS_COMPANY', 'AUDITOR'];

async function counts(db: Kysely<DB>) {
  const rows = await db.selectFrom('user_counts').select(['role', 'status', 'n']).where('n', '<>', 0).execute();
  return Object.fromEntries(rows.map((r) => [`${r.role}|${r.status}`, Number(r.n)]));
}

async function recount(db: Kysely<DB>) {
  const rows = (
    await sql<{ role: string; status: string; n: number | string }>`
      select '*' as role, status, count(*) as n from users group by status
      union all
      select r.role, u.status, count(*) from user_roles r join users u on u.id = r.user_id group by r.role, u.status`.execute(db)
  ).rows;
  return Object.fromEntries(rows.map((r) => [`${r.role}|${r.status}`, Number(r.n)]));
}


describe.each(DATABASE_TARGETS)('account counts on $name', (target) => {
  it.skipIf(!target.available)('equal a recount after writes running at once, and refuse deleting an account', async () => {
    const test = await target.create();
    const db = test.database.db;
    try {
      await seedDemo(db, { days: 2 });
      expect(await counts(db)).toEqual(await recount(db));
      const random = seededRandom(42);
      const at = isoTime();
      let serial = 0;
      const write = (trx: Kysely<DB>) => async () => {
        const kind = random(3);
        if (kind === 0) {
          serial += 1;
          const name = `count${process.pid}x${serial}`;
          const { id } = await trx
            .insertInto('users')
            .values({ username: name, username_key: name, nickname: name, introduction: '', password_salt: '0'.repeat(32), password_hash: 'x', status: 'normal', recharge_coin: 0, is_del: 0, created_at: at, updated_at: at })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx.insertInto('user_roles').values({ user_id: id, role: ROLES[random(ROLES.length)]! }).execute();
          return;
        }
        const users = await trx.selectFrom('users').select('id').orderBy('id').execute();
        const id = users[random(users.length)]!.id;
        if (kind === 1) {
          const roles = [...new Set([ROLES[random(ROLES.length)]!, ROLES[random(ROLES.length)]!])].sort();
          // The account's row first, as the role edit does: two edits of one account take turns.
          await trx.updateTable('users').set({ updated_at: isoTime() }).where('id', '=', id).execute();
          await trx.deleteFrom('user_roles').where('user_id', '=', id).execute();
          await trx.insertInto('user_roles').values(roles.map((role) => ({ user_id: id, role }))).execute();
        } else {
          await trx.updateTable('users').set({ status: ACCOUNT_STATUSES[random(ACCOUNT_STATUSES.length)]! }).where('id', '=', id).execute();
        }
      };
      for (let round = 0; round < 10; round += 1) {
        await Promise.all(Array.from({ length: 6 }, () => db.transaction().execute((trx) => write(trx)())));
      }
      expect(await counts(db)).toEqual(await recount(db));
      const someone = await db.selectFrom('users').select('id').where('username_key', '=', 'creator2').executeTakeFirstOrThrow();
      await expect(db.deleteFrom('users').where('id', '=', someone.id).execute()).rejects.toThrow(/never deleted/);
      expect(await counts(db)).toEqual(await recount(db));
    } finally {
      await test.dispose();
    }
  });
});
