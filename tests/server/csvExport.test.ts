/**
 * The CSV export as the user sees the list (docs/lists.md, "Export"): the chosen columns in their
 * order, translated headers (money with the currency), translated statuses and yes/no, times in
 * the given zone, a file name with the local date; the raw export unchanged; bad columns, languages
 * or zones refused with 400; the formula guard on translated cells too.
 */
import { describe, expect, it } from 'vitest';
import { en, zh, es, ja } from '../support/dictionaries.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, useTestServer } from './support/server.js';
import { addGroup, CARD, csvRows } from './support/cardKeys.js';
import { EXPORT_BATCH } from '../../server/resource/readRoutes.js';

const DICTIONARIES = { en, zh, es, ja } as const;

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`CSV export on ${target.name}`, () => {
    const server = useTestServer(target);
    const admin = () => server.sessionFor('admin');

    async function exported(path: string, query: Record<string, string>) {
      const token = await admin();
      const response = await fetch(`${server.url}${API}/${path}?${new URLSearchParams(query)}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      const text = new TextDecoder().decode(bytes);
      return { response, bytes, text, lines: text.split('\r\n').filter(Boolean) };
    }

    it('writes the chosen columns in their order with headers in each language', async () => {
      for (const [lang, words] of Object.entries(DICTIONARIES)) {
        const { response, bytes, lines } = await exported('game/exportGame', {
          columns: 'gameName,id,createdAt',
          lang,
          tz: 'UTC',
        });
        expect(response.status).toBe(200);
        expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        expect(lines[0]).toBe([words.game.gameName, words.list.id, words.list.createdAt].join(','));
      }
    });

    it('names the currency in money headers', async () => {
      const { lines } = await exported('cooperate/exportCooperate', {
        columns: 'cooperateName,platformMoney',
        lang: 'zh',
        tz: 'Asia/Shanghai',
      });
      expect(lines[0]).toBe(`${zh.cooperate.cooperateName},${zh.cooperate.platformMoney} (¥)`);
    });

    it('translates statuses, yes/no and roles, and writes times in the given zone', async () => {
      const token = await admin();
      const user = (await server.db.selectFrom('users').select(['id', 'username', 'created_at', 'status']).where('username', '=', 'admin').executeTakeFirstOrThrow());
      const { lines } = await exported('useradmin/exportUser', {
        id: String(user.id),
        columns: 'username,status,isDel,roles,createdAt',
        lang: 'ja',
        tz: 'Asia/Tokyo',
      });
      expect(token).toBeTruthy();
      const tokyo = new Date(new Date(user.created_at).getTime() + 9 * 3600_000).toISOString();
      const local = `${tokyo.slice(0, 10)} ${tokyo.slice(11, 19)}`;
      expect(lines[1]).toBe(
        ['admin', ja.userAdmin.statusName[user.status as 'normal'], ja.list.no, ja.profile.role.ADMIN, local].join(','),
      );
      const raw = await exported('useradmin/exportUser', { id: String(user.id) });
      expect(raw.lines[1]).toContain(`,${user.status},`);
      expect(raw.lines[1]).toContain(user.created_at);
    });

    it('keeps the raw export as it was: record keys, codes, UTC times', async () => {
      const { lines, response } = await exported('game/exportGame', {});
      expect(response.status).toBe(200);
      expect(lines[0]).toBe('id,gameName,gameLabel,channelCount,createdAt,updatedAt');
      expect(response.headers.get('content-disposition')).toMatch(/filename="game-\d{4}-\d{2}-\d{2}\.csv"/);
    });

    it('names the file with the local date of the given zone', async () => {
      const { response } = await exported('game/exportGame', { columns: 'id', lang: 'en', tz: 'Pacific/Kiritimati' });
      const local = new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10);
      expect(response.headers.get('content-disposition')).toContain(`game-${local}.csv`);
    });

    it('guards formulas in the cells as shown', async () => {
      const token = await admin();
      await server.post(`${API}/game/addGame`, { gameName: '=SUM(A1:A2)', gameLabel: '@x' }, { token });
      const { text } = await exported('game/exportGame', { columns: 'gameName,gameLabel', lang: 'en', tz: 'UTC' });
      expect(text).toContain(`'=SUM(A1:A2),'@x`);
      expect(text).not.toMatch(/(^|,)[=+@]/m);
    });

    it.each([
      ['an unknown column', { columns: 'id,nope' }, 'columns'],
      ['a repeated column', { columns: 'id,id' }, 'columns'],
      ['an unknown language', { columns: 'id', lang: 'fr' }, 'lang'],
      ['an unknown time zone', { columns: 'id', tz: 'Mars/Olympus' }, 'tz'],
    ])('refuses %s with 400 on its field', async (_name, query, field) => {
      const { response, text } = await exported('game/exportGame', query);
      expect(response.status).toBe(400);
      expect(text).toContain(`"field":"${field}"`);
    });

    it('exports every row once across batches, in the list order (id order by seeking, other orders by offset)', async () => {
      const token = await admin();
      const cardNum = EXPORT_BATCH * 2 + 7;
      const group = await addGroup(server, token, { goodsCard: 'vip', cardNum, validDay: 1, price: '1' });
      const stored = (await server.db.selectFrom('card_keys').select('id').where('group_id', '=', group.id).orderBy('id').execute()).map((r) => r.id);
      const idsOf = async (sort?: string) => {
        const query: Record<string, string> = { groupId: String(group.id), columns: 'id', lang: 'en', tz: 'UTC', ...(sort ? { sort } : {}) };
        const answer = await server.get(`${CARD}/exportCardKey`, { token, query });
        expect(answer.status, answer.text).toBe(200);
        return csvRows(answer.text).slice(1).map((row) => Number(row[0]));
      };
      expect(await idsOf()).toEqual([...stored].reverse());
      expect(await idsOf('id,asc')).toEqual(stored);
      const byExpiry = await idsOf('expiresAt,desc');
      expect(byExpiry).toHaveLength(cardNum);
      expect(new Set(byExpiry)).toEqual(new Set(stored));
    });

    it('does not take export parameters on the list', async () => {
      const token = await admin();
      const answer = await server.get(`${API}/game/queryGame`, { token, query: { columns: 'id' } });
      expect(answer.status).toBe(400);
    });
  });
}
