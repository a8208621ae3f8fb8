/**
 * A script's visibility flow over HTTP on both databases (docs/scripts.md): the author submits,
 * a curator shows or sends back with a reason, shown scripts hide and show again, an admin retires;
 * what the machine refuses is 409 and changes nothing; another author's script does not exist for
 * a creator (404); 50 parallel SHOW calls on one submitted script make one change and one audit row.
 */
import { describe, expect, it } from 'vitest';
import type { ScriptRecord } from '../../contracts/script.js';
import type { ScriptVisibilityChange } from '../../contracts/scriptVisibility.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, useTestServer } from './support/server.js';

const PATH = `${API}/script`;

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`script visibility on ${target.name}`, () => {
    const server = useTestServer(target);
    let serial = 0;

    const draftOf = async (token: string) => {
      const game = (await server.db.selectFrom('games').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
      const added = await server.post<ScriptRecord>(
        `${PATH}/addScript`,
        { scriptName: `Flow Script ${target.name} ${++serial}`, scriptPackage: 'com.flow.game', gameId: game, scriptParam: '{}', scriptExplain: '', scriptLabel: [], iamgeUrl: null, brandId: null, authorNick: 'Flow' },
        { token },
      );
      expect(added.status, added.text).toBe(200);
      return added.body.data.id;
    };
    const act = (token: string, action: string, id: number, extra: Record<string, unknown> = {}) =>
      server.post<ScriptVisibilityChange>(`${PATH}/${action}Script`, { id, ...extra }, { token });
    const statusOf = async (id: number) =>
      (await server.db.selectFrom('scripts').select(['status', 'return_reason']).where('id', '=', id).executeTakeFirstOrThrow());
    const auditsOf = (id: number) =>
      server.db.selectFrom('audit_log').selectAll().where('entity', '=', 'script').where('entity_id', '=', String(id)).orderBy('id').execute();

    it('goes draft → submitted → returned → submitted → shown → hidden → shown → retired, each step audited with the script name', async () => {
      const creator = await server.login('creator1');
      const operator = await server.login('operator');
      const admin = await server.login('admin');
      const id = await draftOf(creator);

      const steps: [string, string, Record<string, unknown>, string][] = [
        [creator, 'submit', {}, 'submitted'],
        [operator, 'return', { reason: 'The cover shows another game' }, 'returned'],
        [creator, 'submit', {}, 'submitted'],
        [operator, 'show', {}, 'shown'],
        [operator, 'hide', {}, 'hidden'],
        [admin, 'show', {}, 'shown'],
        [admin, 'retire', {}, 'retired'],
      ];
      let from = 'draft';
      for (const [token, action, extra, to] of steps) {
        const answer = await act(token, action, id, extra);
        expect(answer.status, `${action}: ${answer.text}`).toBe(200);
        expect(answer.body.data).toMatchObject({ id, from, to });
        expect((await statusOf(id)).status).toBe(to);
        if (action === 'return') expect(answer.body.data.returnReason).toBe('The cover shows another game');
        if (action === 'submit') expect((await statusOf(id)).return_reason).toBeNull();
        from = to;
      }
      const transitions = (await auditsOf(id)).filter((row) => row.event !== 'ADD');
      expect(transitions.map((row) => [row.event, row.from_status, row.to_status])).toEqual([
        ['SUBMIT', 'draft', 'submitted'],
        ['RETURN', 'submitted', 'returned'],
        ['SUBMIT', 'returned', 'submitted'],
        ['SHOW', 'submitted', 'shown'],
        ['HIDE', 'shown', 'hidden'],
        ['SHOW', 'hidden', 'shown'],
        ['RETIRE', 'shown', 'retired'],
      ]);
      expect(new Set(transitions.map((row) => row.record_name)).size).toBe(1);
      expect(transitions[0]!.record_name).toMatch(/^Flow Script/);
      expect(JSON.parse(transitions[1]!.payload)).toEqual({ reason: 'The cover shows another game' });

      const listed = await server.get<{ records: ScriptRecord[] }>(`${PATH}/queryScript`, { token: admin, query: { status: 'retired' } });
      expect(listed.body.data.records.map((r) => r.id)).toContain(id);
    });

    it('refuses what the machine or the roles refuse, and changes nothing', async () => {
      const creator1 = await server.login('creator1');
      const creator2 = await server.login('creator2');
      const operator = await server.login('operator');
      const admin = await server.login('admin');
      const id = await draftOf(creator1);
      const before = async () => ({ row: await statusOf(id), audit: (await auditsOf(id)).length });
      const start = await before();

      expect((await act(operator, 'show', id)).status).toBe(409); // a draft is not submitted yet
      expect((await act(creator1, 'show', id)).status).toBe(403);
      expect((await act(creator2, 'submit', id)).status).toBe(404);
      expect((await act(operator, 'submit', id)).status).toBe(403);
      expect((await act(operator, 'retire', id)).status).toBe(403);
      expect((await act(await server.login('company1'), 'submit', id)).status).toBe(403);
      expect(await before()).toEqual(start);

      expect((await act(creator1, 'submit', id)).status).toBe(200);
      const submitted = await before();
      for (const reason of ['', '   ', 'a\u0000b', 'x'.repeat(201), 42]) {
        const refused = await act(operator, 'return', id, { reason });
        expect(refused.status, JSON.stringify(reason)).toBe(400);
      }
      expect((await act(operator, 'return', id, { reason: 'ok', extra: 1 })).status).toBe(400);
      expect((await act(creator1, 'submit', id)).status).toBe(409);
      expect(await before()).toEqual(submitted);

      expect((await act(admin, 'retire', id)).status).toBe(200);
      const retired = await before();
      for (const action of ['submit', 'show', 'hide', 'retire']) expect((await act(admin, action, id)).status, action).toBe(409);
      expect(await before()).toEqual(retired);
    });

    it('makes exactly one change of 50 parallel SHOW calls on one submitted script', async () => {
      const creator = await server.login('creator1');
      const operator = await server.login('operator');
      const id = await draftOf(creator);
      expect((await act(creator, 'submit', id)).status).toBe(200);
      const answers = await Promise.all(Array.from({ length: 50 }, () => act(operator, 'show', id)));
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
      expect((await auditsOf(id)).filter((row) => row.event === 'SHOW')).toHaveLength(1);
      expect((await statusOf(id)).status).toBe('shown');
    });
  });
}
