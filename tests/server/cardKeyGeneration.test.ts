/**
 * Generating card keys on both databases (docs/cardKeys.md, "Generation"): a key whose hash is
 * taken already is drawn again (and only that key), two generations at once drawing the very same
 * keys still end with every key unique and every group complete, a server with another secret
 * than its keys were made with does not start, and a group of 100,000 keys is made in one call.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CARD_KEY_ALPHABET, CARD_NUM_MAX, normalizeCardKey } from '../../contracts/cardKeys.js';
import type { CardKeyDeps } from '../../server/modules/cardKeys/deps.js';
import { generateCardGroup } from '../../server/modules/cardKeys/groups.js';
import { openCardKeyVault } from '../../server/modules/cardKeys/secrets.js';
import { authUserOf } from '../../server/modules/user/accounts.js';
import { addGroup, keysOf } from './support/cardKeys.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { useTestServer } from './support/server.js';

/** The random bytes that make exactly `raw` (each symbol's index in the alphabet). */
const bytesOf = (raw: string) => Buffer.from([...raw].map((c) => CARD_KEY_ALPHABET.indexOf(c)));

/** A random source that answers `first` keys' bytes at first, then real randomness. */
function scripted(first: readonly string[]) {
  let used = false;
  return (size: number) => {
    if (used) return randomBytes(size);
    used = true;
    const head = Buffer.concat(first.map(bytesOf));
    return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]).subarray(0, size);
  };
}

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`generating card keys on ${target.name}`, () => {
    const server = useTestServer(target);
    const deps = async (): Promise<CardKeyDeps> => ({
      db: server.db,
      dialect: server.database.dialect,
      vault: await openCardKeyVault(server.config, server.db),
      currency: server.config.currency,
    });

    it('draws again only the key whose hash is taken already', async () => {
      const admin = await authUserOf(server.db, 'admin');
      const [taken] = await keysOf(server, (await addGroup(server, await server.sessionFor('admin'), { goodsCard: 'vip', cardNum: 1, validDay: 1, price: '1' })).id);
      const raw = normalizeCardKey(taken!)!;
      const fresh = 'ABCDEFGHJKLMNPQR';
      const made = await generateCardGroup(await deps(), admin, { goodsCard: 'svip', cardNum: 3, validDay: 1, price: '1' }, { random: scripted([raw, fresh, raw]) });
      expect(made.keys).toHaveLength(3);
      expect(made.keys).toContain(fresh);
      expect(made.keys).not.toContain(raw);
      const stored = await server.db.selectFrom('card_keys').select('group_id').where('key_hash', '=', (await deps()).vault.hash(raw)).execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]!.group_id).not.toBe(made.id);
      // The database itself refuses a second key with the same hash.
      const at = new Date().toISOString();
      await expect(
        server.db.insertInto('card_keys').values({ group_id: made.id, key_hash: (await deps()).vault.hash(raw), last4: raw.slice(-4), status: 'unused', redeemed_by: null, redeemed_at: null, expires_at: null, created_at: at, updated_at: at }).execute(),
      ).rejects.toThrow(/unique|duplicate/i);
    });

    it('keeps every key unique when two generations draw the same keys at once', async () => {
      const admin = await authUserOf(server.db, 'admin');
      const shared = Array.from({ length: 2000 }, () => [...randomBytes(16)].map((b) => CARD_KEY_ALPHABET[b & 31]).join(''));
      const made = await Promise.all([0, 1].map(async () => generateCardGroup(await deps(), admin, { goodsCard: 'vip', cardNum: 2000, validDay: 1, price: '1' }, { random: scripted(shared) })));
      const counts = await server.db.selectFrom('card_keys').select(['group_id']).where('group_id', 'in', made.map((g) => g.id)).execute();
      expect(counts.filter((r) => r.group_id === made[0]!.id)).toHaveLength(2000);
      expect(counts.filter((r) => r.group_id === made[1]!.id)).toHaveLength(2000);
      expect(new Set([...made[0]!.keys, ...made[1]!.keys]).size).toBe(4000);
      // Each shared key went to one group only.
      const sharedTaken = shared.filter((raw) => made[0]!.keys.includes(raw) || made[1]!.keys.includes(raw));
      expect(sharedTaken).toHaveLength(2000);
    });

    it('refuses to run with another secret than the one its card keys were made with; takes one over where none was made', async () => {
      const other = { cardKeySecret: 'c'.repeat(64), cardKeySecretFile: '' };
      await expect(openCardKeyVault(other, server.db)).rejects.toThrow(/not the one this database's card keys were made with/);
      await expect(openCardKeyVault(server.config, server.db)).resolves.toBeDefined();
      const empty = await target.create();
      try {
        const first = await openCardKeyVault({ cardKeySecret: 'd'.repeat(64), cardKeySecretFile: '' }, empty.database.db);
        const second = await openCardKeyVault(other, empty.database.db);
        expect(second.checkValue()).not.toBe(first.checkValue());
        const stored = await empty.database.db.selectFrom('settings').select('value').where('key', '=', 'card_key_secret_check').executeTakeFirstOrThrow();
        expect(stored.value).toBe(second.checkValue());
      } finally {
        await empty.dispose();
      }
    });

    it(`makes a group of ${CARD_NUM_MAX.toLocaleString('en')} keys in one call`, { timeout: 120_000 }, async () => {
      const started = performance.now();
      const group = await addGroup(server, await server.sessionFor('admin'), { goodsCard: 'vip', cardNum: CARD_NUM_MAX, validDay: 31, price: '30' });
      const seconds = (performance.now() - started) / 1000;
      expect(group.unusedNum).toBe(CARD_NUM_MAX);
      const row = await server.db.selectFrom('card_keys').select((eb) => [eb.fn.countAll().as('n'), eb.fn.count('key_hash').distinct().as('distinct')]).where('group_id', '=', group.id).executeTakeFirstOrThrow();
      expect(Number(row.n)).toBe(CARD_NUM_MAX);
      expect(Number(row.distinct)).toBe(CARD_NUM_MAX);
      console.log(`${target.name}: ${CARD_NUM_MAX} keys generated over HTTP in ${seconds.toFixed(2)} s`);
    });
  });
}
