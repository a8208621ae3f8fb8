/**
 * The scripts catalogue over HTTP on both databases (docs/scripts.md): who sees which scripts,
 * who may set which fields, the rules a script's fields follow, labels filtered exactly, and a
 * script with activity refused deletion. Every refusal changes nothing.
 */
import { describe, expect, it } from 'vitest';
import type { ScriptRecord } from '../../contracts/script.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, useTestServer } from './support/server.js';

const PATH = `${API}/script`;
type Page = { records: ScriptRecord[]; total: number };

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`the scripts catalogue on ${target.name}`, () => {
    const server = useTestServer(target);
    let serial = 0;

    const idOf = async (username: string) =>
      (await server.db.selectFrom('users').select('id').where('username_key', '=', username).executeTakeFirstOrThrow()).id;
    const anyGame = async () => (await server.db.selectFrom('games').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const brandOf = async (username: string) =>
      (await server.db.selectFrom('brands').select('id').where('owner_id', '=', await idOf(username)).orderBy('id').executeTakeFirstOrThrow()).id;
    const body = async (extra: Record<string, unknown> = {}) => ({
      scriptName: `Test Script ${++serial}`,
      scriptPackage: 'com.test.game',
      gameId: await anyGame(),
      // Pretty-printed, as the form sends it: line breaks and a tab.
      scriptParam: '{\n  "speed": 2,\n\t"stop": true\n}',
      scriptExplain: 'Line one\nLine two',
      scriptLabel: ['Daily', 'cards'],
      iamgeUrl: null,
      brandId: null,
      authorNick: 'Tester',
      ...extra,
    });
    const list = async (token: string, query: Record<string, string> = {}) => {
      const answer = await server.get<Page>(`${PATH}/queryScript`, { token, query: { size: '100', ...query } });
      expect(answer.status, answer.text).toBe(200);
      return answer.body.data;
    };
    const snapshot = async () => ({
      scripts: await server.db.selectFrom('scripts').selectAll().orderBy('id').execute(),
      audit: (await server.db.selectFrom('audit_log').select('id').execute()).length,
    });

    it('lets a creator add their own script as a draft with the descriptive fields only', async () => {
      const creator = await server.login('creator1');
      const added = await server.post<ScriptRecord>(`${PATH}/addScript`, await body({ brandId: await brandOf('creator1') }), { token: creator });
      expect(added.status, added.text).toBe(200);
      expect(added.body.data).toMatchObject({
        ownerId: await idOf('creator1'),
        status: 'draft',
        isShow: false,
        chargeSwitch: false,
        source: 'platform',
        scriptLabel: ['Daily', 'cards'],
        scriptExplain: 'Line one\nLine two',
        scriptParam: '{\n  "speed": 2,\n\t"stop": true\n}',
      });
      expect(added.body.data.gameName).not.toBe('');
      expect(added.body.data.brandName).not.toBe('');

      const before = await snapshot();
      for (const extra of [{ chargeSwitch: true }, { ownerId: await idOf('creator2') }, { source: 'thirdParty' }]) {
        const refused = await server.post(`${PATH}/addScript`, await body(extra), { token: creator });
        expect(refused.status, JSON.stringify(extra)).toBe(403);
      }
      const change = await server.post(`${PATH}/updateScript`, { id: added.body.data.id, isTvip: true }, { token: creator });
      expect(change.status).toBe(403);
      expect(await snapshot()).toEqual(before);
    });

    it("keeps another author's and another company's scripts out of reach (404), and reads only what each role may", async () => {
      const creator1 = await server.login('creator1');
      const creator2 = await server.login('creator2');
      const own = (await server.post<ScriptRecord>(`${PATH}/addScript`, await body(), { token: creator1 })).body.data;

      const seenBy2 = await list(creator2);
      expect(seenBy2.records.map((r) => r.id)).not.toContain(own.id);
      expect(seenBy2.records.every((r) => r.ownerId === seenBy2.records[0]!.ownerId)).toBe(true);
      const before = await snapshot();
      expect((await server.post(`${PATH}/updateScript`, { id: own.id, scriptExplain: 'mine now' }, { token: creator2 })).status).toBe(404);
      expect(await snapshot()).toEqual(before);

      const company1 = await server.login('company1');
      const companyId = (await server.db.selectFrom('users').select('company_id').where('username_key', '=', 'company1').executeTakeFirstOrThrow()).company_id;
      const companyScripts = await list(company1);
      expect(companyScripts.total).toBeGreaterThan(0);
      // The scripts the company has signed, now or before (docs/signing.md).
      const signed = await server.db.selectFrom('script_signings').select('script_id').where('company_id', '=', companyId!).execute();
      expect(companyScripts.records.map((r) => r.id).sort()).toEqual([...new Set(signed.map((s) => s.script_id))].sort());
      expect((await server.post(`${PATH}/addScript`, await body(), { token: company1 })).status).toBe(403);

      const operator = await server.login('operator');
      const all = await list(await server.login('admin'));
      expect((await list(operator)).total).toBe(all.total);
      expect((await server.post(`${PATH}/updateScript`, { id: own.id, scriptExplain: 'x' }, { token: operator })).status).toBe(403);
    });

    it('refuses bad fields with a field error and stores nothing', async () => {
      const admin = await server.login('admin');
      const creatorId = await idOf('creator1');
      const before = await snapshot();
      const cases: [Record<string, unknown>, string][] = [
        [{ scriptPackage: 'not a package' }, 'scriptPackage'],
        [{ scriptPackage: 'com.' }, 'scriptPackage'],
        [{ scriptParam: '[1, 2]' }, 'scriptParam'],
        [{ scriptParam: '{"open": ' }, 'scriptParam'],
        [{ scriptLabel: ['a', 'A'] }, 'scriptLabel'],
        [{ scriptLabel: Array.from({ length: 9 }, (_, i) => `l${i}`) }, 'scriptLabel'],
        [{ iamgeUrl: 'https://elsewhere.example.com/cover.png' }, 'iamgeUrl'],
        [{ gameId: 2_000_000_000 }, 'gameId'],
        [{ brandId: await brandOf('creator2') }, 'brandId'],
        [{ source: 'thirdParty', vendorName: '', externalUrl: null }, 'vendorName'],
        [{ source: 'platform', externalUrl: 'https://vendor.example.com/app.apk' }, 'source'],
        [{ ownerId: await idOf('operator') }, 'ownerId'],
      ];
      for (const [extra, field] of cases) {
        const refused = await server.post<null>(`${PATH}/addScript`, await body({ ownerId: creatorId, ...extra }), { token: admin });
        expect(refused.status, `${JSON.stringify(extra)}: ${refused.text}`).toBe(400);
        expect(JSON.stringify(refused.body), JSON.stringify(extra)).toContain(field);
      }
      const missingOwner = await server.post(`${PATH}/addScript`, await body(), { token: admin });
      expect(missingOwner.status).toBe(400);
      expect(await snapshot()).toEqual(before);
    });

    it('lets an admin add a third-party script for an author, and filters by label exactly', async () => {
      const admin = await server.login('admin');
      const added = await server.post<ScriptRecord>(
        `${PATH}/addScript`,
        await body({
          ownerId: await idOf('creator2'),
          scriptLabel: ['Cards', 'weekly%'],
          source: 'thirdParty',
          vendorName: 'Blue Vendor',
          vendorContact: 'ops@vendor.example.com',
          externalUrl: 'https://vendor.example.com/app.apk',
          chargeSwitch: true,
          isFts: true,
        }),
        { token: admin },
      );
      expect(added.status, added.text).toBe(200);
      expect(added.body.data).toMatchObject({ source: 'thirdParty', chargeSwitch: true, isFts: true, isTvip: false, status: 'draft' });
      const ids = async (query: Record<string, string>) => (await list(admin, query)).records.map((r) => r.id);
      expect(await ids({ scriptLabel: 'cards' })).toContain(added.body.data.id);
      expect(await ids({ scriptLabel: 'card' })).not.toContain(added.body.data.id);
      expect(await ids({ scriptLabel: 'weekly%' })).toEqual([added.body.data.id]);
      expect(await ids({ scriptLabel: 'weekly' })).toEqual([]);
      expect(await ids({ source: 'thirdParty', chargeSwitch: 'true' })).toContain(added.body.data.id);
      expect(await ids({ status: 'shown' })).not.toContain(added.body.data.id);
    });

    it('refuses to delete a script with activity (409) but deletes one without', async () => {
      const admin = await server.login('admin');
      const busy = await server.db.selectFrom('script_active_days').select('script_id').executeTakeFirstOrThrow();
      const before = await snapshot();
      const refused = await server.post<null>(`${PATH}/deleteScript`, { id: busy.script_id }, { token: admin });
      expect(refused.status).toBe(409);
      expect(await snapshot()).toEqual(before);

      const fresh = (await server.post<ScriptRecord>(`${PATH}/addScript`, await body({ ownerId: await idOf('creator1') }), { token: admin })).body.data;
      expect((await server.post(`${PATH}/deleteScript`, { id: fresh.id }, { token: admin })).status).toBe(200);
      expect(await server.db.selectFrom('scripts').select('id').where('id', '=', fresh.id).executeTakeFirst()).toBeUndefined();
    });
  });
}
