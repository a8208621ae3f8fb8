/**
 * The card keys' secret and what is made of it (docs/cardKeys.md, "Secrets"). It never lives in
 * the database, so a copy of the database gives no usable key:
 *   - CARD_KEY_SECRET when set (every instance of one deployment sets the same), else
 *   - DATA_DIR/card-key.secret, 32 random bytes (hex) written once with mode 0600.
 * Keys are derived from it with HKDF-SHA-256 (server/sealing.ts): one for the keyed hash a key is
 * found by (HMAC-SHA-256), one to seal a group's plain keys for their downloads (AES-256-GCM), one
 * to seal the two-step verification secrets (docs/auth-protocol.md, "Two-step verification").
 *
 * The database keeps a check value (an HMAC of a fixed label, which gives nothing away) so that a
 * server started with another secret than the one its card keys were made with refuses to start,
 * rather than answering every key "not valid".
 */
import { createHmac, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { readSetting, settleSetting } from '../../db/settings.js';
import { deriveKey, Sealer } from '../../sealing.js';

const CHECK_SETTING = 'card_key_secret_check';
/** The shortest secret accepted: 32 characters (e.g. 64 hex digits from `openssl rand -hex 32`). */
export const CARD_KEY_SECRET_MIN_LENGTH = 32;

/** Hashes and seals card keys under one secret. */
export class CardKeyVault {
  readonly #hashKey: Buffer;
  readonly #groups: Sealer;
  /** Two-step verification secrets (server/modules/mfa/): sealed under the same secret, another key. */
  readonly mfaSecrets: Sealer;

  constructor(secret: string) {
    this.#hashKey = deriveKey(secret, 'card-key-hash');
    this.#groups = new Sealer(deriveKey(secret, 'card-key-seal'));
    this.mfaSecrets = new Sealer(deriveKey(secret, 'mfa-secret-seal'));
  }

  /** The keyed hash of a key's 16 normalised symbols (hex): how the database finds it. */
  hash(raw: string): string {
    return createHmac('sha256', this.#hashKey).update(raw, 'utf8').digest('hex');
  }

  /** Tells this secret from another without giving it away. */
  checkValue(): string {
    return createHmac('sha256', this.#hashKey).update('card-key-secret-check', 'utf8').digest('hex');
  }

  /** A group's keys (16 symbols each, in order) sealed with AES-256-GCM, bound to the group: base64. */
  seal(groupId: number, raws: readonly string[]): string {
    return this.#groups.seal(`card-group:${groupId}`, raws.join(''));
  }

  /** The keys sealed for `groupId`; throws when the seal was changed or belongs to another group. */
  unseal(groupId: number, sealed: string, keyLength: number): string[] {
    const text = this.#groups.unseal(`card-group:${groupId}`, sealed);
    const raws: string[] = [];
    for (let at = 0; at < text.length; at += keyLength) raws.push(text.slice(at, at + keyLength));
    return raws;
  }
}

/** The secret file's content, writing a new random secret first when there is none (atomically). */
export function secretFromFile(path: string): string {
  mkdirSync(dirname(path), { recursive: true });
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    // link() refuses an existing name: two instances starting at once keep the first one's secret.
    linkSync(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < CARD_KEY_SECRET_MIN_LENGTH) {
    throw new Error(`${path} holds no card key secret (at least ${CARD_KEY_SECRET_MIN_LENGTH} characters): restore it from a backup`);
  }
  return secret;
}

/**
 * The vault of this server: CARD_KEY_SECRET or the secret file, checked against the value the
 * database keeps. A different secret on a database that has card groups stops the server.
 */
export async function openCardKeyVault(config: Pick<Config, 'cardKeySecret' | 'cardKeySecretFile'>, db: Kysely<DB>): Promise<CardKeyVault> {
  if (config.cardKeySecret !== null && config.cardKeySecret.length < CARD_KEY_SECRET_MIN_LENGTH) {
    throw new Error(`CARD_KEY_SECRET must be at least ${CARD_KEY_SECRET_MIN_LENGTH} characters (e.g. openssl rand -hex 32)`);
  }
  const vault = new CardKeyVault(config.cardKeySecret ?? secretFromFile(config.cardKeySecretFile));
  const check = vault.checkValue();
  const stored = (await readSetting(db, CHECK_SETTING)) ?? (await settleSetting(db, CHECK_SETTING, check));
  if (stored === check) return vault;
  const made =
    (await db.selectFrom('card_groups').select('id').limit(1).executeTakeFirst()) ??
    (await db.selectFrom('user_mfa').select('user_id').limit(1).executeTakeFirst());
  if (made) {
    throw new Error(
      `The card key secret (${config.cardKeySecret ? 'CARD_KEY_SECRET' : config.cardKeySecretFile}) is not the one this database's card keys were made with: ` +
        'no key could be redeemed or downloaded. Start with the original secret (docs/cardKeys.md, "Secrets").',
    );
  }
  // No key was made under the old secret: this one takes its place.
  await db.updateTable('settings').set({ value: check }).where('key', '=', CHECK_SETTING).execute();
  return vault;
}
