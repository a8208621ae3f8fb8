/**
 * Partner promotions over HTTP on both databases (docs/promotions.md): drafts made and edited by
 * their partner's COOPERATE users and ADMIN, never by the other partner; the flow (submit,
 * approve, reject with a reason, withdraw, end), two approvals at once; edits only as a draft;
 * the sweep starting and ending promotions on time, and reads showing it before the sweep.
 */
import { describe, expect, it } from 'vitest';
import type { PromotionRecord } from '../../contracts/promotion.js';
import { sweepPromotions } from '../../server/modules/promotions/promotionSweep.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { act, addDraft, partnerIdOf, periodFrom } from './support/promotions.js';
import { API, useTestServer } from './support/server.js';

type Page = { records: PromotionRecord[]; total: number };

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`promotions on ${target.name}`, () => {
    const server = useTestServer(target);
    const list = (token: string, query: Record<string, string> = {}) => server.get<Page>(`${API}/promotion/queryPromotion`, { token, query });
    const stored = (id: number) => server.db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    it('lets a partner make and edit its own drafts, and keeps the other partner out', async () => {
      const [one, two, admin] = [await server.sessionFor('partner1'), await server.sessionFor('partner2'), await server.sessionFor('admin')];
      const draft = await addDraft(server, one, { title: '  Cloud week  ' });
      expect(draft).toMatchObject({ title: 'Cloud week', status: 'draft', partnerId: await partnerIdOf(server, 'partner1'), partnerName: 'Red Finger Cloud' });
      expect(draft.createdByName).toContain('partner1');

      const edited = await server.post<PromotionRecord>(`${API}/promotion/updatePromotion`, { id: draft.id, title: 'Cloud fortnight' }, { token: one });
      expect(edited.status, edited.text).toBe(200);
      expect(edited.body.data.title).toBe('Cloud fortnight');

      // The other partner: not in its list, not editable, not actionable, no figures.
      expect((await list(two)).body.data.records.map((r) => r.id)).not.toContain(draft.id);
      const partner2 = await partnerIdOf(server, 'partner2');
      expect((await list(two)).body.data.records.every((r) => r.partnerId === partner2)).toBe(true);
      expect((await server.post(`${API}/promotion/updatePromotion`, { id: draft.id, title: 'Mine now' }, { token: two })).status).toBe(404);
      expect((await act(server, two, 'submitPromotion', { id: draft.id })).status).toBe(404);
      expect((await server.get(`${API}/promotion/queryPromotionFigures`, { token: two, query: { id: String(draft.id) } })).status).toBe(404);
      // Nor may it make one for the first partner.
      const foreign = await server.post(`${API}/promotion/addPromotion`, {
        partnerId: draft.partnerId, title: 'Not yours', imageUrl: draft.imageUrl, linkUrl: 'https://example.com', position: 'home_banner', ...periodFrom(86_400_000, 86_400_000),
      }, { token: two });
      expect(foreign.status, foreign.text).toBe(403);
      expect((await stored(draft.id)).title).toBe('Cloud fortnight');

      // ADMIN sees every partner's, filters by partner, and must name one to create.
      const all = (await list(admin, { size: '200' })).body.data.records;
      expect(new Set(all.map((r) => r.partnerId)).size).toBe(2);
      const byPartner = (await list(admin, { partnerId: String(draft.partnerId), title: 'fortnight' })).body.data;
      expect(byPartner.records.map((r) => r.id)).toEqual([draft.id]);
      const unnamed = await server.post(`${API}/promotion/addPromotion`, {
        title: 'No partner', imageUrl: draft.imageUrl, linkUrl: 'https://example.com', position: 'home_banner', ...periodFrom(86_400_000, 86_400_000),
      }, { token: admin });
      expect(unnamed.status).toBe(400);
      expect(unnamed.text).toContain('partnerId');
    });

    it('refuses what cannot be shown: other links, foreign images, a period that ends first', async () => {
      const one = await server.sessionFor('partner1');
      const draft = await addDraft(server, one);
      const refused = async (changes: Record<string, unknown>, field: string) => {
        const answer = await server.post<{ fields?: { field: string }[] }>(`${API}/promotion/updatePromotion`, { id: draft.id, ...changes }, { token: one });
        expect(answer.status, answer.text).toBe(400);
        expect(answer.body.data.fields?.map((f) => f.field)).toContain(field);
      };
      await refused({ linkUrl: 'javascript:alert(1)' }, 'linkUrl');
      await refused({ linkUrl: 'http://example.com' }, 'linkUrl');
      await refused({ linkUrl: `https://example.com/${'a'.repeat(500)}` }, 'linkUrl');
      await refused({ imageUrl: 'https://evil.example.com/a.png' }, 'imageUrl');
      await refused({ imageUrl: `/rocketScript/api/files/covers/${'0'.repeat(64)}.png` }, 'imageUrl');
      await refused({ title: 'x'.repeat(61) }, 'title');
      await refused({ position: 'everywhere' }, 'position');
      await refused({ endsAt: draft.startsAt }, 'endsAt');
      expect(await stored(draft.id)).toMatchObject({ link_url: draft.linkUrl, image_url: draft.imageUrl, title: draft.title });
    });

    it('goes through the flow: submit, reject with a reason, submit again, approve, withdraw, end', async () => {
      const [one, admin] = [await server.sessionFor('partner1'), await server.sessionFor('admin')];
      const draft = await addDraft(server, one);
      expect((await act(server, one, 'approvePromotion', { id: draft.id })).status).toBe(403);
      expect((await act(server, one, 'submitPromotion', { id: draft.id })).body.data).toEqual({ id: draft.id, from: 'draft', to: 'pending' });
      // Submitted: no more edits.
      const locked = await server.post<{ reason: string }>(`${API}/promotion/updatePromotion`, { id: draft.id, title: 'Late change' }, { token: one });
      expect(locked.status).toBe(409);
      expect(locked.body.data.reason).toBe('promotion_not_draft');
      expect((await act(server, admin, 'rejectPromotion', { id: draft.id, reason: '   ' })).status).toBe(400);
      expect((await act(server, admin, 'rejectPromotion', { id: draft.id, reason: ' Image too dark ' })).body.data.to).toBe('draft');
      expect(await stored(draft.id)).toMatchObject({ status: 'draft', reject_reason: 'Image too dark' });
      expect((await act(server, one, 'submitPromotion', { id: draft.id })).status).toBe(200);
      expect((await stored(draft.id)).reject_reason).toBeNull();
      expect((await act(server, admin, 'approvePromotion', { id: draft.id })).body.data.to).toBe('scheduled');
      expect((await act(server, one, 'endPromotion', { id: draft.id })).status).toBe(409);
      expect((await act(server, one, 'withdrawPromotion', { id: draft.id })).body.data.to).toBe('draft');

      const history = await server.get<{ transitions: { event: string; actorName: string | null }[] }>(`${API}/audit/queryRecordHistory`, {
        token: admin, query: { entity: 'promotion', id: String(draft.id) },
      });
      expect(history.body.data.transitions.map((t) => t.event)).toEqual(['SUBMIT', 'REJECT', 'SUBMIT', 'APPROVE', 'WITHDRAW']);
    });

    it('lets one of two parallel approvals win; the other is a 409 and one audit row is written', async () => {
      const [one, admin] = [await server.sessionFor('partner1'), await server.sessionFor('admin')];
      const draft = await addDraft(server, one);
      await act(server, one, 'submitPromotion', { id: draft.id });
      const answers = await Promise.all(Array.from({ length: 6 }, () => act(server, admin, 'approvePromotion', { id: draft.id })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      const rows = await server.db.selectFrom('audit_log').select('event').where('entity', '=', 'promotion').where('entity_id', '=', String(draft.id)).where('event', '=', 'APPROVE').execute();
      expect(rows).toHaveLength(1);
    });

    it('starts and ends on time: reads show it at once, the sweep records it by the system', async () => {
      const [one, admin] = [await server.sessionFor('partner1'), await server.sessionFor('admin')];
      const draft = await addDraft(server, one, periodFrom(1500, 3000));
      await act(server, one, 'submitPromotion', { id: draft.id });
      await act(server, admin, 'approvePromotion', { id: draft.id });
      const shown = async () => (await list(admin, { id: String(draft.id) })).body.data.records[0]!.status;
      expect(await shown()).toBe('scheduled');
      // No sweep yet (the test server sweeps every 30 s): a read after the start already says live.
      await new Promise((resolve) => setTimeout(resolve, 1600));
      expect(await shown()).toBe('live');
      expect((await list(admin, { status: 'live', id: String(draft.id) })).body.data.total).toBe(1);
      const now = Date.parse(draft.startsAt) + 100;
      expect(await sweepPromotions(server.db, now)).toBeGreaterThanOrEqual(1);
      expect((await stored(draft.id)).status).toBe('live');
      // A live promotion cannot be withdrawn; its end comes, and the sweep records it.
      expect((await act(server, one, 'withdrawPromotion', { id: draft.id })).status).toBe(409);
      await sweepPromotions(server.db, Date.parse(draft.endsAt));
      expect(await stored(draft.id)).toMatchObject({ status: 'ended', ended_at: draft.endsAt });
      const audit = await server.db.selectFrom('audit_log').select(['event', 'actor_id']).where('entity', '=', 'promotion').where('entity_id', '=', String(draft.id)).orderBy('id').execute();
      expect(audit.slice(-2)).toEqual([{ event: 'START', actor_id: null }, { event: 'END', actor_id: null }]);
    });

    it('ends a live promotion early at its partner\'s request', async () => {
      const [one, admin] = [await server.sessionFor('partner1'), await server.sessionFor('admin')];
      const draft = await addDraft(server, one, periodFrom(-60_000, 86_400_000));
      await act(server, one, 'submitPromotion', { id: draft.id });
      // Approved after its start: a person's next event records the start first.
      expect((await act(server, admin, 'approvePromotion', { id: draft.id })).body.data.to).toBe('scheduled');
      expect((await act(server, one, 'endPromotion', { id: draft.id })).body.data).toEqual({ id: draft.id, from: 'live', to: 'ended' });
      expect((await stored(draft.id)).ended_at).not.toBeNull();
    });
  });
}
