/**
 * The card keys' secret and what is made of it (docs/cardKeys.md, "Secrets"): the keyed hash,
 * the seal of a group's keys (AES-256-GCM, bound to its group, refusing any change), the secret
 * file (mode 0600, made once, kept), CARD_KEY_SECRET's rule; the random keys (the alphabet,
 * every symbol about equally often) and the arithmetic of extending VIP or script time.
 */
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARD_KEY_ALPHABET, CARD_KEY_LENGTH, formatCardKey, isCardKey } from '../../contracts/cardKeyKinds.js';
import { loadConfig } from '../../server/config.js';
import { randomCardKeys } from '../../server/modules/cardKeys/generate.js';
import { extendedUntil } from '../../server/modules/cardKeys/grants.js';
import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema.js';
import { CardKeyVault, openCardKeyVault, secretFromFile } from '../../server/modules/cardKeys/secrets.js';

const SECRET = 'a'.repeat(64);
const DAY_MS = 86_400_000;

describe('the card key vault', () => {
  it('hashes a key the same way every time, differently under another secret, never as the key', () => {
    const vault = new CardKeyVault(SECRET);
    const hash = vault.hash('ABCDEFGHJKLMNPQR');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(vault.hash('ABCDEFGHJKLMNPQR')).toBe(hash);
    expect(new CardKeyVault(SECRET).hash('ABCDEFGHJKLMNPQR')).toBe(hash);
    expect(new CardKeyVault('b'.repeat(64)).hash('ABCDEFGHJKLMNPQR')).not.toBe(hash);
    expect(vault.hash('ABCDEFGHJKLMNPQS')).not.toBe(hash);
    expect(vault.checkValue()).not.toBe(new CardKeyVault('b'.repeat(64)).checkValue());
  });

  it('seals a group\'s keys so that only that group\'s seal, unchanged, opens them', () => {
    const vault = new CardKeyVault(SECRET);
    const keys = randomCardKeys(1000);
    const sealed = vault.seal(7, keys);
    expect(sealed).not.toContain(keys[0]);
    expect(vault.unseal(7, sealed, CARD_KEY_LENGTH)).toEqual(keys);
    // Sealed twice, never the same bytes (a fresh IV each time).
    expect(vault.seal(7, keys)).not.toBe(sealed);
    expect(() => vault.unseal(8, sealed, CARD_KEY_LENGTH)).toThrow();
    expect(() => new CardKeyVault('b'.repeat(64)).unseal(7, sealed, CARD_KEY_LENGTH)).toThrow();
    const bytes = Buffer.from(sealed, 'base64');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => vault.unseal(7, bytes.toString('base64'), CARD_KEY_LENGTH)).toThrow();
  });

  it('makes the secret file once, mode 0600, and keeps it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'card-secret-'));
    const path = join(dir, 'nested', 'card-key.secret');
    const first = secretFromFile(path);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(secretFromFile(path)).toBe(first);
    expect(readFileSync(path, 'utf8').trim()).toBe(first);
    writeFileSync(path, 'short\n');
    expect(() => secretFromFile(path)).toThrow(/holds no card key secret/);
  });

  it('takes CARD_KEY_SECRET when set (at least 32 characters), else the file under DATA_DIR', async () => {
    expect(loadConfig({ DATA_DIR: '/tmp/x' })).toMatchObject({ cardKeySecret: null, cardKeySecretFile: '/tmp/x/card-key.secret' });
    expect(loadConfig({ CARD_KEY_SECRET: ` ${SECRET} ` }).cardKeySecret).toBe(SECRET);
    // Refused before the database is asked anything.
    await expect(openCardKeyVault(loadConfig({ CARD_KEY_SECRET: 'too short' }), {} as Kysely<DB>)).rejects.toThrow(/CARD_KEY_SECRET must be at least 32/);
  });
});

describe('random card keys', () => {
  it('are 16 symbols of the alphabet, each symbol about equally likely', () => {
    const keys = randomCardKeys(20_000);
    expect(keys.every((raw) => isCardKey(formatCardKey(raw)))).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    const counts = new Map<string, number>();
    for (const raw of keys) for (const symbol of raw) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    expect([...counts.keys()].sort().join('')).toBe([...CARD_KEY_ALPHABET].sort().join(''));
    // 320,000 symbols: 10,000 expected each; chi-square with 31 degrees of freedom stays far below 80.
    const expected = (keys.length * CARD_KEY_LENGTH) / CARD_KEY_ALPHABET.length;
    const chiSquare = [...counts.values()].reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(80);
  });

  it('take every symbol from the low 5 bits of its own byte', () => {
    const bytes = Buffer.from([...Array(CARD_KEY_LENGTH).keys()].map((i) => i * 32 + i));
    expect(randomCardKeys(1, () => bytes)[0]).toBe(CARD_KEY_ALPHABET.slice(0, CARD_KEY_LENGTH));
  });
});

describe('extending VIP, SVIP or script time', () => {
  const now = Date.parse('2026-03-01T12:00:00.000Z');
  it('adds validDay whole days to the later of now and the current end', () => {
    expect(extendedUntil(null, now, 31)).toBe(now + 31 * DAY_MS);
    expect(extendedUntil('2026-02-01T00:00:00.000Z', now, 31)).toBe(now + 31 * DAY_MS);
    expect(extendedUntil('2026-04-01T00:00:00.000Z', now, 31)).toBe(Date.parse('2026-04-01T00:00:00.000Z') + 31 * DAY_MS);
    expect(extendedUntil(new Date(now).toISOString(), now, 1)).toBe(now + DAY_MS);
    expect(extendedUntil('not a time', now, 7)).toBe(now + 7 * DAY_MS);
  });
});
