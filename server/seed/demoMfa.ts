/**
 * The demo's two-step verification (DEMO_MFA, on by default; docs/auth-protocol.md, "Demo
 * accounts and the demo code"): the demo `admin` comes enrolled with the published secret below,
 * so anyone can add it to an authenticator (or read the current code from /api/dev/mfaDemoCode).
 * Its ten recovery codes are made and stored hashed but not published: a visitor uses codes.
 * `luaadmin` and `auditor` are not enrolled: their roles require it (MFA_REQUIRED_ROLES), so they
 * enrol at their first sign-in, as a new administrator would. Seeded once per database.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { readSetting, settleSetting } from '../db/settings.js';
import { isoTime } from '../db/values.js';
import type { CardKeyVault } from '../modules/cardKeys/secrets.js';
import { sealSecret } from '../modules/mfa/records.js';
import { replaceRecoveryCodes } from '../modules/mfa/recoveryCodes.js';
import { findAccountByUsername } from '../modules/user/accounts.js';

/** The demo admin's TOTP secret (base32): public on purpose, for demo databases only. */
export const DEMO_MFA_SECRET = 'ROCKETSCRIPTDEMOADMINSECRET23456';
export const DEMO_MFA_USERNAME = 'admin';
const SEEDED_SETTING = 'demo_mfa_seeded';

/** Enrols the demo admin unless this database had it done once (a later disable is kept). */
export async function seedDemoMfa(db: Kysely<DB>, vault: CardKeyVault, appSecret: string, now: number = Date.now()): Promise<boolean> {
  if ((await readSetting(db, SEEDED_SETTING)) !== null) return false;
  const account = await findAccountByUsername(db, DEMO_MFA_USERNAME);
  if (!account) return false;
  await db.transaction().execute(async (trx) => {
    const sealed = sealSecret(vault.mfaSecrets, account.id, DEMO_MFA_SECRET);
    await trx
      .insertInto('user_mfa')
      .values({ user_id: account.id, secret_sealed: sealed, enabled_at: isoTime(now), last_step: null, pending_secret_sealed: null, pending_at: null })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    await replaceRecoveryCodes(trx, appSecret, account.id, now);
    await settleSetting(trx, SEEDED_SETTING, isoTime(now));
  });
  return true;
}
