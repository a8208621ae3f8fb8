/**
 * Redeeming card keys, the app's call, over HTTP on both databases (docs/cardKeys.md): app users
 * (no back-office role) sign in and redeem, and get 403 from back-office calls, which in turn may
 * not redeem; what a key gives (a script, VIP time extended from the later of now and its end);
 * keys of a disabled group, disabled and used keys refused with their own 409; bad input and
 * garbled keys 400 that change nothing; 50 parallel redemptions of one key: one success.
 */
import { describe, expect, it } from 'vitest';
import type { MyCardGoods, RedeemAnswer } from '../../contracts/cardKeys.js';
import { tableCounts } from './support/controlCharacters.js';
import { addGroup, CARD, keyRowsOf, keysOf, refusedVariants, scriptOf, userIdOf } from './support/cardKeys.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, call, useTestServer } from './support/server.js';
import { redeemCardKeyForm } from '../../contracts/cardKeys.js';
import { cardKeyAddressKey, cardKeyUserKey } from '../../server/modules/cardKeys/redeemAttempts.js';

const DAY_MS = 86_400_000;

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`redeeming card keys on ${target.name}`, () => {
    const server = useTestServer(target);
    const redeem = (token: string, cardKey: unknown, url = server.url) => call<RedeemAnswer>(url, 'POST', `${CARD}/redeemCardKey`, { token, body: { cardKey } });
    const vipGroup = async (cardNum: number, validDay = 31) => addGroup(server, await server.sessionFor('admin'), { goodsCard: 'vip', cardNum, validDay, price: '30' });

    it('lets an app user sign in and redeem, and nothing else; back-office accounts may not redeem', async () => {
      const player = await server.login('player1');
      for (const [method, path] of [['GET', '/userQuery/userInfo'], ['GET', '/card/queryCardGroup'], ['GET', '/dashboard/summary'], ['POST', '/card/addCardGroup'], ['GET', '/game/queryGame']] as const) {
        const answer = await call(server.url, method, `${API}${path}`, { token: player, body: method === 'POST' ? {} : undefined });
        expect(answer.status, `${path}: ${answer.text}`).toBe(403);
        // A reason of its own, so the sign-in screen can tell a player to use the app.
        expect(answer.text).toContain('"reason":"app_account"');
      }
      const mine = await server.get<MyCardGoods>(`${CARD}/myCardGoods`, { token: player });
      expect(mine.status, mine.text).toBe(200);
      expect(mine.body.data.vipTime).not.toBeNull();
      for (const staff of ['admin', 'creator1', 'auditor']) {
        const answer = await redeem(await server.sessionFor(staff), 'ABCD-EFGH-JKLM-NPQR');
        expect(answer.status, staff).toBe(403);
      }
    });

    it('grants a script for validDay days, and a second key of it extends from the current end', async () => {
      const player = await server.login('player2');
      const script = await scriptOf(server, 'Farm Days Helper');
      const group = await addGroup(server, await server.sessionFor('creator1'), { goodsCard: 'script', goodsId: script, cardNum: 2, validDay: 10, price: '3' });
      const [one, two] = await keysOf(server, group.id);
      const first = await redeem(player, one!.toLowerCase().replaceAll('-', ' '));
      expect(first.status, first.text).toBe(200);
      const at = Date.parse(first.body.data.redeemedAt);
      expect(first.body.data).toMatchObject({ goodsCard: 'script', goodsId: script, goodsName: 'Farm Days Helper', validDay: 10, groupId: group.id });
      expect(Date.parse(first.body.data.expiresAt)).toBe(at + 10 * DAY_MS);
      expect(Date.parse(first.body.data.grantedUntil)).toBe(at + 10 * DAY_MS);
      const second = await redeem(player, two!);
      expect(Date.parse(second.body.data.grantedUntil)).toBe(at + 20 * DAY_MS);
      const mine = await server.get<MyCardGoods>(`${CARD}/myCardGoods`, { token: player });
      expect(mine.body.data.scripts).toContainEqual({ scriptId: script, scriptName: 'Farm Days Helper', expiresAt: second.body.data.grantedUntil });
      const key = await server.db.selectFrom('card_keys').selectAll().where('group_id', '=', group.id).where('status', '=', 'redeemed').orderBy('id').executeTakeFirstOrThrow();
      expect(key.redeemed_by).toBe(await userIdOf(server, 'player2'));
      const [row] = await server.db.selectFrom('audit_log').selectAll().where('entity', '=', 'card_key').where('entity_id', '=', String(key.id)).execute();
      expect(row).toMatchObject({ event: 'REDEEM', from_status: 'unused', to_status: 'redeemed', actor_id: await userIdOf(server, 'player2') });
      expect(JSON.parse(row!.payload)).toMatchObject({ groupId: group.id, goodsCard: 'script', goodsId: script, validDay: 10 });
    });

    it('extends VIP time from the later of now and its current end', async () => {
      const player = await server.login('player2');
      const id = await userIdOf(server, 'player2');
      const [a, b, c] = await keysOf(server, (await vipGroup(3)).id);
      const later = new Date(Date.now() + 100 * DAY_MS).toISOString();
      await server.db.updateTable('users').set({ vip_time: later }).where('id', '=', id).execute();
      const onTop = await redeem(player, a!);
      expect(onTop.body.data.grantedUntil).toBe(new Date(Date.parse(later) + 31 * DAY_MS).toISOString());
      await server.db.updateTable('users').set({ vip_time: new Date(Date.now() - 5 * DAY_MS).toISOString() }).where('id', '=', id).execute();
      const fromNow = await redeem(player, b!);
      expect(Date.parse(fromNow.body.data.grantedUntil)).toBe(Date.parse(fromNow.body.data.redeemedAt) + 31 * DAY_MS);
      await server.db.updateTable('users').set({ vip_time: null }).where('id', '=', id).execute();
      const fresh = await redeem(player, c!);
      expect(Date.parse(fresh.body.data.grantedUntil)).toBe(Date.parse(fresh.body.data.redeemedAt) + 31 * DAY_MS);
      const stored = await server.db.selectFrom('users').select(['vip_time', 'svip_time']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(stored.vip_time).toBe(fresh.body.data.grantedUntil);
    });

    it('refuses keys of a disabled group, disabled keys and used keys, each with its own 409', async () => {
      const player = await server.login('player1');
      const admin = await server.sessionFor('admin');
      const group = await vipGroup(3);
      const [a, b, c] = (await keyRowsOf(server, group.id)).map((row) => row);
      expect((await redeem(player, a!.key)).status).toBe(200);
      const used = await redeem(await server.login('player2'), a!.key);
      expect(used.status).toBe(409);
      expect(used.body.data).toEqual({ reason: 'card_key_used' });
      expect((await server.post(`${CARD}/disableCardKey`, { id: b!.id }, { token: admin })).status).toBe(200);
      const disabledKey = await redeem(player, b!.key);
      expect(disabledKey.status).toBe(409);
      expect(disabledKey.body.data).toEqual({ reason: 'card_key_disabled' });
      expect((await server.post(`${CARD}/disableCardGroup`, { id: group.id }, { token: admin })).status).toBe(200);
      const before = await tableCounts(server.db);
      for (const { key } of [a!, b!, c!]) {
        const refused = await redeem(player, key);
        expect(refused.status, refused.text).toBe(409);
        expect(refused.body.data).toEqual({ reason: 'card_group_disabled' });
      }
      expect(await tableCounts(server.db)).toEqual(before);
    });

    it('answers a garbled and an unknown key alike with 400 card_key_invalid; bad input is 400; nothing changes', async () => {
      const player = await server.login('player1');
      const before = await tableCounts(server.db);
      const garbled = await redeem(player, 'ABCD-EFGH-JKLM-NPQ0');
      const unknown = await redeem(player, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ');
      for (const answer of [garbled, unknown]) {
        expect(answer.status, answer.text).toBe(400);
        expect(answer.body).toEqual({ code: 400, msg: 'This is not a valid card key', data: { reason: 'card_key_invalid', fields: [{ field: 'cardKey', reason: 'invalid_value', message: 'cardKey is not a valid card key' }] } });
      }
      for (const typed of ['', 'ABCD-EFGH-JKLM-NPQRS', 'АBCD-EFGH-JKLM-NPQR', 'ABCD-EFGH-JKLM-NPQI', 'ABCD_EFGH_JKLM_NPQR']) {
        expect((await redeem(player, typed)).body.data, typed).toMatchObject({ reason: 'card_key_invalid' });
      }
      for (const [name, body] of refusedVariants(redeemCardKeyForm, { cardKey: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' })) {
        const answer = await server.post(`${CARD}/redeemCardKey`, body, { token: player });
        expect(answer.status, `${name}: ${answer.text}`).toBe(400);
        expect(answer.body.data, name).toMatchObject({ reason: 'invalid_input' });
      }
      // Only the unknown well-formed key was a guess: it counted, the garbled ones did not.
      const after = await tableCounts(server.db);
      expect({ ...after, throttles: 0 }).toEqual({ ...before, throttles: 0 });
      const counted = await server.db.selectFrom('throttles').select(['key', 'count']).where('key', 'in', [cardKeyUserKey(await userIdOf(server, 'player1')), cardKeyAddressKey('127.0.0.1')]).orderBy('key').execute();
      expect(counted.map((r) => r.count)).toEqual([1, 1]);
      await server.db.deleteFrom('throttles').where('key', 'like', 'card-fail:%').execute();
    });

    it('redeems a key once under 50 parallel attempts: one success, 49 card_key_used', async () => {
      const generous = { ...server.config.limits, cardKeyFailuresPerUser: 1000, cardKeyFailuresPerAddress: 1000 };
      const url = await server.startAnother({ limits: generous });
      const [key] = await keysOf(server, (await vipGroup(1)).id);
      const tokens = [await server.login('player1'), await server.login('player2')];
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => redeem(tokens[i % 2]!, key!, url)));
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409 && (a.body.data as unknown as { reason: string }).reason === 'card_key_used')).toHaveLength(49);
      const id = (await server.db.selectFrom('card_keys').select('id').where('status', '=', 'redeemed').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
      const rows = await server.db.selectFrom('audit_log').select('event').where('entity', '=', 'card_key').where('entity_id', '=', String(id)).execute();
      expect(rows).toEqual([{ event: 'REDEEM' }]);
    });
  });
}
