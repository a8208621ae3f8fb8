/**
 * GET /api/dashboard/summary on both databases: one section per role held, each figure equal to
 * what the tables say for that user's own records.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DashboardSummary } from '../../contracts/dashboard.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { useTestServer } from './support/server.js';

const API = '/rocketScript/api';
const thisMonth = new Date().toISOString().slice(0, 7);

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`dashboard on ${target.name}`, () => {
    const server = useTestServer(target);
    const summary = async (username: string) => {
      const answer = await server.get<DashboardSummary>(`${API}/dashboard/summary`, { token: await server.sessionFor(username) });
      expect(answer.status, answer.text).toBe(200);
      return answer.body.data;
    };
    const count = async (query: Promise<{ n: unknown }>) => Number((await query).n);

    it('gives ADMIN what waits for the platform, with the latest transitions', async () => {
      const data = await summary('admin');
      expect(Object.keys(data).sort()).toEqual(['admin', 'recent']);
      const db = server.db;
      expect(data.admin!.pendingConfigs).toBe(await count(db.selectFrom('configs').select(sql`count(*)`.as('n')).where('status', '=', 'pending').executeTakeFirstOrThrow()));
      expect(data.admin!.pendingLinkers).toBe(await count(db.selectFrom('linkers').select(sql`count(*)`.as('n')).where('status', '=', 'pending').executeTakeFirstOrThrow()));
      expect(data.admin!.scriptSettlementsToExamine).toBe(
        await count(db.selectFrom('settlements').select(sql`count(*)`.as('n')).where('kind', '=', 'script').where('status', '=', 'submitted').executeTakeFirstOrThrow()),
      );
      expect(data.admin!.pendingConfigs).toBeGreaterThan(0);
      // The demo accounts and the demo app users.
      expect(data.admin!.newUsersThisWeek).toBe(12);
      expect(data.admin!.activityTrend.length).toBeGreaterThanOrEqual(29);
      expect(data.recent!.length).toBeGreaterThan(0);
      const ids = data.recent!.map((r) => r.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });

    it("gives a creator their own scripts' figures and where their settlements stand", async () => {
      const data = await summary('creator1');
      expect(Object.keys(data)).toEqual(['scripts']);
      const creator = await server.db.selectFrom('users').select('id').where('username_key', '=', 'creator1').executeTakeFirstOrThrow();
      const scripts = (await server.db.selectFrom('scripts').select('id').where('owner_id', '=', creator.id).execute()).map((r) => r.id);
      expect(data.scripts!.scriptCount).toBe(scripts.length);
      const active = await server.db
        .selectFrom('script_active_days')
        .select(sql<number>`sum(active_num)`.as('n'))
        .where('script_id', 'in', scripts)
        .where('month', '=', thisMonth)
        .executeTakeFirstOrThrow();
      expect(data.scripts!.activeThisMonth).toBe(Number(active.n));
      // Of the scripts with activity (catalogue scripts not yet on sale have none), the last closed
      // month waits for the author; the one before for the platform, and so on.
      const selling = new Set(
        (await server.db.selectFrom('script_active_days').select('script_id').distinct().where('script_id', 'in', scripts).execute()).map((r) => r.script_id),
      ).size;
      expect(selling).toBeGreaterThan(0);
      expect(selling).toBeLessThan(scripts.length);
      expect(data.scripts!.settlements).toEqual({ toApply: selling, submitted: selling, toConfirm: selling, settled: expect.any(Number) });
    });

    it("gives a business company its scripts' figures and a partner its own", async () => {
      const company = await summary('company1');
      expect(Object.keys(company)).toEqual(['scripts']);
      expect(company.scripts!.scriptCount).toBe(2);
      const other = await summary('company2');
      // Card Legends Bot, and Quick Clicker Pro whose contract starts next month: its figures do not count yet.
      expect(other.scripts!.scriptCount).toBe(2);
      const cardLegends = await server.db
        .selectFrom('script_active_days as d')
        .innerJoin('scripts as s', 's.id', 'd.script_id')
        .select(sql<number>`sum(d.active_num)`.as('n'))
        .where('s.script_name', '=', 'Card Legends Bot')
        .where('d.month', '=', thisMonth)
        .executeTakeFirstOrThrow();
      expect(other.scripts!.activeThisMonth).toBe(Number(cardLegends.n ?? 0));
      const partner = await summary('partner1');
      expect(Object.keys(partner)).toEqual(['partner']);
      const mine = await server.db.selectFrom('users').select('cooperate_id').where('username_key', '=', 'partner1').executeTakeFirstOrThrow();
      const clicks = await server.db
        .selectFrom('cooperate_active_days')
        .select(sql<number>`sum(click_num)`.as('n'))
        .where('cooperate_id', '=', mine.cooperate_id!)
        .where('month', '=', thisMonth)
        .executeTakeFirstOrThrow();
      expect(partner.partner!.clicksThisMonth).toBe(Number(clicks.n));
      expect(partner.partner!.settlements.toApply).toBe(1);
    });

    it('gives OPERATE the scripts waiting to be shown, the longest waiting first, and the latest script changes', async () => {
      const { operate } = await summary('operator');
      const waiting = await server.db.selectFrom('scripts').select(['id', 'script_name']).where('status', '=', 'submitted').execute();
      expect(waiting.length).toBeGreaterThan(0);
      expect(operate!.waitingCount).toBe(waiting.length);
      expect(operate!.waiting.map((s) => s.id).sort()).toEqual(waiting.map((s) => s.id).slice(0, 5).sort());
      const times = operate!.waiting.map((s) => s.submittedAt);
      expect(times).toEqual([...times].sort());
      const latest = await server.db.selectFrom('audit_log').select(['id', 'event']).where('entity', '=', 'script').orderBy('id', 'desc').limit(8).execute();
      expect(operate!.recentChanges.map((c) => [c.id, c.event])).toEqual(latest.map((r) => [r.id, r.event]));

      // An operator's change is at the top, in words: who, which fields, when.
      const operator = await server.login('operator');
      const target = waiting[0]!;
      const changed = await server.post(`${API}/script/updateScript`, { id: target.id, chargeSwitch: true, scriptLabel: ['fresh'] }, { token: operator });
      expect(changed.status, changed.text).toBe(200);
      const [top] = (await summary('operator')).operate!.recentChanges;
      expect(top).toMatchObject({ actorName: 'operator', scriptId: String(target.id), recordName: target.script_name, event: 'UPDATE', from: null, to: null });
      expect(top!.fields.sort()).toEqual(['chargeSwitch', 'scriptLabel']);
    });

    it('gives AUDITOR the latest transitions only, and others nothing of anyone else', async () => {
      expect(Object.keys(await summary('auditor'))).toEqual(['recent']);
      expect(Object.keys(await summary('operator'))).toEqual(['operate']);
      const anonymous = await server.get(`${API}/dashboard/summary`);
      expect(anonymous.status).toBe(401);
    });
  });
}
