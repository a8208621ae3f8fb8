/**
 * The recommendation order over HTTP on both databases (docs/scripts.md): orderScripts writes
 * show_order 1..n with an audit row per script that moved; a stale version is 409 and ids that are
 * not exactly the shown scripts are 400 on `ids`, nothing written; of 20 parallel calls made from
 * one version exactly one wins; showing puts a script last, hiding takes it out of the order.
 */
import { describe, expect, it } from 'vitest';
import type { ScriptRecord } from '../../contracts/script.js';
import { byShowOrder, showOrderVersion, type ScriptOrderChange } from '../../contracts/scriptOrder.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, useTestServer } from './support/server.js';

const PATH = `${API}/script`;

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`the recommendation order on ${target.name}`, () => {
    const server = useTestServer(target);
    let serial = 0;

    /** The shown scripts as the browser reads them: the list, in order, and its version. */
    const readOrder = async (token: string) => {
      const answer = await server.get<{ records: ScriptRecord[] }>(`${PATH}/queryScript`, { token, query: { status: 'shown', size: '200' } });
      expect(answer.status, answer.text).toBe(200);
      const shown = answer.body.data.records.map((r) => ({ id: r.id, showOrder: r.showOrder })).sort(byShowOrder);
      return { ids: shown.map((s) => s.id), version: showOrderVersion(shown) };
    };
    const stored = async () =>
      (await server.db.selectFrom('scripts').select(['id', 'show_order']).where('status', '=', 'shown').execute())
        .map((r) => ({ id: r.id, showOrder: r.show_order }))
        .sort(byShowOrder);
    const reorders = () => server.db.selectFrom('audit_log').selectAll().where('event', '=', 'REORDER').orderBy('id').execute();
    const snapshot = async () => ({ order: await stored(), audit: (await reorders()).length });
    const order = (token: string, body: unknown) => server.post<ScriptOrderChange>(`${PATH}/orderScripts`, body, { token });
    const shownScript = async () => {
      const creator = await server.login('creator1');
      const game = (await server.db.selectFrom('games').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
      const added = await server.post<ScriptRecord>(
        `${PATH}/addScript`,
        { scriptName: `Ordered ${target.name} ${++serial}`, scriptPackage: 'com.ordered.game', gameId: game, scriptParam: '{}', scriptExplain: '', scriptLabel: [], iamgeUrl: null, brandId: null, authorNick: 'A' },
        { token: creator },
      );
      expect(added.status, added.text).toBe(200);
      expect((await server.post(`${PATH}/submitScript`, { id: added.body.data.id }, { token: creator })).status).toBe(200);
      expect((await server.post(`${PATH}/showScript`, { id: added.body.data.id }, { token: await server.login('operator') })).status).toBe(200);
      return added.body.data;
    };

    it('writes the order 1..n, audits each script that moved with from and to, and answers the new version', async () => {
      const operator = await server.login('operator');
      const read = await readOrder(operator);
      expect(read.ids.length).toBeGreaterThan(2);
      const wanted = [read.ids[2]!, read.ids[0]!, read.ids[1]!, ...read.ids.slice(3)];
      const before = new Map((await stored()).map((s) => [s.id, s.showOrder]));
      const audited = (await reorders()).length;

      const answer = await order(operator, { ids: wanted, version: read.version });
      expect(answer.status, answer.text).toBe(200);
      expect((await stored()).map((s) => [s.id, s.showOrder])).toEqual(wanted.map((id, index) => [id, index + 1]));
      const rows = (await reorders()).slice(audited);
      const moved = wanted.filter((id, index) => before.get(id) !== index + 1);
      expect(answer.body.data.moved).toBe(moved.length);
      expect(rows.map((r) => Number(r.entity_id))).toEqual(moved);
      const first = rows.find((r) => Number(r.entity_id) === wanted[0])!;
      expect(JSON.parse(first.payload)).toEqual({ showOrder: { from: before.get(wanted[0]!), to: 1 } });
      const names = await server.db.selectFrom('scripts').select(['id', 'script_name']).where('id', 'in', moved).execute();
      expect(rows.map((r) => r.record_name).sort()).toEqual(names.map((n) => n.script_name).sort());
      expect(new Set(rows.map((r) => r.actor_id))).toEqual(new Set([(await server.db.selectFrom('users').select('id').where('username_key', '=', 'operator').executeTakeFirstOrThrow()).id]));
      expect(answer.body.data.version).toBe((await readOrder(operator)).version);

      // The same order again moves nothing; the answered version is good for the next change.
      const again = await order(await server.login('admin'), { ids: wanted, version: answer.body.data.version });
      expect(again.status, again.text).toBe(200);
      expect(again.body.data.moved).toBe(0);
    });

    it('answers 409 to an order made from a stale version, and changes nothing', async () => {
      const operator = await server.login('operator');
      const read = await readOrder(operator);
      const reversed = [...read.ids].reverse();
      expect((await order(operator, { ids: reversed, version: read.version })).status).toBe(200);
      const before = await snapshot();
      const stale = await order(operator, { ids: read.ids, version: read.version });
      expect(stale.status, stale.text).toBe(409);
      expect(stale.body).toMatchObject({ code: 409, data: { reason: 'conflict' } });
      expect(await snapshot()).toEqual(before);
    });

    it('refuses ids that are not exactly the shown scripts, and malformed bodies, with 400 on the field', async () => {
      const operator = await server.login('operator');
      const read = await readOrder(operator);
      const draft = await server.db.selectFrom('scripts').select('id').where('status', '=', 'draft').executeTakeFirstOrThrow();
      const before = await snapshot();
      const cases: [unknown, string][] = [
        [{ ids: [...read.ids, draft.id], version: read.version }, 'ids'],
        [{ ids: [...read.ids.slice(1), draft.id], version: read.version }, 'ids'],
        [{ ids: read.ids.slice(1), version: read.version }, 'ids'],
        [{ ids: [...read.ids, read.ids[0]], version: read.version }, 'ids'],
        [{ ids: [], version: read.version }, 'ids'],
        [{ ids: read.ids.map(String), version: read.version }, 'ids.0'],
        [{ ids: read.ids }, 'version'],
        [{ ids: read.ids, version: 'latest' }, 'version'],
        [{ ids: read.ids, version: read.version, showOrder: 1 }, 'showOrder'],
      ];
      for (const [body, field] of cases) {
        const refused = await order(operator, body);
        expect(refused.status, `${JSON.stringify(body)}: ${refused.text}`).toBe(400);
        expect((refused.body as unknown as { data: { fields: { field: string }[] } }).data.fields.map((f) => f.field)).toContain(field);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('lets ADMIN and OPERATE order, nobody else', async () => {
      const read = await readOrder(await server.login('admin'));
      const before = await snapshot();
      for (const username of ['creator1', 'auditor', 'company1', 'partner1']) {
        expect((await order(await server.login(username), { ids: read.ids, version: read.version })).status, username).toBe(403);
      }
      expect((await order(await server.login('admin'), { ids: read.ids, version: read.version })).status).toBe(200);
      expect(await snapshot()).toEqual(before);
    });

    it('lets exactly one of 20 parallel orders made from one version win', async () => {
      const operator = await server.login('operator');
      const read = await readOrder(operator);
      const audited = (await reorders()).length;
      // Each a real change: the order rotated by 1 to n-1 places.
      const orders = Array.from({ length: 20 }, (_, n) => {
        const by = (n % (read.ids.length - 1)) + 1;
        return [...read.ids.slice(by), ...read.ids.slice(0, by)];
      });
      const answers = await Promise.all(orders.map((ids) => order(operator, { ids, version: read.version })));
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200), statuses.join(',')).toHaveLength(1);
      expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
      const winner = orders[statuses.indexOf(200)]!;
      expect((await stored()).map((s) => s.id)).toEqual(winner);
      expect((await reorders()).length - audited).toBe(answers[statuses.indexOf(200)]!.body.data.moved);
    });

    it('puts a script that is shown last and takes a hidden one out of the order', async () => {
      const operator = await server.login('operator');
      const last = Math.max(...(await stored()).map((s) => s.showOrder ?? 0));
      const script = await shownScript();
      const placed = (await stored()).find((s) => s.id === script.id)!;
      expect(placed.showOrder).toBe(last + 1);
      const read = await readOrder(operator);
      expect(read.ids.at(-1)).toBe(script.id);
      const show = await server.db.selectFrom('audit_log').select('payload').where('event', '=', 'SHOW').where('entity_id', '=', String(script.id)).executeTakeFirstOrThrow();
      expect(JSON.parse(show.payload)).toEqual({ showOrder: { from: null, to: last + 1 } });

      expect((await server.post(`${PATH}/hideScript`, { id: script.id }, { token: operator })).status).toBe(200);
      const hidden = await server.db.selectFrom('scripts').select('show_order').where('id', '=', script.id).executeTakeFirstOrThrow();
      expect(hidden.show_order).toBeNull();
      // The order read before the hide is stale now.
      expect((await order(operator, { ids: read.ids, version: read.version })).status).toBe(409);
      const now = await readOrder(operator);
      expect(now.ids).not.toContain(script.id);
      expect((await order(operator, { ids: now.ids, version: now.version })).status).toBe(200);
    });
  });
}
