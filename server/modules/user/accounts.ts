/**
 * Accounts: lookups by name, phone and id, creation (with roles and an audit row) and password
 * replacement. Names are matched on `username_key` = lower(trim(name)), so they are unique
 * regardless of case.
 */
import type { Kysely } from 'kysely';
import { userRecordName } from '../../../contracts/recordNames.js';
import type { Role } from '../../../contracts/roles.js';
import { appendAudit } from '../../db/audit.js';
import { uniqueViolationColumn } from '../../db/errors.js';
import type { DB, UserRow } from '../../db/schema.js';
import { isoTime, toCount } from '../../db/values.js';
import type { AuthUser } from '../../http/access.js';
import { fail } from '../../http/envelope.js';
import type { PasswordVerifier } from './passwords.js';

export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

export async function findAccountByUsername(db: Kysely<DB>, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('username_key', '=', usernameKey(username))
    .where('is_del', '=', 0)
    .executeTakeFirst();
}

export async function findAccountById(db: Kysely<DB>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).where('is_del', '=', 0).executeTakeFirst();
}

export async function phoneRegistered(db: Kysely<DB>, phone: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('phone', '=', phone).where('is_del', '=', 0).executeTakeFirst();
  return row !== undefined;
}

/** How the audit trail names user `userId` (contracts/recordNames.ts), deleted or not. */
export async function accountRecordName(db: Kysely<DB>, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select(['username', 'nickname']).where('id', '=', userId).executeTakeFirst();
  return row ? userRecordName(row.username, row.nickname) : `#${userId}`;
}

export async function rolesOf(db: Kysely<DB>, userId: number): Promise<Role[]> {
  const rows = await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).orderBy('role').execute();
  return rows.map((r) => r.role);
}

type AuthUserRow = Pick<UserRow, 'id' | 'username' | 'username_key' | 'nickname' | 'company_id' | 'cooperate_id'>;

/** The account as the routes see the caller (server/http/access.ts), from its row and roles. */
export function toAuthUser(row: AuthUserRow, roles: Role[]): AuthUser {
  return {
    id: row.id,
    username: row.username,
    usernameKey: row.username_key,
    nickname: row.nickname,
    roles,
    companyId: row.company_id,
    cooperateId: row.cooperate_id,
  };
}

/** An account (by id or username) as a caller, for work done in its name outside a request (the demo seed). */
export async function authUserOf(db: Kysely<DB>, account: number | string): Promise<AuthUser> {
  const row = typeof account === 'number' ? await findAccountById(db, account) : await findAccountByUsername(db, account);
  if (!row) throw new Error(`No account ${account}`);
  return toAuthUser(row, await rolesOf(db, row.id));
}

export interface NewAccount {
  username: string;
  nickname: string;
  phone: string | null;
  email?: string | null;
  introduction?: string;
  /** At least one, unless `appUser`. */
  roles: readonly Role[];
  /** An app user (a player): no back-office role, only the app's calls (docs/cardKeys.md). */
  appUser?: boolean;
  companyId?: number | null;
  cooperateId?: number | null;
  verifier: PasswordVerifier;
}

/** Throws 409 username_taken / phone_taken when the name or phone is in use. */
export async function assertAccountFree(db: Kysely<DB>, username: string, phone: string | null): Promise<void> {
  const byName = await db.selectFrom('users').select('id').where('username_key', '=', usernameKey(username)).executeTakeFirst();
  if (byName) throw fail.conflict('This username is taken', 'username_taken');
  if (phone) {
    const byPhone = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
    if (byPhone) throw fail.conflict('This phone number is already registered', 'phone_taken');
  }
}

/**
 * Inserts the account, its roles and a 'CREATE' audit row. Run it inside a transaction; a race
 * lost on the unique name or phone still answers 409.
 */
export async function insertAccount(db: Kysely<DB>, account: NewAccount, actorId: number | null, now = Date.now()): Promise<number> {
  if (account.roles.length === 0 && !account.appUser) throw new Error('an account needs at least one role');
  if (account.roles.length > 0 && account.appUser) throw new Error('an app user holds no back-office role');
  const at = isoTime(now);
  let id: number;
  try {
    const row = await db
      .insertInto('users')
      .values({
        username: account.username.trim(),
        username_key: usernameKey(account.username),
        nickname: account.nickname,
        phone: account.phone,
        email: account.email ?? null,
        avatar: null,
        introduction: account.introduction ?? '',
        password_salt: account.verifier.salt,
        password_hash: account.verifier.hash,
        status: 'normal',
        recharge_coin: 0,
        end_online_time: null,
        vip_time: null,
        svip_time: null,
        is_del: 0,
        company_id: account.companyId ?? null,
        cooperate_id: account.cooperateId ?? null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = Number(row.id);
  } catch (error) {
    const column = uniqueViolationColumn(error);
    if (column === 'username_key') throw fail.conflict('This username is taken', 'username_taken');
    if (column === 'phone') throw fail.conflict('This phone number is already registered', 'phone_taken');
    throw error;
  }
  if (account.roles.length > 0) {
    await db
      .insertInto('user_roles')
      .values(account.roles.map((role) => ({ user_id: id, role })))
      .execute();
  }
  await appendAudit(
    db,
    {
      actorId: actorId ?? id,
      entity: 'user',
      entityId: id,
      recordName: userRecordName(account.username.trim(), account.nickname),
      event: 'CREATE',
      fromStatus: null,
      toStatus: 'normal',
      payload: { username: account.username.trim(), roles: account.roles },
    },
    now,
  );
  return id;
}

/** Replaces the salt and verifier, with an audit row naming why ('CHANGE_PASSWORD', 'RETRIEVE_PASSWORD'). */
export async function replacePassword(
  db: Kysely<DB>,
  userId: number,
  verifier: PasswordVerifier,
  event: 'CHANGE_PASSWORD' | 'RETRIEVE_PASSWORD',
  actorId: number | null,
  now = Date.now(),
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_salt: verifier.salt, password_hash: verifier.hash, updated_at: isoTime(now) })
    .where('id', '=', userId)
    .execute();
  const recordName = await accountRecordName(db, userId);
  await appendAudit(db, { actorId, entity: 'user', entityId: userId, recordName, event, payload: {} }, now);
}

export async function countAccounts(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return toCount(row.n);
}
