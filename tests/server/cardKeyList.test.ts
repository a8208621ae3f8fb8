/**
 * Card keys lists and the key flow over HTTP on both databases (docs/cardKeys.md): a key found by
 * itself (normalised, by its hash) and by group, goods, status and who redeemed it; keys masked in
 * lists and CSV; another creator's keys out of reach; disabling one key through the machine
 * (History drawn from its audit rows); expiry shown at once and recorded by the sweep.
 */
import { describe, expect, it } from 'vitest';
import type { CardKeyChange, CardKeyRecord } from '../../contracts/cardKeys.js';
import type { RecordHistory } from '../../contracts/audit.js';
import type { Page } from '../../contracts/envelope.js';
import { expireDueCardKeys } from '../../server/modules/cardKeys/keyFlow.js';
import { addGroup, auditRows, CARD, keysOf, scriptOf, userIdOf } from './support/cardKeys.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, useTestServer } from './support/server.js';

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`card keys lists on ${target.name}`, () => {
    const server = useTestServer(target);
    const list = async (username: string, query: Record<string, string>) => {
      const answer = await server.get<Page<CardKeyRecord>>(`${CARD}/queryCardKey`, { token: await server.sessionFor(username), query: { size: '200', ...query } });
      expect(answer.status, answer.text).toBe(200);
      return answer.body.data;
    };

    it('finds one key by the key itself, however it is typed, and answers it masked', async () => {
      const group = await addGroup(server, await server.sessionFor('creator1'), { goodsCard: 'script', goodsId: await scriptOf(server, 'Puzzle Kingdom Auto'), cardNum: 30, validDay: 30, price: '1' });
      const keys = await keysOf(server, group.id);
      const key = keys[7]!;
      for (const typed of [key, key.toLowerCase(), ` ${key.replaceAll('-', ' ')} `, key.replaceAll('-', '\u2013')]) {
        const found = await list('creator1', { cardKey: typed });
        expect(found.total, typed).toBe(1);
        expect(found.records[0]).toMatchObject({ groupId: group.id, status: 'unused', cardKey: `••••-••••-••••-${key.slice(-4)}`, last4: key.slice(-4) });
      }
      // Another author's key is not found, a well-formed unknown key neither; a garbled one is a 400.
      expect((await list('creator2', { cardKey: key })).total).toBe(0);
      expect((await list('admin', { cardKey: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' })).total).toBe(0);
      for (const garbled of ['ABCD-EFGH-JKLM-NPQ0', 'ABCD', 'ABCD-EFGH-JKLM-NPQR-S']) {
        const refused = await server.get(`${CARD}/queryCardKey`, { token: await server.sessionFor('admin'), query: { cardKey: garbled } });
        expect(refused.status, garbled).toBe(400);
        expect(refused.body.data).toMatchObject({ reason: 'invalid_input', fields: [{ field: 'cardKey', reason: 'invalid_format' }] });
      }
      // The CSV of a filter holds the keys masked, never in clear.
      const csv = await server.get(`${CARD}/exportCardKey`, { token: await server.sessionFor('creator1'), query: { groupId: String(group.id) } });
      expect(csv.status).toBe(200);
      expect(csv.text.split('\r\n').filter(Boolean)).toHaveLength(31);
      for (const plain of keys) expect(csv.text).not.toContain(plain.slice(0, 9));
      expect(csv.text).toContain(`••••-••••-••••-${key.slice(-4)}`);
      const shown = await server.get(`${CARD}/exportCardKey`, { token: await server.sessionFor('admin'), query: { groupId: String(group.id), columns: 'id,cardKey,status,redeemedBy', lang: 'zh' } });
      expect(shown.status, shown.text).toBe(200);
      expect(shown.text).toContain('未使用');
      // A VIP group sells no script: "Sells" says what it sells, in the reader's words.
      const groups = await server.get(`${CARD}/exportCardGroup`, { token: await server.sessionFor('admin'), query: { goodsCard: 'vip', columns: 'id,goodsId', lang: 'zh' } });
      expect(groups.status, groups.text).toBe(200);
      const rows = groups.text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean).slice(1);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.endsWith(',VIP 会员'))).toBe(true);
    });

    it('filters by group, goods, status and who redeemed, naming the user; a creator sees only their own groups\' keys', async () => {
      const player1 = await userIdOf(server, 'player1');
      const redeemed = await list('admin', { redeemedBy: String(player1) });
      expect(redeemed.total).toBeGreaterThanOrEqual(4);
      expect(redeemed.records.every((k) => k.redeemedByName === 'player1 (Player One)' && k.redeemedAt !== null)).toBe(true);
      expect((await list('admin', { redeemedByName: 'Player Two' })).records.every((k) => k.redeemedByName === 'player2 (Player Two)')).toBe(true);
      const expired = await list('creator1', { status: 'expired' });
      expect(expired.total).toBe(1);
      expect(expired.records[0]!.redeemedByName).toBe('player2 (Player Two)');
      const vip = await list('admin', { goodsCard: 'vip', status: 'redeemed' });
      expect(vip.total).toBe(3);
      expect((await list('creator1', { goodsCard: 'vip' })).total).toBe(0);
      const creator1 = await userIdOf(server, 'creator1');
      expect((await list('creator1', {})).records.every((k) => k.ownerId === creator1)).toBe(true);
      expect((await list('creator2', {})).records.some((k) => k.ownerId === creator1)).toBe(false);
      const between = await list('admin', { redeemedAtFrom: new Date(Date.now() - 4 * 86_400_000).toISOString(), redeemedAtTo: new Date().toISOString() });
      expect(between.total).toBeGreaterThanOrEqual(3);
      expect((await list('admin', { groupStatus: 'disabled' })).records.every((k) => k.status === 'disabled')).toBe(true);
    });

    it('disables one unused key through the key machine; History shows its transitions', async () => {
      const creator = await server.sessionFor('creator1');
      const group = await addGroup(server, creator, { goodsCard: 'script', goodsId: await scriptOf(server, 'Farm Days Helper'), cardNum: 3, validDay: 5, price: '1' });
      const [first, second] = await server.db.selectFrom('card_keys').select('id').where('group_id', '=', group.id).orderBy('id').execute();
      expect((await server.post(`${CARD}/disableCardKey`, { id: first!.id }, { token: await server.sessionFor('creator2') })).status).toBe(404);
      const answer = await server.post<CardKeyChange>(`${CARD}/disableCardKey`, { id: first!.id }, { token: creator });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.data).toEqual({ id: first!.id, from: 'unused', to: 'disabled' });
      const again = await server.post(`${CARD}/disableCardKey`, { id: first!.id }, { token: creator });
      expect(again.status).toBe(409);
      expect(again.body.data).toEqual({ reason: 'illegal_transition' });
      await server.db.updateTable('card_keys').set({ status: 'redeemed', redeemed_at: new Date().toISOString(), expires_at: new Date(Date.now() + 86_400_000).toISOString() }).where('id', '=', second!.id).execute();
      expect((await server.post(`${CARD}/disableCardKey`, { id: second!.id }, { token: await server.sessionFor('admin') })).status).toBe(409);
      const [row] = await auditRows(server, 'card_key', first!.id);
      expect(row).toMatchObject({ event: 'DISABLE', from_status: 'unused', to_status: 'disabled', actor_id: await userIdOf(server, 'creator1') });
      expect(row!.record_name).toMatch(new RegExp(`^Farm Days Helper · #${group.id} · ••••-••••-••••-[2-9A-HJ-NP-Z]{4}$`));
      const history = await server.get<RecordHistory>(`${API}/audit/queryRecordHistory`, { token: await server.sessionFor('auditor'), query: { entity: 'card_key', id: String(first!.id) } });
      expect(history.status, history.text).toBe(200);
      expect(history.body.data).toMatchObject({ entity: 'card_key', status: 'disabled', transitions: [{ event: 'DISABLE', from: 'unused', to: 'disabled', actorName: 'creator1', payload: { groupId: group.id } }] });
    });

    it('shows a key expired once its time is up and records EXPIRE with the sweep; History has REDEEM then EXPIRE', async () => {
      const [seeded] = await server.db.selectFrom('card_keys').select(['id']).where('status', '=', 'expired').execute();
      const history = await server.get<RecordHistory>(`${API}/audit/queryRecordHistory`, { token: await server.sessionFor('admin'), query: { entity: 'card_key', id: String(seeded!.id) } });
      expect(history.body.data.transitions.map((t) => [t.event, t.from, t.to, t.actorName])).toEqual([
        ['REDEEM', 'unused', 'redeemed', 'player2'],
        ['EXPIRE', 'redeemed', 'expired', null],
      ]);
      // A key whose expiry passed just now reads expired before the sweep, and is recorded by it.
      const [key] = await server.db.selectFrom('card_keys').select('id').where('status', '=', 'redeemed').orderBy('id').limit(1).execute();
      await server.db.updateTable('card_keys').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', key!.id).execute();
      expect((await list('admin', { id: String(key!.id) })).records[0]!.status).toBe('expired');
      expect((await server.db.selectFrom('card_keys').select('status').where('id', '=', key!.id).executeTakeFirstOrThrow()).status).toBe('redeemed');
      expect(await expireDueCardKeys(server.db)).toBe(1);
      expect(await expireDueCardKeys(server.db)).toBe(0);
      const [expire] = (await auditRows(server, 'card_key', key!.id)).filter((r) => r.event === 'EXPIRE');
      expect(expire).toMatchObject({ actor_id: null, from_status: 'redeemed', to_status: 'expired' });
    });
  });
}
