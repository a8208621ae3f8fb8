/**
 * Sealing small secrets at rest with AES-256-GCM under a key derived (HKDF-SHA-256) from a secret
 * no database row holds: the card key secret (docs/cardKeys.md, "Secrets"). Card key groups and
 * two-step verification secrets are sealed here, each under a key of its own purpose and bound to
 * the row it belongs to, so a seal copied to another row does not open.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A 256-bit key for one purpose, derived from the secret. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), 'rocket-script card keys', purpose, 32));
}

/** Seals and opens text under one key; `binding` names the row a seal belongs to. */
export class Sealer {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    this.#key = key;
  }

  /** iv, tag and ciphertext, base64. */
  seal(binding: string, text: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(Buffer.from(binding, 'utf8'));
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** The sealed text; throws when the seal was changed or belongs to another binding. */
  unseal(binding: string, sealed: string): string {
    const bytes = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(binding, 'utf8'));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}
