/**
 * Card groups over HTTP on both databases (docs/cardKeys.md): generation by ADMIN and by a
 * CREATOR for their own script, bad input refused with 400 and nothing stored, the lists scoped to
 * the owner, the once-only download (a second one refused for the creator, ADMIN's needing a
 * reason, all audited; two at once: one wins), and disabling a whole group with an audit row per key.
 */
import { describe, expect, it } from 'vitest';
import type { CardGroupDisabled, CardGroupRecord } from '../../contracts/cardKeys.js';
import { isCardKey } from '../../contracts/cardKeys.js';
import type { Page } from '../../contracts/envelope.js';
import { tableCounts } from './support/controlCharacters.js';
import { addGroup, auditRows, CARD, csvRows, download, refusedVariants, scriptOf, userIdOf } from './support/cardKeys.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { useTestServer } from './support/server.js';
import { addCardGroupForm } from '../../contracts/cardKeys.js';

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`card groups on ${target.name}`, () => {
    const server = useTestServer(target);

    it('generates a group and its keys: unique hashes, last 4 in clear, no key stored in clear, an ADD audit row', async () => {
      const creator = await server.sessionFor('creator1');
      const puzzle = await scriptOf(server, 'Puzzle Kingdom Auto');
      const group = await addGroup(server, creator, { goodsCard: 'script', goodsId: puzzle, cardNum: 300, validDay: 30, price: '9.9' });
      expect(group).toMatchObject({
        goodsCard: 'script', goodsId: puzzle, goodsName: 'Puzzle Kingdom Auto', cardNum: 300, validDay: 30, price: '9.90', currency: 'CNY',
        groupStatus: 'enabled', ownerId: await userIdOf(server, 'creator1'), ownerName: 'creator1 (Script Author One)',
        downloadedAt: null, downloadCount: 0, unusedNum: 300, redeemedNum: 0,
      });
      expect(group.groupId).toBe(group.id);
      const rows = await server.db.selectFrom('card_keys').selectAll().where('group_id', '=', group.id).execute();
      expect(rows).toHaveLength(300);
      expect(new Set(rows.map((r) => r.key_hash)).size).toBe(300);
      expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.key_hash) && /^[2-9A-HJ-NP-Z]{4}$/.test(r.last4) && r.status === 'unused')).toBe(true);
      const [add] = await auditRows(server, 'card_group', group.id);
      expect(add).toMatchObject({ event: 'ADD', record_name: `Puzzle Kingdom Auto · #${group.id}` });
      expect(JSON.parse(add!.payload)).toMatchObject({ goodsCard: 'script', cardNum: 300, validDay: 30, price: '9.90' });

      const first = await download(server, creator, group.id);
      expect(first.status, first.text).toBe(200);
      expect(first.headers.get('content-type')).toContain('text/csv');
      const [header, ...keys] = csvRows(first.text);
      expect(header).toEqual(['cardId', 'groupId', 'goodsCard', 'goodsId', 'validDay', 'cardKey', 'status']);
      expect(keys).toHaveLength(300);
      expect(keys.every((row) => isCardKey(row[5]) && row[6] === 'unused')).toBe(true);
      // No table holds a key in clear: not the keys, not the seal, not the audit trail.
      const dump = JSON.stringify(await Promise.all(['card_keys', 'card_key_seals', 'audit_log', 'card_groups'].map((t) => server.db.selectFrom(t as 'card_keys').selectAll().execute())));
      for (const row of keys.slice(0, 20)) {
        expect(dump).not.toContain(row[5]!);
        expect(dump).not.toContain(row[5]!.replaceAll('-', ''));
      }
    });

    it('lets ADMIN sell VIP and SVIP time and any script; a CREATOR neither VIP nor another author\'s script', async () => {
      const admin = await server.sessionFor('admin');
      const creator2 = await server.sessionFor('creator2');
      const vip = await addGroup(server, admin, { goodsCard: 'vip', cardNum: 3, validDay: 31, price: '30' });
      expect(vip).toMatchObject({ goodsCard: 'vip', goodsId: null, goodsName: null, ownerId: await userIdOf(server, 'admin') });
      const forCreator = await addGroup(server, admin, { goodsCard: 'script', goodsId: await scriptOf(server, 'Card Legends Bot'), cardNum: 2, validDay: 3, price: '1' });
      // A script group is its author's, whoever generated it.
      expect(forCreator).toMatchObject({ ownerId: await userIdOf(server, 'creator2'), createdBy: await userIdOf(server, 'admin') });

      const before = await tableCounts(server.db);
      const svip = await server.post(`${CARD}/addCardGroup`, { goodsCard: 'svip', cardNum: 3, validDay: 31, price: '30' }, { token: creator2 });
      expect(svip.status, svip.text).toBe(403);
      const foreign = await server.post(`${CARD}/addCardGroup`, { goodsCard: 'script', goodsId: await scriptOf(server, 'Puzzle Kingdom Auto'), cardNum: 3, validDay: 31, price: '30' }, { token: creator2 });
      const unknown = await server.post(`${CARD}/addCardGroup`, { goodsCard: 'script', goodsId: 2_000_000, cardNum: 3, validDay: 31, price: '30' }, { token: creator2 });
      // Another author's script and no script at all read the same.
      for (const answer of [foreign, unknown]) {
        expect(answer.status, answer.text).toBe(400);
        expect(answer.body.data).toEqual({ reason: 'invalid_input', fields: [{ field: 'goodsId', reason: 'invalid_value', message: 'goodsId must name one of your scripts' }] });
      }
      expect(foreign.text).toBe(unknown.text);
      // Keys are sold only for scripts shown or hidden: not a draft, one in review, a retired one.
      const notForSale = await server.db.selectFrom('scripts').select(['id', 'owner_id', 'status']).where('status', 'in', ['draft', 'submitted', 'retired']).execute();
      expect(notForSale.length).toBeGreaterThan(0);

      for (const script of notForSale) {
        const answer = await server.post(`${CARD}/addCardGroup`, { goodsCard: 'script', goodsId: script.id, cardNum: 3, validDay: 31, price: '30' }, { token: admin });
        expect(answer.status, `${script.status}: ${answer.text}`).toBe(400);
        expect(answer.body.data).toMatchObject({ fields: [{ field: 'goodsId', reason: 'invalid_value', message: 'goodsId must name a script that is shown or hidden' }] });
      }
      expect(await tableCounts(server.db)).toEqual(before);
    });

    it('refuses bad input with 400 field errors and stores nothing', async () => {
      const admin = await server.sessionFor('admin');
      const puzzle = await scriptOf(server, 'Puzzle Kingdom Auto');
      const valid = { goodsCard: 'script', goodsId: puzzle, cardNum: 5, validDay: 30, price: '9.90' };
      const cases: [string, unknown, string][] = [
        ...refusedVariants(addCardGroupForm, valid).map(([name, body]) => [name, body, ''] as [string, unknown, string]),
        ['cardNum 0', { ...valid, cardNum: 0 }, 'cardNum'],
        ['cardNum over the maximum', { ...valid, cardNum: 100_001 }, 'cardNum'],
        ['cardNum 2.5', { ...valid, cardNum: 2.5 }, 'cardNum'],
        ['cardNum as text', { ...valid, cardNum: '5' }, 'cardNum'],
        ['validDay 0', { ...valid, validDay: 0 }, 'validDay'],
        ['validDay over ten years', { ...valid, validDay: 3651 }, 'validDay'],
        ['unknown goods', { ...valid, goodsCard: 'gold' }, 'goodsCard'],
        ['script goods without a script', { goodsCard: 'script', cardNum: 5, validDay: 30, price: '1' }, 'goodsId'],
        ['script goods with a null script', { ...valid, goodsId: null }, 'goodsId'],
        ['VIP goods naming a script', { ...valid, goodsCard: 'vip' }, 'goodsId'],
        ['a negative price', { ...valid, price: '-1' }, 'price'],
        ['a price as a number', { ...valid, price: 9.9 }, 'price'],
        ['three decimals', { ...valid, price: '9.999' }, 'price'],
        ['a price over the maximum', { ...valid, price: '1000000.01' }, 'price'],
      ];
      expect(cases.length).toBeGreaterThan(30);
      const before = await tableCounts(server.db);
      for (const [name, body, field] of cases) {
        const answer = await server.post(`${CARD}/addCardGroup`, body, { token: admin });
        expect(answer.status, `${name}: ${answer.text}`).toBe(400);
        const fields = (answer.body.data as { fields?: { field: string }[] }).fields ?? [];
        expect(fields.length, name).toBeGreaterThan(0);
        if (field) expect(fields.map((f) => f.field), name).toContain(field);
      }
      expect(await tableCounts(server.db)).toEqual(before);
    });

    it('lists each creator only the groups of their own scripts; ADMIN all; counts by status', async () => {
      const list = async (username: string, query: Record<string, string> = {}) => {
        const answer = await server.get<Page<CardGroupRecord>>(`${CARD}/queryCardGroup`, { token: await server.sessionFor(username), query: { size: '200', ...query } });
        expect(answer.status, answer.text).toBe(200);
        return answer.body.data;
      };
      const creator1 = await userIdOf(server, 'creator1');
      const all = await list('admin');
      const mine = await list('creator1');
      expect(mine.records.length).toBeGreaterThan(0);
      expect(mine.records.every((g) => g.ownerId === creator1)).toBe(true);
      expect(all.total).toBeGreaterThan(mine.total);
      expect((await list('creator2')).records.some((g) => g.ownerId === creator1)).toBe(false);
      // The seed's sold group: redeemed, expired, disabled and unused keys.
      const sold = mine.records.find((g) => g.cardNum === 20 && g.validDay === 30)!;
      expect(sold).toMatchObject({ unusedNum: 16, redeemedNum: 2, expiredNum: 1, disabledNum: 1, downloadCount: 1 });
      expect((await list('admin', { goodsCard: 'vip' })).records.every((g) => g.goodsCard === 'vip')).toBe(true);
      expect((await list('admin', { groupStatus: 'disabled' })).total).toBeGreaterThan(0);
      const exported = await server.get(`${CARD}/exportCardGroup`, { token: await server.sessionFor('creator2') });
      expect(exported.status).toBe(200);
      expect(exported.text).not.toContain('Puzzle Kingdom Auto');
    });

    it('downloads the keys once; a second download is refused to the creator and needs ADMIN with a reason; all audited', async () => {
      const creator = await server.sessionFor('creator1');
      const admin = await server.sessionFor('admin');
      const group = await addGroup(server, creator, { goodsCard: 'script', goodsId: await scriptOf(server, 'Quick Clicker Pro'), cardNum: 4, validDay: 7, price: '2' });
      const first = await download(server, creator, group.id);
      expect(first.status, first.text).toBe(200);
      const again = await download(server, creator, group.id, 'lost the file');
      expect(again.status, again.text).toBe(409);
      expect(again.body.data).toEqual({ reason: 'card_keys_downloaded' });
      const noReason = await download(server, admin, group.id);
      expect(noReason.status, noReason.text).toBe(400);
      expect(noReason.body.data).toMatchObject({ reason: 'invalid_input', fields: [{ field: 'reason', reason: 'required' }] });
      const blank = await download(server, admin, group.id, '   ');
      expect(blank.status, blank.text).toBe(400);
      // Asked in a language, the file reads as the key list does: headers, goods and statuses in it.
      const byAdmin = await server.post(`${CARD}/downloadCardKeys`, { id: group.id, reason: 'The author lost the file', lang: 'zh' }, { token: admin });
      expect(byAdmin.status, byAdmin.text).toBe(200);
      const [header, ...shown] = csvRows(byAdmin.text);
      expect(header).toEqual(['卡密 ID', '卡密组', '商品', '售卖内容', '有效天数', '卡密', '卡密状态']);
      expect(shown[0]!.slice(2, 5)).toEqual(['脚本', 'Quick Clicker Pro', '7']);
      expect(shown.every((r) => r[6] === '未使用')).toBe(true);
      expect(shown.map((r) => r[5])).toEqual(csvRows(first.text).slice(1).map((r) => r[5]));
      const badLanguage = await server.post(`${CARD}/downloadCardKeys`, { id: group.id, reason: 'again', lang: 'fr' }, { token: admin });
      expect(badLanguage.status, badLanguage.text).toBe(400);
      const rows = (await auditRows(server, 'card_group', group.id)).map((r) => [r.event, r.actor_id, JSON.parse(r.payload)]);
      expect(rows).toEqual([
        ['ADD', await userIdOf(server, 'creator1'), expect.any(Object)],
        ['DOWNLOAD_KEYS', await userIdOf(server, 'creator1'), { downloadCount: 1 }],
        ['REDOWNLOAD_KEYS', await userIdOf(server, 'admin'), { downloadCount: 2, reason: 'The author lost the file' }],
      ]);
      const record = await server.db.selectFrom('card_groups').select(['download_count', 'downloaded_by']).where('id', '=', group.id).executeTakeFirstOrThrow();
      expect(record).toEqual({ download_count: 2, downloaded_by: await userIdOf(server, 'creator1') });
      // Another creator's group does not exist for creator2.
      expect((await download(server, await server.sessionFor('creator2'), group.id)).status).toBe(404);
    });

    it('lets only one of two parallel first downloads through', async () => {
      const creator = await server.sessionFor('creator1');
      const group = await addGroup(server, creator, { goodsCard: 'script', goodsId: await scriptOf(server, 'Quick Clicker Pro'), cardNum: 2, validDay: 7, price: '2' });
      const answers = await Promise.all(Array.from({ length: 6 }, () => download(server, creator, group.id)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      expect((await auditRows(server, 'card_group', group.id)).filter((r) => r.event === 'DOWNLOAD_KEYS')).toHaveLength(1);
    });

    it('disables a whole group: its unused keys too, each with its DISABLE transition; redeemed keys stay', async () => {
      const creator = await server.sessionFor('creator1');
      const group = await addGroup(server, creator, { goodsCard: 'script', goodsId: await scriptOf(server, 'Farm Days Helper'), cardNum: 50, validDay: 7, price: '2' });
      const [redeemed] = await server.db.selectFrom('card_keys').select('id').where('group_id', '=', group.id).orderBy('id').limit(1).execute();
      await server.db.updateTable('card_keys').set({ status: 'redeemed', redeemed_at: new Date().toISOString(), expires_at: new Date(Date.now() + 86_400_000).toISOString() }).where('id', '=', redeemed!.id).execute();
      expect((await server.post(`${CARD}/disableCardGroup`, { id: group.id }, { token: await server.sessionFor('creator2') })).status).toBe(404);
      const answer = await server.post<CardGroupDisabled>(`${CARD}/disableCardGroup`, { id: group.id }, { token: creator });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.data).toEqual({ id: group.id, groupStatus: 'disabled', disabledKeys: 49 });
      const statuses = await server.db.selectFrom('card_keys').select(['id', 'status']).where('group_id', '=', group.id).execute();
      expect(statuses.filter((k) => k.status === 'disabled')).toHaveLength(49);
      expect(statuses.find((k) => k.id === redeemed!.id)!.status).toBe('redeemed');
      const keyRows = await server.db.selectFrom('audit_log').selectAll().where('entity', '=', 'card_key').where('event', '=', 'DISABLE')
        .where('entity_id', 'in', statuses.map((k) => String(k.id))).execute();
      expect(keyRows).toHaveLength(49);
      expect(keyRows.every((r) => r.from_status === 'unused' && r.to_status === 'disabled' && r.record_name!.startsWith(`Farm Days Helper · #${group.id} · ••••-••••-••••-`))).toBe(true);
      expect(JSON.parse(keyRows[0]!.payload)).toEqual({ groupId: group.id, byGroup: true });
      const again = await server.post(`${CARD}/disableCardGroup`, { id: group.id }, { token: creator });
      expect(again.status).toBe(409);
      expect(again.body.data).toEqual({ reason: 'illegal_transition' });
      const groupRows = (await auditRows(server, 'card_group', group.id)).map((r) => [r.event, JSON.parse(r.payload)]);
      expect(groupRows.at(-1)).toEqual(['DISABLE', { disabledKeys: 49 }]);
      // Its keys are not downloaded any more: not the first time, not again by ADMIN.
      const before = await server.db.selectFrom('card_groups').select(['downloaded_at', 'download_count']).where('id', '=', group.id).executeTakeFirstOrThrow();
      for (const [token, reason] of [[creator, undefined], [await server.sessionFor('admin'), 'records']] as const) {
        const refused = await download(server, token, group.id, reason);
        expect(refused.status, refused.text).toBe(409);
        expect(refused.body.data).toEqual({ reason: 'card_group_disabled' });
      }
      expect(await server.db.selectFrom('card_groups').select(['downloaded_at', 'download_count']).where('id', '=', group.id).executeTakeFirstOrThrow()).toEqual(before);
    });
  });
}
