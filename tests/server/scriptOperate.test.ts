/**
 * The operator's fields of a script over HTTP on both databases (docs/scripts.md): OPERATE changes
 * cacheSwitch, chargeSwitch and the labels of any script, each change an audit row, and nothing
 * else of its content (403, nothing changed); a user who is both CREATOR and OPERATE gets the
 * union: the descriptive fields of their own scripts and the operational fields of every script.
 */
import { describe, expect, it } from 'vitest';
import type { ScriptRecord } from '../../contracts/script.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, useTestServer } from './support/server.js';

const PATH = `${API}/script`;

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`the operator's script fields on ${target.name}`, () => {
    const server = useTestServer(target);
    let serial = 0;

    const idOf = async (username: string) =>
      (await server.db.selectFrom('users').select('id').where('username_key', '=', username).executeTakeFirstOrThrow()).id;
    const draftOf = async (token: string) => {
      const game = (await server.db.selectFrom('games').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
      const added = await server.post<ScriptRecord>(
        `${PATH}/addScript`,
        { scriptName: `Operated ${target.name} ${++serial}`, scriptPackage: 'com.operated.game', gameId: game, scriptParam: '{}', scriptExplain: 'As written', scriptLabel: ['daily'], iamgeUrl: null, brandId: null, authorNick: 'Author' },
        { token },
      );
      expect(added.status, added.text).toBe(200);
      return added.body.data;
    };
    const update = (token: string, body: Record<string, unknown>) => server.post<ScriptRecord>(`${PATH}/updateScript`, body, { token });
    const rowOf = (id: number) => server.db.selectFrom('scripts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const updatesOf = (id: number) =>
      server.db.selectFrom('audit_log').selectAll().where('entity', '=', 'script').where('entity_id', '=', String(id)).where('event', '=', 'UPDATE').orderBy('id').execute();

    it('lets OPERATE change the cache and charge switches and the labels of any script, each change audited', async () => {
      const script = await draftOf(await server.login('creator1'));
      const operator = await server.login('operator');
      const changed = await update(operator, { id: script.id, cacheSwitch: !script.cacheSwitch, chargeSwitch: true, scriptLabel: ['daily', 'Weekend'] });
      expect(changed.status, changed.text).toBe(200);
      expect(changed.body.data).toMatchObject({ cacheSwitch: !script.cacheSwitch, chargeSwitch: true, scriptLabel: ['daily', 'Weekend'], scriptExplain: 'As written' });

      const [row] = await updatesOf(script.id);
      expect(row!.actor_id).toBe(await idOf('operator'));
      expect(row!.record_name).toBe(script.scriptName);
      expect(JSON.parse(row!.payload)).toEqual({
        cacheSwitch: { from: script.cacheSwitch, to: !script.cacheSwitch },
        chargeSwitch: { from: false, to: true },
        scriptLabel: { from: ['daily'], to: ['daily', 'Weekend'] },
      });
      // The same values again change nothing and write nothing.
      expect((await update(operator, { id: script.id, chargeSwitch: true })).status).toBe(200);
      expect(await updatesOf(script.id)).toHaveLength(1);
    });

    it('refuses OPERATE every other field with 403, naming it, and changes nothing', async () => {
      const script = await draftOf(await server.login('creator2'));
      const operator = await server.login('operator');
      const before = { row: await rowOf(script.id), audit: (await updatesOf(script.id)).length };
      const others: Record<string, unknown>[] = [
        { scriptName: 'Renamed by the operator' },
        { scriptExplain: 'x' },
        { isTvip: true },
        { isFts: true },
        { ownerId: await idOf('creator1') },
        { source: 'thirdParty', vendorName: 'V', externalUrl: 'https://v.example.com/a.apk' },
        { chargeSwitch: true, scriptExplain: 'and a description' },
      ];
      for (const fields of others) {
        const refused = await update(operator, { id: script.id, ...fields });
        expect(refused.status, JSON.stringify(fields)).toBe(403);
        expect(refused.text).toContain(Object.keys(fields).find((field) => field !== 'chargeSwitch'));
      }
      expect({ row: await rowOf(script.id), audit: (await updatesOf(script.id)).length }).toEqual(before);
      // A creator alone still may not touch the switches of their own script.
      expect((await update(await server.login('creator2'), { id: script.id, cacheSwitch: false })).status).toBe(403);
    });

    it('gives a CREATOR who is also OPERATE the union: descriptive fields of their own scripts, operational ones of all', async () => {
      const both = await idOf('creator2');
      await server.db.insertInto('user_roles').values({ user_id: both, role: 'OPERATE' }).execute();
      try {
        const token = await server.login('creator2');
        const own = await draftOf(token);
        const others = await draftOf(await server.login('creator1'));

        const mine = await update(token, { id: own.id, scriptExplain: 'Mine, better', chargeSwitch: true });
        expect(mine.status, mine.text).toBe(200);
        expect(mine.body.data).toMatchObject({ scriptExplain: 'Mine, better', chargeSwitch: true });
        const theirs = await update(token, { id: others.id, cacheSwitch: false, scriptLabel: ['night'] });
        expect(theirs.status, theirs.text).toBe(200);

        const before = await rowOf(others.id);
        expect((await update(token, { id: others.id, scriptExplain: 'not mine' })).status).toBe(403);
        expect((await update(token, { id: own.id, isTvip: true })).status).toBe(403);
        expect(await rowOf(others.id)).toEqual(before);
      } finally {
        await server.db.deleteFrom('user_roles').where('user_id', '=', both).where('role', '=', 'OPERATE').execute();
      }
    });
  });
}
