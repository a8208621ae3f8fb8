/**
 * Wrong card keys are throttled like wrong passwords (docs/cardKeys.md, "Throttling"), on both
 * databases: per app user and per client address, claimed before the lookup so a burst cannot
 * try more than the limit; the attempt that reaches it locks (429 card_key_rate_limited with
 * Retry-After), a right key is refused too while locked, the lock ends after its time, and
 * garbled keys never count.
 */
import { describe, expect, it } from 'vitest';
import type { RedeemAnswer } from '../../contracts/cardKeys.js';
import { addGroup, CARD, keysOf } from './support/cardKeys.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { call, useTestServer } from './support/server.js';

const WRONG = (n: number) => `ZZZZ-ZZZZ-ZZZZ-${'23456789ABCDEFGH'[n % 16]}${'23456789ABCDEFGH'[(n >> 4) % 16]}ZZ`;

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`wrong card keys on ${target.name}`, () => {
    const server = useTestServer(target, { trustProxy: true });
    const redeem = (token: string, cardKey: string, from: string, url = server.url) =>
      call<RedeemAnswer>(url, 'POST', `${CARD}/redeemCardKey`, { token, body: { cardKey }, headers: { 'X-Forwarded-For': from } });
    const vipKeys = async (n: number) => keysOf(server, (await addGroup(server, await server.sessionFor('admin'), { goodsCard: 'vip', cardNum: n, validDay: 1, price: '1' })).id);
    const clear = () => server.db.deleteFrom('throttles').where('key', 'like', 'card-fail:%').execute();

    it('locks a user out after 10 wrong keys (the 10th answers 429); a right key waits too; another user is not touched', async () => {
      const player1 = await server.login('player1');
      const player2 = await server.login('player2');
      const [right, other] = await vipKeys(2);
      for (let n = 1; n <= 9; n++) {
        const answer = await redeem(player1, WRONG(n), `10.0.${n}.1`);
        expect(answer.status, `try ${n}`).toBe(400);
        expect(answer.body.data).toMatchObject({ reason: 'card_key_invalid' });
      }
      const tenth = await redeem(player1, WRONG(10), '10.0.10.1');
      expect(tenth.status).toBe(429);
      expect(tenth.body.data).toEqual({ reason: 'card_key_rate_limited', retryAfter: server.config.limits.cardKeyLockSeconds });
      expect(tenth.headers.get('retry-after')).toBe(String(server.config.limits.cardKeyLockSeconds));
      const locked = await redeem(player1, right!, '10.0.11.1');
      expect(locked.status).toBe(429);
      expect(locked.body.data).toMatchObject({ reason: 'card_key_rate_limited' });
      expect((await redeem(player2, other!, '10.0.12.1')).status).toBe(200);
      await clear();
    });

    it('lets a burst of 30 parallel wrong keys look up only the 10 claimed ones', async () => {
      const player1 = await server.login('player1');
      const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => redeem(player1, WRONG(n + 40), '10.1.0.1')));
      const reasons = answers.map((a) => (a.body.data as unknown as { reason: string }).reason);
      expect(reasons.filter((r) => r === 'card_key_invalid')).toHaveLength(9);
      // The 10th locks; the rest were refused either before (busy: lookups running) or after the lock.
      expect(reasons.filter((r) => r === 'card_key_rate_limited').length).toBeGreaterThanOrEqual(1);
      expect(reasons.filter((r) => r === 'card_key_rate_limited' || r === 'card_key_busy')).toHaveLength(21);
      await clear();
    });

    it('answers a burst of 50 parallel attempts with one right key as busy or used, never as wrong keys, and locks nobody', async () => {
      const player1 = await server.login('player1');
      const [right] = await vipKeys(1);
      const answers = await Promise.all(Array.from({ length: 50 }, () => redeem(player1, right!, '10.3.0.1')));
      const reasons = answers.map((a) => (a.status === 200 ? 'ok' : (a.body.data as unknown as { reason: string }).reason));
      expect(reasons.filter((r) => r === 'ok')).toHaveLength(1);
      expect(reasons.filter((r) => r !== 'ok' && r !== 'card_key_used' && r !== 'card_key_busy')).toEqual([]);
      const busy = answers.find((a) => (a.body.data as unknown as { reason?: string }).reason === 'card_key_busy');
      if (busy) expect(busy.headers.get('retry-after')).toBe('1');
      const after = await redeem(player1, WRONG(99), '10.3.0.1');
      expect(after.body.data).toMatchObject({ reason: 'card_key_invalid' });
      await clear();
    });

    it('locks an address out after its wrong keys, whichever users sent them; the lock ends after its time', async () => {
      const url = await server.startAnother({ limits: { ...server.config.limits, cardKeyFailuresPerUser: 100, cardKeyFailuresPerAddress: 6, cardKeyLockSeconds: 1 } });
      const tokens = [await server.login('player1'), await server.login('player2')];
      const [right] = await vipKeys(1);
      const statuses: number[] = [];
      for (let n = 0; n < 6; n++) statuses.push((await redeem(tokens[n % 2]!, WRONG(n + 80), '10.2.0.9', url)).status);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
      expect((await redeem(tokens[1]!, right!, '10.2.0.9', url)).status).toBe(429);
      // Another address is not locked; once the lock has passed, the first one may try again.
      expect((await redeem(tokens[1]!, WRONG(99), '10.2.0.10', url)).status).toBe(400);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await redeem(tokens[1]!, right!, '10.2.0.9', url)).status).toBe(200);
      await clear();
    });

    it('never counts garbled keys: they are no guess', async () => {
      const player2 = await server.login('player2');
      for (let n = 0; n < 25; n++) {
        const answer = await redeem(player2, `ZZZZ-ZZZZ-ZZZZ-ZZZ${n % 2 ? 'O' : '1'}`, '10.3.0.1');
        expect(answer.body.data, `try ${n}`).toMatchObject({ reason: 'card_key_invalid' });
      }
      const rows = await server.db.selectFrom('throttles').select('count').where('key', 'like', 'card-fail:%').where('count', '>', 0).execute();
      expect(rows).toEqual([]);
    });
  });
}
