import { type Migration, sql } from 'kysely';
import type { Dialect } from '../schema.js';
import type { Db } from './ddl.js';

/**
 * 0019: how many accounts hold each role in each status, and how many are in each status at all
 * (role `*`), kept by triggers on `users` and `user_roles` in the writing transaction, so every
 * writer (the API, create-admin, seeds) keeps them exact (docs/scale.md). The users list reads its
 * count from here when it is filtered by role and/or status only. Accounts are never deleted
 * (they are frozen or marked deleted), so a delete of a user is refused here: the counts could not
 * follow a cascade that removes its roles after it.
 */
const ANY_ROLE = '*';

const SQLITE_TRIGGERS = [
  `CREATE TRIGGER user_counts_user_added AFTER INSERT ON users BEGIN
     INSERT INTO user_counts (role, status, n) VALUES ('${ANY_ROLE}', NEW.status, 1)
       ON CONFLICT (role, status) DO UPDATE SET n = n + 1;
   END`,
  `CREATE TRIGGER user_counts_status_changed AFTER UPDATE OF status ON users WHEN OLD.status <> NEW.status BEGIN
     INSERT INTO user_counts (role, status, n)
       SELECT role, NEW.status, 0 FROM user_roles WHERE user_id = NEW.id
       UNION ALL SELECT '${ANY_ROLE}', NEW.status, 0 WHERE true
       ON CONFLICT (role, status) DO NOTHING;
     UPDATE user_counts SET n = n - 1
       WHERE status = OLD.status AND (role = '${ANY_ROLE}' OR role IN (SELECT role FROM user_roles WHERE user_id = NEW.id));
     UPDATE user_counts SET n = n + 1
       WHERE status = NEW.status AND (role = '${ANY_ROLE}' OR role IN (SELECT role FROM user_roles WHERE user_id = NEW.id));
   END`,
  `CREATE TRIGGER user_counts_no_delete BEFORE DELETE ON users BEGIN
     SELECT RAISE(ABORT, 'accounts are never deleted: freeze them or mark them deleted');
   END`,
  `CREATE TRIGGER user_counts_role_added AFTER INSERT ON user_roles BEGIN
     INSERT INTO user_counts (role, status, n) SELECT NEW.role, status, 1 FROM users WHERE id = NEW.user_id
       ON CONFLICT (role, status) DO UPDATE SET n = n + 1;
   END`,
  `CREATE TRIGGER user_counts_role_removed AFTER DELETE ON user_roles BEGIN
     UPDATE user_counts SET n = n - 1
       WHERE role = OLD.role AND status = (SELECT status FROM users WHERE id = OLD.user_id);
   END`,
];

/**
 * One function per event. A transaction that changes a count first takes one advisory lock until
 * it ends: the counts are a few rows every account write touches, in whatever order its roles
 * come (a role edit removes one role and adds another while a status change walks them sorted),
 * so without it two such writes could each hold a count the other waits for. Account writes are
 * rare; taking turns costs nothing a person notices.
 */
const POSTGRES_TRIGGERS = [
  `CREATE FUNCTION user_counts_add(p_role text, p_status text, p_n integer) RETURNS void LANGUAGE sql AS $$
     SELECT pg_advisory_xact_lock(hashtext('user_counts'));
     INSERT INTO user_counts (role, status, n) VALUES (p_role, p_status, p_n)
       ON CONFLICT (role, status) DO UPDATE SET n = user_counts.n + EXCLUDED.n
   $$`,
  `CREATE FUNCTION user_counts_user() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE r record;
   BEGIN
     IF TG_OP = 'DELETE' THEN
       RAISE EXCEPTION 'accounts are never deleted: freeze them or mark them deleted';
     ELSIF TG_OP = 'INSERT' THEN
       PERFORM user_counts_add('${ANY_ROLE}', NEW.status, 1);
     ELSIF OLD.status <> NEW.status THEN
       FOR r IN SELECT role FROM user_roles WHERE user_id = NEW.id UNION ALL SELECT '${ANY_ROLE}' ORDER BY 1 LOOP
         PERFORM user_counts_add(r.role, LEAST(OLD.status, NEW.status), CASE WHEN OLD.status < NEW.status THEN -1 ELSE 1 END);
         PERFORM user_counts_add(r.role, GREATEST(OLD.status, NEW.status), CASE WHEN OLD.status < NEW.status THEN 1 ELSE -1 END);
       END LOOP;
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER user_counts_user AFTER INSERT OR UPDATE OF status ON users FOR EACH ROW EXECUTE FUNCTION user_counts_user()`,
  `CREATE TRIGGER user_counts_no_delete BEFORE DELETE ON users FOR EACH ROW EXECUTE FUNCTION user_counts_user()`,
  `CREATE FUNCTION user_counts_role() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'INSERT' THEN
       PERFORM user_counts_add(NEW.role, (SELECT status FROM users WHERE id = NEW.user_id), 1);
     ELSE
       PERFORM user_counts_add(OLD.role, (SELECT status FROM users WHERE id = OLD.user_id), -1);
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER user_counts_role AFTER INSERT OR DELETE ON user_roles FOR EACH ROW EXECUTE FUNCTION user_counts_role()`,
];

export function userCounts(dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('user_counts')
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('n', dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('user_counts_key', ['role', 'status'])
        .execute();
      await countAccounts(db);
      for (const statement of dialect === 'postgres' ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) await sql.raw(statement).execute(db);
      // The users list filtered by status pages through this index in id order.
      await db.schema.createIndex('users_status_id_idx').on('users').columns(['status', 'id']).execute();
    },
    async down(db: Db) {
      if (dialect === 'postgres') {
        await sql.raw('DROP TRIGGER IF EXISTS user_counts_user ON users').execute(db);
        await sql.raw('DROP TRIGGER IF EXISTS user_counts_no_delete ON users').execute(db);
        await sql.raw('DROP TRIGGER IF EXISTS user_counts_role ON user_roles').execute(db);
        for (const fn of ['user_counts_user()', 'user_counts_role()', 'user_counts_add(text, text, integer)'])
          await sql.raw(`DROP FUNCTION IF EXISTS ${fn}`).execute(db);
      } else {
        for (const name of ['user_counts_user_added', 'user_counts_status_changed', 'user_counts_no_delete', 'user_counts_role_added', 'user_counts_role_removed'])
          await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
      }
      await db.schema.dropIndex('users_status_id_idx').ifExists().execute();
      await db.schema.dropTable('user_counts').ifExists().execute();
    },
  };
}

/** Fills `user_counts` from the accounts (empty it first to count again, e.g. after a bulk load). */
export async function countAccounts(db: Db): Promise<void> {
  await sql
    .raw(
      `INSERT INTO user_counts (role, status, n)
       SELECT '${ANY_ROLE}', status, count(*) FROM users GROUP BY status
       UNION ALL
       SELECT r.role, u.status, count(*) FROM user_roles r JOIN users u ON u.id = r.user_id GROUP BY r.role, u.status`,
    )
    .execute(db);
}

export { ANY_ROLE };
