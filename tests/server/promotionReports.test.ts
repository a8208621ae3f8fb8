/**
 * What the app reports of promotions, and what it reads, over HTTP on both databases
 * (docs/promotions.md): impressions and clicks of live promotions counted per day in the batch's
 * transaction, a resend counted once, refusals by index and reason (not live, unknown, bad
 * events, a device past its allowance), the figures with their click-through rate; the live
 * promotions of one place; bad bodies of every promotion call (400, nothing changed).
 */
import { describe, expect, it } from 'vitest';
import type { BatchAnswer } from '../../contracts/appEvents.js';
import type { LivePromotion, PromotionFigures } from '../../contracts/promotion.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { act, addDraft, periodFrom } from './support/promotions.js';
import { API, call, useTestServer } from './support/server.js';

let serial = 0;
const eventId = () => `pr-${process.pid}-${Date.now().toString(36)}-${(serial += 1)}`;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`promotion reports on ${target.name}`, () => {
    const server = useTestServer(target);
    const report = (token: string, events: unknown[], url = server.url) =>
      call<BatchAnswer>(url, 'POST', `${API}/app/reportPromotions`, { token, body: { events } });

    /**
     * A promotion whose start (a minute ago) had come when ADMIN approved it: it is live from the
     * approval, and `since` is a moment after it (events before it are not its events).
     */
    async function livePromotion(fields: Record<string, unknown> = {}) {
      const [one, admin] = [await server.sessionFor('partner1'), await server.sessionFor('admin')];
      const draft = await addDraft(server, one, { ...periodFrom(-60_000, 86_400_000), ...fields });
      await act(server, one, 'submitPromotion', { id: draft.id });
      await act(server, admin, 'approvePromotion', { id: draft.id });
      return { ...draft, since: new Date().toISOString() };
    }

    it('counts impressions and clicks of a live promotion per day, once, with the figures and their rate', async () => {
      const promotion = await livePromotion();
      const player = await server.sessionFor('player1');
      const events = [
        ...Array.from({ length: 8 }, (_, i) => ({ eventId: eventId(), deviceId: `pr-device-${i % 3}`, occurredAt: promotion.since, promotionId: promotion.id, kind: 'impression' })),
        ...Array.from({ length: 2 }, () => ({ eventId: eventId(), deviceId: 'pr-device-0', occurredAt: promotion.since, promotionId: promotion.id, kind: 'click' })),
      ];
      const first = await report(player, events);
      expect(first.status, first.text).toBe(200);
      expect(first.body.data).toEqual({ accepted: 10, duplicates: 0, refused: [] });
      // Sent again (the app did not hear the answer): nothing counted twice, in parallel too.
      const again = await Promise.all([report(player, events), report(player, events)]);
      for (const answer of again) expect(answer.body.data).toEqual({ accepted: 0, duplicates: 10, refused: [] });
      // Another user's events with the same ids are theirs.
      const other = await report(await server.sessionFor('player2'), events.slice(0, 1));
      expect(other.body.data.accepted).toBe(1);

      const figures = await server.get<PromotionFigures>(`${API}/promotion/queryPromotionFigures`, {
        token: await server.sessionFor('partner1'), query: { id: String(promotion.id) },
      });
      expect(figures.status, figures.text).toBe(200);
      expect(figures.body.data).toMatchObject({ id: promotion.id, impressions: 9, clicks: 2 });
      expect(figures.body.data.days).toEqual([{ day: new Date().toISOString().slice(0, 10), impressions: 9, clicks: 2 }]);
      expect((await server.get(`${API}/promotion/queryPromotionFigures`, { token: await server.sessionFor('partner2'), query: { id: String(promotion.id) } })).status).toBe(404);
    });

    it('refuses events of promotions that were not live, unknown ones and bad events, each by its index', async () => {
      const live = await livePromotion();
      const draft = await addDraft(server, await server.sessionFor('partner1'));
      const player = await server.sessionFor('player1');
      const event = (fields: Record<string, unknown>) => ({ eventId: eventId(), deviceId: 'pr-refusals', occurredAt: live.since, promotionId: live.id, kind: 'click', ...fields });
      const answer = await report(player, [
        event({}),
        event({ promotionId: draft.id }),
        event({ promotionId: 2_000_000_000 }),
        event({ occurredAt: ago(30_000) }), // after its planned start, before its approval
        event({ kind: 'share' }),
        event({ promotionId: 'one' }),
        'not an event',
      ]);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.data.accepted).toBe(1);
      expect(answer.body.data.refused.map((r) => [r.index, r.reason, r.field])).toEqual([
        [1, 'not_live', 'promotionId'],
        [2, 'unknown_promotion', 'promotionId'],
        [3, 'not_live', 'promotionId'],
        [4, 'invalid', 'kind'],
        [5, 'invalid', 'promotionId'],
        [6, 'invalid', undefined],
      ]);
      const kept = await server.db.selectFrom('promotion_events').select('promotion_id').where('device_id', '=', 'pr-refusals').execute();
      expect(kept).toEqual([{ promotion_id: live.id }]);
    });

    it('starts a backdated promotion at its approval: the days before it count nothing', async () => {
      const [one, admin] = [await server.sessionFor('partner1'), await server.sessionFor('admin')];
      const draft = await addDraft(server, one, periodFrom(-30 * 86_400_000, 60 * 86_400_000));
      await act(server, one, 'submitPromotion', { id: draft.id });
      const approving = new Date().toISOString();
      await act(server, admin, 'approvePromotion', { id: draft.id });
      const listed = await server.get<{ records: { id: number; startsAt: string; status: string }[] }>(`${API}/promotion/queryPromotion`, { token: one, query: { id: String(draft.id) } });
      const record = listed.body.data.records[0]!;
      expect(record.status).toBe('live');
      expect(record.startsAt >= approving).toBe(true);
      const answer = await report(await server.sessionFor('player1'), [
        { eventId: eventId(), deviceId: 'pr-backdated', occurredAt: ago(20 * 86_400_000), promotionId: draft.id, kind: 'impression' },
        { eventId: eventId(), deviceId: 'pr-backdated', occurredAt: new Date().toISOString(), promotionId: draft.id, kind: 'impression' },
      ]);
      expect(answer.body.data.accepted).toBe(1);
      expect(answer.body.data.refused.map((r) => [r.index, r.reason])).toEqual([[0, 'not_live']]);
    });

    it("refuses a device's events past its allowance, and counts an ended promotion's events of its time only", async () => {
      const promotion = await livePromotion();
      const url = await server.startAnother({ limits: { ...server.config.limits, ingestPerDevice: { max: 3, windowSeconds: 3600 } } });
      const player = await server.sessionFor('player2');
      const events = Array.from({ length: 5 }, () => ({ eventId: eventId(), deviceId: 'pr-busy-device', occurredAt: promotion.since, promotionId: promotion.id, kind: 'impression' }));
      const answer = await report(player, events, url);
      expect(answer.body.data.accepted).toBe(3);
      expect(answer.body.data.refused.map((r) => [r.index, r.reason])).toEqual([[3, 'rate_limited'], [4, 'rate_limited']]);

      // The admin ends it (again, if the other instance's sweep changed it in between: 409).
      const admin = await server.sessionFor('admin');
      const ended = async () =>
        server.db.selectFrom('promotions').select(['status', 'ended_at']).where('id', '=', promotion.id).executeTakeFirstOrThrow();
      await expect
        .poll(async () => {
          if ((await ended()).status !== 'ended') await act(server, admin, 'endPromotion', { id: promotion.id });
          return (await ended()).status;
        }, { timeout: 10_000 })
        .toBe('ended');
      const endedAt = Date.parse((await ended()).ended_at!);
      const after = await report(player, [
        { eventId: eventId(), deviceId: 'pr-late-device', occurredAt: promotion.since, promotionId: promotion.id, kind: 'click' },
        { eventId: eventId(), deviceId: 'pr-late-device', occurredAt: new Date(endedAt + 1000).toISOString(), promotionId: promotion.id, kind: 'click' },
      ]);
      expect(after.body.data.accepted).toBe(1);
      expect(after.body.data.refused.map((r) => r.reason)).toEqual(['not_live']);
    });

    it('answers the live promotions of one place to app users only', async () => {
      const live = await livePromotion({ position: 'launch_splash', title: 'Splash now' });
      const player = await server.sessionFor('player1');
      const answer = await server.post<{ records: LivePromotion[] }>(`${API}/app/livePromotions`, { position: 'launch_splash' }, { token: player });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.data.records.map((r) => r.id)).toContain(live.id);
      expect(answer.body.data.records.every((r) => r.position === 'launch_splash')).toBe(true);
      const banner = await server.post<{ records: LivePromotion[] }>(`${API}/app/livePromotions`, { position: 'home_banner' }, { token: player });
      // The demo's live banner (and the live ones above), none that is pending, a draft or ended.
      const ids = banner.body.data.records.map((r) => r.id);
      const statuses = await server.db.selectFrom('promotions').select(['id', 'title', 'status']).where('position', '=', 'home_banner').execute();
      expect(banner.body.data.records.map((r) => r.title)).toContain('Red Finger Cloud: 7 days free');
      expect(statuses.filter((p) => p.status !== 'live' && p.status !== 'scheduled').every((p) => !ids.includes(p.id))).toBe(true);
      expect((await server.post(`${API}/app/livePromotions`, { position: 'sky' }, { token: player })).status).toBe(400);
      expect((await server.post(`${API}/app/livePromotions`, { position: 'home_banner' }, { token: await server.sessionFor('admin') })).status).toBe(403);
    });

    it('refuses bad bodies of the flow and figure calls with 400, changing nothing', async () => {
      const [one, admin] = [await server.sessionFor('partner1'), await server.sessionFor('admin')];
      const draft = await addDraft(server, one);
      const audits = async () => Number((await server.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      const before = await audits();
      for (const [action, body] of [
        ['submitPromotion', {}],
        ['submitPromotion', { id: 'x' }],
        ['submitPromotion', { id: draft.id, extra: 1 }],
        ['submitPromotion', { id: -1 }],
        ['rejectPromotion', { id: draft.id }],
        ['rejectPromotion', { id: draft.id, reason: 'r'.repeat(201) }],
        ['rejectPromotion', { id: draft.id, reason: '<b>no</b>' }],
        ['endPromotion', { id: 1.5 }],
      ] as const) {
        const answer = await act(server, action === 'rejectPromotion' ? admin : one, action, body);
        expect(answer.status, `${action} ${JSON.stringify(body)}: ${answer.text}`).toBe(400);
      }
      for (const id of ['', 'abc', '0', '99999999999']) {
        expect((await server.get(`${API}/promotion/queryPromotionFigures`, { token: one, query: { id } })).status).toBe(400);
      }
      expect((await server.get(`${API}/promotion/queryPromotion`, { token: one, query: { status: 'running' } })).status).toBe(400);
      expect((await server.get(`${API}/promotion/queryPromotion`, { token: one, query: { position: 'sky' } })).status).toBe(400);
      expect(await audits()).toBe(before);
      expect((await server.db.selectFrom('promotions').select('status').where('id', '=', draft.id).executeTakeFirstOrThrow()).status).toBe('draft');
    });
  });
}
