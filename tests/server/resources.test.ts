/**
 * The resource pattern over HTTP on both databases: paging, sorting, filters (case-insensitive
 * contains, equals, enum, date range), the size cap, CSV export of every matching row with
 * formula guard, audit rows for add/update/delete, ownership of brands, money and schedule rules,
 * and read-only AUDITOR.
 */
import { describe, expect, it } from 'vitest';
import { nameKey } from '../../contracts/nameKey.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, useTestServer } from './support/server.js';

interface Page<T> {
  records: T[];
  total: number;
  page: number;
  size: number;
}
interface Game {
  id: number;
  gameName: string;
  gameLabel: string;
  channelCount: number;
}

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`resources on ${target.name}`, () => {
    const server = useTestServer(target);
    const admin = () => server.sessionFor('admin');

    async function audits(entity: string, id: number) {
      return server.db.selectFrom('audit_log').selectAll().where('entity', '=', entity).where('entity_id', '=', String(id)).orderBy('id').execute();
    }

    it('pages, sorts and filters games, with the total of all matching rows', async () => {
      const token = await admin();
      for (let i = 0; i < 25; i += 1) {
        const answer = await server.post(`${API}/game/addGame`, { gameName: `Paging Game ${String(i).padStart(2, '0')}`, gameLabel: i % 2 ? 'odd' : 'even' }, { token });
        expect(answer.status, answer.text).toBe(200);
      }
      const page2 = await server.get<Page<Game>>(`${API}/game/queryGame`, { token, query: { gameName: 'paging GAME', page: '2', size: '10', sort: 'gameName,asc' } });
      expect(page2.status, page2.text).toBe(200);
      expect(page2.body.data.total).toBe(25);
      expect(page2.body.data.page).toBe(2);
      expect(page2.body.data.records.map((g) => g.gameName)).toEqual(Array.from({ length: 10 }, (_, i) => `Paging Game ${String(i + 10).padStart(2, '0')}`));
      const desc = await server.get<Page<Game>>(`${API}/game/queryGame`, { token, query: { gameName: 'paging', size: '3', sort: 'gameName,desc' } });
      expect(desc.body.data.records.map((g) => g.gameName)).toEqual(['Paging Game 24', 'Paging Game 23', 'Paging Game 22']);
      const odd = await server.get<Page<Game>>(`${API}/game/queryGame`, { token, query: { gameLabel: 'odd' } });
      expect(odd.body.data.total).toBe(12);
      const capped = await server.get<Page<Game>>(`${API}/game/queryGame`, { token, query: { size: '5000' } });
      expect(capped.body.data.size).toBe(200);
      const beyond = await server.get<Page<Game>>(`${API}/game/queryGame`, { token, query: { gameName: 'paging', page: '9' } });
      expect(beyond.body.data.records).toEqual([]);
      expect(beyond.body.data.total).toBe(25);
    });

    it('answers the page alone or the count alone with parts, each as the whole answer has it', async () => {
      const token = await admin();
      for (const [path, query] of [
        ['/game/queryGame', { gameName: 'a', page: '2', size: '2' }],
        ['/active/queryScriptActiveDay', { page: '3', size: '5', sort: 'activeNum,desc' }],
        ['/useradmin/queryUser', { role: 'CREATOR' }],
      ] as const) {
        const whole = await server.get<Page<unknown> & { sums?: unknown }>(`${API}${path}`, { token, query });
        const records = await server.get<Record<string, unknown>>(`${API}${path}`, { token, query: { ...query, parts: 'records' } });
        const total = await server.get<Record<string, unknown>>(`${API}${path}`, { token, query: { ...query, parts: 'total' } });
        expect([whole.status, records.status, total.status], `${path}: ${records.text} ${total.text}`).toEqual([200, 200, 200]);
        const { records: rows, page, size, total: count, sums } = whole.body.data;
        expect(records.body.data, path).toEqual({ records: rows, page, size });
        expect(total.body.data, path).toEqual({ total: count, ...(sums !== undefined && { sums }) });
      }
      const days = await server.get<{ sums?: unknown }>(`${API}/active/queryScriptActiveDay`, { token, query: { parts: 'total' } });
      expect(days.body.data.sums).toBeDefined();
      const wrong = await server.get(`${API}/game/queryGame`, { token, query: { parts: 'rows' } });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ code: 400, data: { reason: 'invalid_input', fields: [{ field: 'parts', reason: 'invalid_value' }] } });
      // The export streams every row whatever it is asked: it takes no parts.
      expect((await server.get(`${API}/game/exportGame`, { token, query: { parts: 'records' } })).status).toBe(400);
    });

    it('treats % and _ in a search as plain characters', async () => {
      const token = await admin();
      await server.post(`${API}/game/addGame`, { gameName: '100% Fun_Game', gameLabel: '' }, { token });
      const percent = await server.get<Page<Game>>(`${API}/game/queryGame`, { token, query: { gameName: '100%' } });
      expect(percent.body.data.records.map((g) => g.gameName)).toEqual(['100% Fun_Game']);
      const underscore = await server.get<Page<Game>>(`${API}/game/queryGame`, { token, query: { gameName: 'n_g' } });
      expect(underscore.body.data.records.map((g) => g.gameName)).toEqual(['100% Fun_Game']);
    });

    it('finds capitals outside ASCII whatever the case typed, and searches without case as before', async () => {
      const token = await admin();
      for (const gameName of ['Ñandú Über', 'ÑANDÚ ÜBER Zwei', 'nandu uber', '三國志 Ω', 'ΟΔΟΣ', 'İstanbul']) {
        expect((await server.post(`${API}/game/addGame`, { gameName, gameLabel: '' }, { token })).status).toBe(200);
      }
      const names = async (gameName: string) => {
        const page = await server.get<Page<Game>>(`${API}/game/queryGame`, { token, query: { gameName, sort: 'gameName,asc' } });
        expect(page.status, page.text).toBe(200);
        return page.body.data.records.map((g) => g.gameName).sort();
      };
      // The same filter, first without such letters: each kind of search is a statement of its own.
      expect(await names('NANDU')).toEqual(['nandu uber']);
      expect(await names('ñandú')).toEqual(['ÑANDÚ ÜBER Zwei', 'Ñandú Über']);
      expect(await names('ÑANDÚ über')).toEqual(['ÑANDÚ ÜBER Zwei', 'Ñandú Über']);
      expect(await names('üBER z')).toEqual(['ÑANDÚ ÜBER Zwei']);
      expect(await names('國志')).toEqual(['三國志 Ω']);
      expect(await names('志 ω')).toEqual(['三國志 Ω']);
      // A final sigma and a dotted capital I, as typed and as written in lower case, on both databases.
      for (const typed of ['ΟΔΟΣ', 'οδος', 'οδοσ', 'Οδος']) expect(await names(typed), typed).toEqual(['ΟΔΟΣ']);
      for (const typed of ['İstanbul', 'İSTANBUL']) expect(await names(typed), typed).toEqual(['İstanbul']);

      // Users' pages are statements kept per shape of filters: a search with such letters is not
      // answered by the statement of an earlier search without them.
      await server.db.updateTable('users').set({ nickname: 'Ñandú Jefe' }).where('username', '=', 'creator1').execute();
      const users = async (name: string) => {
        const page = await server.get<Page<{ username: string }>>(`${API}/useradmin/queryUser`, { token, query: { name } });
        expect(page.status, page.text).toBe(200);
        return page.body.data.records.map((u) => u.username);
      };
      expect(await users('JEFE')).toEqual(['creator1']);
      expect(await users('ñandú jefe')).toEqual(['creator1']);
      expect(await users('NDÚ J')).toEqual(['creator1']);
    });

    it('filters users by name, role and status', async () => {
      const token = await server.sessionFor('auditor');
      const creators = await server.get<Page<{ username: string; roles: string[] }>>(`${API}/useradmin/queryUser`, { token, query: { role: 'CREATOR', sort: 'username,asc' } });
      expect(creators.status, creators.text).toBe(200);
      expect(creators.body.data.records.map((u) => u.username)).toEqual(['creator1', 'creator2']);
      expect(creators.body.data.records[0]!.roles).toEqual(['CREATOR']);
      const byName = await server.get<Page<{ username: string }>>(`${API}/useradmin/queryUser`, { token, query: { name: 'PARTNER' } });
      expect(byName.body.data.records.map((u) => u.username).sort()).toEqual(['partner1', 'partner2']);
      const frozen = await server.get<Page<unknown>>(`${API}/useradmin/queryUser`, { token, query: { status: 'banned' } });
      expect(frozen.body.data.total).toBe(0);
      expect(creators.text).not.toMatch(/password/i);
    });

    it('filters activity notices by a date range, and counts overlapping schedules', async () => {
      const token = await admin();
      const feb = await server.get<Page<{ title: string; overlaps: number }>>(`${API}/activityNotice/queryActivityNotice`, {
        token,
        query: { startAtFrom: '2026-02-01', startAtTo: '2026-02-28', sort: 'startAt,asc' },
      });
      expect(feb.status, feb.text).toBe(200);
      expect(feb.body.data.records.map((n) => n.title)).toEqual(['New partner launch']);
      expect(feb.body.data.records[0]!.overlaps).toBe(1);
      const bad = await server.post(`${API}/activityNotice/addActivityNotice`, { title: 'Backwards', content: '', imageUrl: null, linkUrl: null, startAt: '2026-05-02T00:00:00Z', endAt: '2026-05-01T00:00:00Z', enabled: true }, { token });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body.data)).toContain('endAt');
      const first = await server.get<Page<{ id: number }>>(`${API}/activityNotice/queryActivityNotice`, { token, query: { title: 'maintenance' } });
      const id = first.body.data.records[0]!.id;
      const moved = await server.post(`${API}/activityNotice/updateActivityNotice`, { id, endAt: '2020-01-01T00:00:00Z' }, { token });
      expect(moved.status, moved.text).toBe(400);
    });

    it('exports every matching row as CSV with a BOM, quoting and the formula guard', async () => {
      const token = await admin();
      for (let i = 0; i < 3; i += 1) await server.post(`${API}/game/addGame`, { gameName: `=HYPERLINK("x",${i})`, gameLabel: '+cmd' }, { token });
      await server.post(`${API}/game/addGame`, { gameName: 'Comma, "quoted"', gameLabel: '-' }, { token });
      const response = await fetch(`${server.url}${API}/game/exportGame?gameName=&size=1&sort=id,asc`, { headers: { Authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/csv');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes); // the decoder drops the BOM
      const lines = text.split('\r\n').filter(Boolean);
      const total = (await server.get<Page<Game>>(`${API}/game/queryGame`, { token })).body.data.total;
      expect(lines.length).toBe(total + 1);
      expect(lines[0]).toBe('id,gameName,gameLabel,channelCount,createdAt,updatedAt');
      expect(text).toContain(`"'=HYPERLINK(""x"",0)",'+cmd`);
      expect(text).toContain(`"Comma, ""quoted""",'-`);
      expect(text).not.toMatch(/(^|,)[=+@]/m);
    });

    it('exports more rows than one batch', async () => {
      const token = await admin();
      const at = new Date().toISOString();
      await server.db.insertInto('companies').values(Array.from({ length: 1200 }, (_, i) => ({ name: `Bulk Company ${i}`, name_key: nameKey(`Bulk Company ${i}`), created_at: at }))).execute();
      const response = await fetch(`${server.url}${API}/useradmin/exportBusinessCompany?name=bulk`, { headers: { Authorization: `Bearer ${token}` } });
      const lines = (await response.text()).split('\r\n').filter(Boolean);
      expect(lines.length).toBe(1201);
      expect(new Set(lines).size).toBe(1201);
    });

    it('writes an audit row for add, update and delete, with the changed fields only', async () => {
      const token = await admin();
      const added = await server.post<{ id: number }>(`${API}/game/addGame`, { gameName: 'Audited', gameLabel: 'a' }, { token });
      const id = added.body.data.id;
      const updated = await server.post<Game>(`${API}/game/updateGame`, { id, gameLabel: 'b' }, { token });
      expect(updated.body.data.gameLabel).toBe('b');
      const same = await server.post(`${API}/game/updateGame`, { id, gameLabel: 'b' }, { token });
      expect(same.status).toBe(200);
      const deleted = await server.post(`${API}/game/deleteGame`, { id }, { token });
      expect(deleted.status, deleted.text).toBe(200);
      const rows = await audits('game', id);
      expect(rows.map((r) => r.event)).toEqual(['ADD', 'UPDATE', 'DELETE']);
      expect(JSON.parse(rows[1]!.payload)).toEqual({ gameLabel: { from: 'a', to: 'b' } });
      expect(JSON.parse(rows[0]!.payload)).toMatchObject({ gameName: 'Audited', gameLabel: 'a' });
      const adminId = (await server.db.selectFrom('users').select('id').where('username_key', '=', 'admin').executeTakeFirstOrThrow()).id;
      expect(rows.every((r) => r.actor_id === adminId)).toBe(true);
      const again = await server.post(`${API}/game/deleteGame`, { id }, { token });
      expect(again.status).toBe(404);
    });

    it('refuses to delete a game that still has channels (409), and a channel needs a real game and URL', async () => {
      const token = await admin();
      const game = (await server.get<Page<Game>>(`${API}/game/queryGame`, { token, query: { gameName: 'Puzzle Kingdom' } })).body.data.records[0]!;
      expect(game.channelCount).toBe(2);
      const refused = await server.post(`${API}/game/deleteGame`, { id: game.id }, { token });
      expect(refused.status, refused.text).toBe(409);
      expect(refused.body.data).toEqual({ reason: 'in_use' });
      const noGame = await server.post(`${API}/game/addGameChannel`, { gameId: 999999, channelName: 'X', channelUrl: 'https://x.example.com' }, { token });
      expect(noGame.status).toBe(400);
      const badUrl = await server.post(`${API}/game/addGameChannel`, { gameId: game.id, channelName: 'X', channelUrl: 'javascript:alert(1)' }, { token });
      expect(badUrl.status).toBe(400);
      const ok = await server.post<{ gameName: string }>(`${API}/game/addGameChannel`, { gameId: game.id, channelName: 'Huawei', channelUrl: 'https://appgallery.huawei.com/app/C1' }, { token });
      expect(ok.status, ok.text).toBe(200);
      expect(ok.body.data.gameName).toBe('Puzzle Kingdom');
    });

    it("scopes brands: a creator lists and creates only their own; admin names the owner", async () => {
      const creator = await server.sessionFor('creator1');
      const mine = await server.get<Page<{ ownerId: number; brandName: string }>>(`${API}/brand/queryBrand`, { token: creator });
      const creator1 = (await server.db.selectFrom('users').select('id').where('username_key', '=', 'creator1').executeTakeFirstOrThrow()).id;
      const creator2 = (await server.db.selectFrom('users').select('id').where('username_key', '=', 'creator2').executeTakeFirstOrThrow()).id;
      expect(mine.body.data.total).toBe(2);
      expect(mine.body.data.records.every((b) => b.ownerId === creator1)).toBe(true);
      const created = await server.post<{ ownerId: number }>(`${API}/brand/addBrand`, { brandName: 'Mine Too' }, { token: creator });
      expect(created.status, created.text).toBe(200);
      expect(created.body.data.ownerId).toBe(creator1);
      const forOther = await server.post(`${API}/brand/addBrand`, { brandName: 'Theirs', ownerId: creator2 }, { token: creator });
      expect(forOther.status).toBe(403);
      const admin = await server.sessionFor('admin');
      const all = await server.get<Page<unknown>>(`${API}/brand/queryBrand`, { token: admin });
      expect(all.body.data.total).toBe(4);
      const noOwner = await server.post(`${API}/brand/addBrand`, { brandName: 'Orphan' }, { token: admin });
      expect(noOwner.status).toBe(400);
      const notCreator = await server.post(`${API}/brand/addBrand`, { brandName: 'Orphan', ownerId: 1 }, { token: admin });
      expect(notCreator.status).toBe(400);
    });

    it('keeps partner money exact and enforces the split rule on create and on the merged update', async () => {
      const token = await admin();
      const added = await server.post<{ id: number; platformMoney: string; authorMoney: string }>(
        `${API}/cooperate/addCooperate`,
        { cooperateName: 'Exact Cloud', cooperatePackage: 'com.exact.cloud', platformMoney: '0.1', authorMoney: '0.2' },
        { token },
      );
      expect(added.status, added.text).toBe(200);
      expect([added.body.data.platformMoney, added.body.data.authorMoney]).toEqual(['0.10', '0.20']);
      const stored = await server.db.selectFrom('cooperates').select(['platform_money', 'author_money']).where('id', '=', added.body.data.id).executeTakeFirstOrThrow();
      expect([Number(stored.platform_money), Number(stored.author_money)]).toEqual([10, 20]);
      for (const money of ['-1', '1.005', '1e3', ' ', '12.']) {
        const bad = await server.post(`${API}/cooperate/addCooperate`, { cooperateName: 'Bad', cooperatePackage: 'com.bad.x', platformMoney: money, authorMoney: '1' }, { token });
        expect(bad.status, money).toBe(400);
      }
      const number = await server.post(`${API}/cooperate/addCooperate`, { cooperateName: 'Bad', cooperatePackage: 'com.bad.x', platformMoney: 1.5, authorMoney: '1' }, { token });
      expect(number.status).toBe(400);
      const over = await server.post(`${API}/cooperate/addCooperate`, { cooperateName: 'Over', cooperatePackage: 'com.over.x', platformMoney: '600', authorMoney: '400.01' }, { token });
      expect(over.status).toBe(400);
      const overByUpdate = await server.post(`${API}/cooperate/updateCooperate`, { id: added.body.data.id, authorMoney: '999.95' }, { token });
      expect(overByUpdate.status, overByUpdate.text).toBe(400);
      const fits = await server.post(`${API}/cooperate/updateCooperate`, { id: added.body.data.id, authorMoney: '999.90' }, { token });
      expect(fits.status, fits.text).toBe(200);
    });

    it('lets AUDITOR read users, companies and partners, and refuses every change with 403', async () => {
      const token = await server.sessionFor('auditor');
      for (const path of ['/useradmin/queryUser', '/useradmin/queryBusinessCompany', '/cooperate/queryCooperate']) {
        expect((await server.get(`${API}${path}`, { token })).status).toBe(200);
      }
      const before = await server.db.selectFrom('companies').selectAll().orderBy('id').execute();
      for (const path of ['/useradmin/addBusinessCompany', '/useradmin/updateBusinessCompany', '/useradmin/deleteBusinessCompany', '/cooperate/deleteCooperate', '/useradmin/freezeUser']) {
        expect((await server.post(`${API}${path}`, { id: before[0]!.id, name: 'Hijack' }, { token })).status).toBe(403);
      }
      expect(await server.db.selectFrom('companies').selectAll().orderBy('id').execute()).toEqual(before);
      expect((await server.get(`${API}/game/queryGame`, { token })).status).toBe(403);
    });

    it('lists a company with its member count, and its members through the users list', async () => {
      const token = await admin();
      const companies = await server.get<Page<{ id: number; name: string; memberCount: number }>>(`${API}/useradmin/queryBusinessCompany`, { token, query: { name: 'starlight' } });
      const company = companies.body.data.records[0]!;
      expect(company.memberCount).toBe(1);
      const members = await server.get<Page<{ username: string }>>(`${API}/useradmin/queryUser`, { token, query: { companyId: String(company.id) } });
      expect(members.body.data.records.map((u) => u.username)).toEqual(['company1']);
    });
  });
}
