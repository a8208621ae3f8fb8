/**
 * Review of clicker configs and shared clicker configs over HTTP on both databases:
 * lists scoped to owners, the whole flow through the review machine with its audit rows, every
 * illegal transition 409 with the record unchanged, a concurrent double review giving one
 * success, batch approval record by record, and bad input refused.
 */
import { describe, expect, it } from 'vitest';
import { REVIEW_STATUSES, type ApproveBatchAnswer, type ConfigRecord, type ReviewChange, type ReviewStatus } from '../../contracts/review.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { useTestServer } from './support/server.js';

const API = '/rocketScript/api';
type Page<T> = { records: T[]; total: number };

const KINDS = [
  { kind: 'config', entity: 'Config', table: 'configs' },
  { kind: 'linker', entity: 'Linker', table: 'linkers' },
] as const;

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`review on ${target.name}`, () => {
    const server = useTestServer(target);
    const as = (username: string) => server.sessionFor(username);
    const post = async <T = ReviewChange>(username: string, path: string, body: unknown) => server.post<T>(`${API}/${path}`, body, { token: await as(username) });
    const list = async (username: string, kind: string, entity: string, query: Record<string, string> = {}) => {
      const answer = await server.get<Page<ConfigRecord>>(`${API}/${kind}/query${entity}`, { token: await as(username), query: { size: '200', ...query } });
      expect(answer.status, answer.text).toBe(200);
      return answer.body.data;
    };
    const stored = (table: string, id: number) => server.db.selectFrom(table as 'configs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const audits = (entity: string, id: number) =>
      server.db.selectFrom('audit_log').selectAll().where('entity', '=', entity).where('entity_id', '=', String(id)).orderBy('id').execute();
    const userId = async (username: string) => (await server.db.selectFrom('users').select('id').where('username_key', '=', username).executeTakeFirstOrThrow()).id;

    /** A fresh record of creator1's in `status`, made through the API (never the seed's, so tests do not share). */
    async function recordIn(kind: (typeof KINDS)[number], status: ReviewStatus): Promise<number> {
      const owner = await userId('creator1');
      const script = (await server.db.selectFrom('scripts').select('id').where('owner_id', '=', owner).executeTakeFirstOrThrow()).id;
      const at = new Date().toISOString();
      const values = { script_id: script, owner_id: owner, config_name: `Test ${Math.random()}`, content: '{"taps":[]}', created_at: at, updated_at: at };
      const id =
        kind.table === 'configs'
          ? (await server.db.insertInto('configs').values(values).returning('id').executeTakeFirstOrThrow()).id
          : (await server.db.insertInto('linkers').values({ ...values, linker_name: 'Test linker', status: 'pending' }).returning('id').executeTakeFirstOrThrow()).id;
      const path: Record<ReviewStatus, [string, Record<string, unknown>][]> = {
        pending: [],
        approved: [['approve', {}]],
        rejected: [['reject', { reason: 'No' }]],
        listed: [['approve', {}], ['list', {}]],
        delisted: [['approve', {}], ['list', {}], ['delist', {}]],
      };
      for (const [action, body] of path[status]) expect((await post('admin', `${kind.kind}/${action}${kind.entity}`, { id, ...body })).status).toBe(200);
      return id;
    }

    describe.each(KINDS)('$kind', (kind) => {
      it('lists everyone’s for ADMIN and AUDITOR, a creator only their own, and keeps content in reach the same way', async () => {
        const all = await list('admin', kind.kind, kind.entity);
        expect((await list('auditor', kind.kind, kind.entity)).total).toBe(all.total);
        const mine = await list('creator1', kind.kind, kind.entity);
        const theirs = await list('creator2', kind.kind, kind.entity);
        expect(mine.total + theirs.total).toBe(all.total);
        expect(mine.records.every((r) => r.ownerNick === 'Script Author One')).toBe(true);
        const foreign = theirs.records[0]!;
        const content = await server.get<{ content: string }>(`${API}/${kind.kind}/get${kind.entity}Content`, { token: await as('creator1'), query: { id: String(foreign.id) } });
        expect(content.status).toBe(404);
        const own = await server.get<{ content: string }>(`${API}/${kind.kind}/get${kind.entity}Content`, { token: await as('creator2'), query: { id: String(foreign.id) } });
        expect(own.status).toBe(200);
        // The list's preview is the content's start with its whitespace folded.
        expect(own.body.data.content.replace(/\s+/g, ' ').startsWith(foreign.contentPreview)).toBe(true);
        const filtered = await list('admin', kind.kind, kind.entity, { status: 'pending' });
        expect(filtered.records.every((r) => r.status === 'pending')).toBe(true);
      });

      it('approves, lists, delists and lists again, each with its audit row', async () => {
        const id = await recordIn(kind, 'pending');
        for (const [action, to] of [['approve', 'approved'], ['list', 'listed'], ['delist', 'delisted'], ['list', 'listed']] as const) {
          const answer = await post('admin', `${kind.kind}/${action}${kind.entity}`, { id });
          expect(answer.status, answer.text).toBe(200);
          expect(answer.body.data.to).toBe(to);
        }
        const trail = await audits(kind.kind, id);
        expect(trail.map((a) => [a.event, a.from_status, a.to_status])).toEqual([
          ['APPROVE', 'pending', 'approved'],
          ['LIST', 'approved', 'listed'],
          ['DELIST', 'listed', 'delisted'],
          ['LIST', 'delisted', 'listed'],
        ]);
        expect(trail.every((a) => a.actor_id !== null)).toBe(true);
      });

      it('rejects with a reason the owner reads, and the owner resubmits with corrected content', async () => {
        const id = await recordIn(kind, 'pending');
        const rejected = await post('admin', `${kind.kind}/reject${kind.entity}`, { id, reason: 'Taps outside the window' });
        expect(rejected.body.data).toMatchObject({ to: 'rejected', rejectReason: 'Taps outside the window' });
        const seen = (await list('creator1', kind.kind, kind.entity, { id: String(id) })).records[0]!;
        expect(seen).toMatchObject({ status: 'rejected', rejectReason: 'Taps outside the window' });
        expect((await post('creator2', `${kind.kind}/resubmit${kind.entity}`, { id })).status).toBe(404);
        const again = await post('creator1', `${kind.kind}/resubmit${kind.entity}`, { id, content: '{"taps":[1]}' });
        expect(again.status, again.text).toBe(200);
        expect(again.body.data).toMatchObject({ to: 'pending', rejectReason: null });
        expect(await stored(kind.table, id)).toMatchObject({ status: 'pending', reject_reason: null, content: '{"taps":[1]}' });
        expect(JSON.parse((await audits(kind.kind, id)).at(-1)!.payload)).toEqual({ contentChanged: true });
      });

      it('refuses every illegal transition with 409 and leaves the record and its trail as they were', async () => {
        const actions: Record<string, [string, Record<string, unknown>]> = {
          APPROVE: ['admin', { action: 'approve' }],
          REJECT: ['admin', { action: 'reject', reason: 'x' }],
          LIST: ['admin', { action: 'list' }],
          DELIST: ['admin', { action: 'delist' }],
          RESUBMIT: ['creator1', { action: 'resubmit' }],
        };
        const allowed: Record<ReviewStatus, string[]> = {
          pending: ['APPROVE', 'REJECT'],
          approved: ['LIST'],
          rejected: ['RESUBMIT'],
          listed: ['DELIST'],
          delisted: ['LIST'],
        };
        for (const status of REVIEW_STATUSES) {
          const id = await recordIn(kind, status);
          const before = await stored(kind.table, id);
          const trail = (await audits(kind.kind, id)).length;
          for (const [event, [sender, { action, ...body }]] of Object.entries(actions)) {
            if (allowed[status].includes(event)) continue;
            const answer = await post(sender, `${kind.kind}/${String(action)}${kind.entity}`, { id, ...body });
            expect(answer.status, `${event} on ${status}`).toBe(409);
          }
          expect(await stored(kind.table, id)).toEqual(before);
          expect(await audits(kind.kind, id)).toHaveLength(trail);
        }
      });

      it('gives one success to a concurrent double review, with one audit row', async () => {
        const id = await recordIn(kind, 'pending');
        const admin = await as('admin');
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            i % 2 === 0
              ? server.post(`${API}/${kind.kind}/approve${kind.entity}`, { id }, { token: admin })
              : server.post(`${API}/${kind.kind}/reject${kind.entity}`, { id, reason: 'Race' }, { token: admin }),
          ),
        );
        expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
        expect(answers.filter((a) => a.status === 409)).toHaveLength(29);
        expect(await audits(kind.kind, id)).toHaveLength(1);
      });

      it('approves a selection record by record: one refusal stops none', async () => {
        const pending = [await recordIn(kind, 'pending'), await recordIn(kind, 'pending')];
        const listed = await recordIn(kind, 'listed');
        const answer = await post<ApproveBatchAnswer>('admin', `${kind.kind}/approve${kind.entity}Batch`, { ids: [pending[0], listed, 2_147_000_000, pending[1]] });
        expect(answer.status, answer.text).toBe(200);
        expect(answer.body.data.approved).toEqual(pending);
        expect(answer.body.data.refused).toEqual([
          { id: listed, reason: 'illegal_transition' },
          { id: 2_147_000_000, reason: 'not_found' },
        ]);
        for (const id of pending) expect((await stored(kind.table, id)).status).toBe('approved');
        expect((await post('creator1', `${kind.kind}/approve${kind.entity}Batch`, { ids: pending })).status).toBe(403);
      });

      it('refuses bad input with 400 and changes nothing', async () => {
        const id = await recordIn(kind, 'pending');
        const before = await stored(kind.table, id);
        for (const [action, body] of [
          ['reject', { id }],
          ['reject', { id, reason: '' }],
          ['reject', { id, reason: 'x'.repeat(201) }],
          ['reject', { id, reason: '<b>no</b>' }],
          ['approve', { id, status: 'listed' }],
          ['approve', { id: String(id) }],
          ['approveBatch', { ids: [] }],
          ['approveBatch', { ids: [id, id] }],
          ['approveBatch', { ids: Array.from({ length: 201 }, (_, i) => i + 1) }],
          ['approveBatch', { ids: ['1'] }],
        ] as const) {
          const path = action === 'approveBatch' ? `${kind.kind}/approve${kind.entity}Batch` : `${kind.kind}/${action}${kind.entity}`;
          const answer = await post('admin', path, body);
          expect(answer.status, `${action} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
        }
        const resubmit = await post('creator1', `${kind.kind}/resubmit${kind.entity}`, { id, content: '' });
        expect(resubmit.status).toBe(400);
        expect(await stored(kind.table, id)).toEqual(before);
      });
    });
  });
}
