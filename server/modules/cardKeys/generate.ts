/**
 * Generating a group's keys (docs/cardKeys.md, "Generation"): cryptographically random symbols,
 * each key stored as its keyed hash and last 4 symbols, many keys per statement. The unique
 * index on the hash decides: a key whose hash is taken already (another group's, or a parallel
 * generation's) is not inserted (`on conflict do nothing`), and only that key is drawn again.
 */
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { CARD_KEY_ALPHABET, CARD_KEY_GROUP_LENGTH, CARD_KEY_LENGTH } from '../../../contracts/cardKeyKinds.js';
import type { DB, Dialect } from '../../db/schema.js';
import { rowSet } from './rowSet.js';
import type { CardKeyVault } from './secrets.js';

/** Random bytes: `crypto.randomBytes`, or a test's own source. */
export type RandomSource = (size: number) => Buffer;

/** Keys per statement: two array (or JSON) parameters each, whatever the count. */
export const INSERT_CHUNK = 10_000;
/** Rounds of drawing again before giving up: a collision is a 1-in-10^18 event, a second one a broken source. */
const MAX_ROUNDS = 8;

/**
 * `count` keys of 16 symbols. Each symbol is the low 5 bits of its own random byte: 256 is a
 * multiple of 32, so every symbol of the alphabet is exactly as likely (rejection sampling would
 * never reject here).
 */
export function randomCardKeys(count: number, random: RandomSource = randomBytes): string[] {
  if (CARD_KEY_ALPHABET.length !== 32) throw new Error('the card key alphabet must have 32 symbols');
  const bytes = random(count * CARD_KEY_LENGTH);
  const keys: string[] = new Array<string>(count);
  for (let k = 0; k < count; k++) {
    let raw = '';
    const start = k * CARD_KEY_LENGTH;
    for (let i = 0; i < CARD_KEY_LENGTH; i++) raw += CARD_KEY_ALPHABET[bytes[start + i]! & 31];
    keys[k] = raw;
  }
  return keys;
}

/**
 * Inserts one chunk; answers the hashes the database took for this group. When every row went in
 * (all but always) the count says so; only a shortfall reads back which ones did.
 */
async function insertChunk(
  trx: Kysely<DB>,
  dialect: Dialect,
  groupId: number,
  rows: readonly (readonly [hash: string, last4: string])[],
  at: string,
): Promise<Set<string>> {
  const source = () => rowSet(dialect, 'k', [{ name: 'h', type: 'text' }, { name: 'l', type: 'text' }], rows);
  // `where true`: SQLite would otherwise read `on conflict` as a join's `on`.
  const result = await sql`
    insert into card_keys (group_id, key_hash, last4, status, created_at, updated_at)
    select cast(${groupId} as integer), k.h, k.l, 'unused', ${at}, ${at} from ${source()} where true
    on conflict (key_hash) do nothing`.execute(trx);
  if (Number(result.numAffectedRows ?? 0n) === rows.length) return new Set(rows.map(([hash]) => hash));
  const taken = await sql<{ key_hash: string }>`
    select key_hash from card_keys
    where group_id = ${groupId} and key_hash in (select k.h from ${source()})`.execute(trx);
  return new Set(taken.rows.map((row) => row.key_hash));
}

/**
 * Inserts `count` new keys of group `groupId` inside the caller's transaction and answers them
 * (16 raw symbols each): the only moment the plain keys exist outside their seal.
 */
export async function insertCardKeys(
  trx: Kysely<DB>,
  dialect: Dialect,
  vault: CardKeyVault,
  groupId: number,
  count: number,
  at: string,
  random: RandomSource = randomBytes,
): Promise<string[]> {
  const kept: string[] = [];
  const seen = new Set<string>();
  for (let round = 0; kept.length < count; round++) {
    if (round >= MAX_ROUNDS) throw new Error('card keys keep colliding: the random source is broken');
    // A key drawn twice (or taken by another group) is never tried again.
    const drawn = randomCardKeys(count - kept.length, random).filter((raw) => {
      if (seen.has(raw)) return false;
      seen.add(raw);
      return true;
    });
    // In hash order: the unique index then grows at one end instead of at random pages, which
    // keeps a large group's insert fast once the index outgrows the database's page cache.
    const hashed = drawn.map((raw) => ({ raw, hash: vault.hash(raw) })).sort((a, b) => (a.hash < b.hash ? -1 : 1));
    for (let from = 0; from < hashed.length; from += INSERT_CHUNK) {
      const chunk = hashed.slice(from, from + INSERT_CHUNK);
      const taken = await insertChunk(trx, dialect, groupId, chunk.map(({ raw, hash }) => [hash, raw.slice(-CARD_KEY_GROUP_LENGTH)] as const), at);
      for (const { raw, hash } of chunk) if (taken.has(hash)) kept.push(raw);
    }
  }
  return kept;
}
