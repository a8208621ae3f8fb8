/**
 * The demo outbox: the phone codes the embedded sender "sent" in demo mode, kept in
 * `phone_outbox` so a visitor without a phone can try registering and retrieving a password.
 * Codes for a phone held by an ADMIN, LUA_ADMIN or AUDITOR account are never written here and
 * never read back (if the role came later): those accounts reset their passwords through an
 * administrator, so the outbox cannot hand over the platform. See docs/auth-protocol.md.
 */
import type { Kysely } from 'kysely';
import type { PhoneCodePurpose, PhoneOutboxEntry } from '../../../contracts/auth.js';
import type { Role } from '../../../contracts/roles.js';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';

/** Roles whose phone codes the outbox withholds. */
export const OUTBOX_WITHHELD_ROLES = ['ADMIN', 'LUA_ADMIN', 'AUDITOR'] as const satisfies readonly Role[];

export const OUTBOX_SIZE = 20;

/** Phones of any account (deleted ones too) holding a withheld role. */
function withheldPhones(db: Kysely<DB>) {
  return db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select('users.phone')
    .where('user_roles.role', 'in', OUTBOX_WITHHELD_ROLES)
    .where('users.phone', 'is not', null);
}

export async function phoneWithheld(db: Kysely<DB>, phone: string): Promise<boolean> {
  const row = await withheldPhones(db).where('users.phone', '=', phone).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Keeps a sent code for the outbox unless its phone is withheld; answers whether it was kept. */
export async function recordInOutbox(db: Kysely<DB>, phone: string, code: string, purpose: PhoneCodePurpose): Promise<boolean> {
  if (await phoneWithheld(db, phone)) return false;
  await db.insertInto('phone_outbox').values({ phone, code, purpose, at: isoTime() }).execute();
  return true;
}

/** The newest codes, optionally for one phone; withheld phones are left out. */
export async function readOutbox(db: Kysely<DB>, phone?: string): Promise<PhoneOutboxEntry[]> {
  let query = db
    .selectFrom('phone_outbox')
    .select(['phone', 'code', 'purpose', 'at'])
    .where('phone', 'not in', withheldPhones(db))
    .orderBy('id', 'desc')
    .limit(OUTBOX_SIZE);
  if (phone) query = query.where('phone', '=', phone);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, purpose: row.purpose === 'retrieve' ? 'retrieve' : 'register' }));
}
