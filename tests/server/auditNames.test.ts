/**
 * Audit rows name their record as people know it, on both databases: a script or partner month
 * by its name and month, a user by username (and nickname), a config by its name, master data by
 * its name; the name is the one the record had when the row was written (it survives a rename and
 * a deletion), the trail filters on it case-insensitively, the dashboard answers it, and the
 * migration that added it named the rows already there.
 */
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { AuditRecord } from '../../contracts/audit.js';
import type { DashboardSummary } from '../../contracts/dashboard.js';
import { migrationsFor } from '../../server/db/migrations.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, useTestServer } from './support/server.js';

type Page = { records: AuditRecord[]; total: number };

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`audit record names on ${target.name}`, () => {
    const server = useTestServer(target);
    const query = async (params: Record<string, string> = {}) => {
      const answer = await server.get<Page>(`${API}/audit/queryAudit`, {
        token: await server.sessionFor('auditor'),
        query: { size: '100', ...params },
      });
      expect(answer.status, answer.text).toBe(200);
      return answer.body.data;
    };

    it('names settlements by script or partner and month, users by username, configs by name', async () => {
      const months = await server.db
        .selectFrom('settlements as s')
        .leftJoin('scripts as sc', (join) => join.onRef('sc.id', '=', 's.subject_id').on('s.kind', '=', 'script'))
        .leftJoin('cooperates as co', (join) => join.onRef('co.id', '=', 's.subject_id').on('s.kind', '=', 'cooperate'))
        .select(['s.id', 's.kind', 's.month', 'sc.script_name', 'co.cooperate_name'])
        .where('s.status', '=', 'settled')
        .execute();
      for (const kind of ['script', 'cooperate']) {
        const month = months.find((m) => m.kind === kind)!;
        const rows = await query({ entity: 'settlement', entityId: String(month.id) });
        expect(rows.total).toBe(3);
        const subject = month.script_name ?? month.cooperate_name;
        expect(rows.records.map((r) => r.recordName)).toEqual(Array(3).fill(`${subject} · ${month.month}`));
      }

      const config = await server.db.selectFrom('configs').select(['id', 'config_name']).where('status', '!=', 'pending').executeTakeFirstOrThrow();
      const configRows = await query({ entity: 'config', entityId: String(config.id) });
      expect(configRows.total).toBeGreaterThan(0);
      expect(new Set(configRows.records.map((r) => r.recordName))).toEqual(new Set([config.config_name]));

      const created = await query({ entity: 'user', event: 'CREATE', recordName: 'creator1' });
      expect(created.records.map((r) => r.recordName)).toEqual(['creator1 (Script Author One)']);
      const all = await query({ size: '100' });
      expect(all.records.every((r) => r.recordName !== null && r.recordName !== '')).toBe(true);
    });

    it('filters by name, contains, ignoring case, with the other filters', async () => {
      const rows = await query({ recordName: 'PUZZLE kingdom' });
      expect(rows.total).toBeGreaterThan(2);
      expect(rows.records.every((r) => r.recordName!.toLowerCase().includes('puzzle kingdom'))).toBe(true);
      const confirmed = await query({ recordName: 'puzzle kingdom', event: 'CONFIRM' });
      expect(confirmed.total).toBeGreaterThan(0);
      expect(confirmed.records.every((r) => r.event === 'CONFIRM' && r.entity === 'settlement')).toBe(true);
      expect((await query({ recordName: 'no such record anywhere' })).total).toBe(0);
      // A wildcard is a character like any other, not a pattern.
      expect((await query({ recordName: '%' })).total).toBe(0);
    });

    it('keeps the name a record had when the row was written, through a rename and a deletion', async () => {
      const token = await server.sessionFor('admin');
      const added = await server.post<{ id: number }>(`${API}/game/addGame`, { gameName: 'Quest Alpha', gameLabel: 'rpg' }, { token });
      expect(added.status, added.text).toBe(200);
      const id = added.body.data.id;
      expect((await server.post(`${API}/game/updateGame`, { id, gameName: 'Quest Beta' }, { token })).status).toBe(200);
      expect((await server.post(`${API}/game/deleteGame`, { id }, { token })).status).toBe(200);
      const rows = await query({ entity: 'game', entityId: String(id), sort: 'id,asc' });
      expect(rows.records.map((r) => [r.event, r.recordName])).toEqual([
        ['ADD', 'Quest Alpha'],
        ['UPDATE', 'Quest Beta'],
        ['DELETE', 'Quest Beta'],
      ]);
      expect((await query({ recordName: 'quest alpha' })).records.map((r) => r.entityId)).toEqual([String(id)]);
    });

    it("answers the name with the dashboard's latest status changes", async () => {
      const answer = await server.get<DashboardSummary>(`${API}/dashboard/summary`, { token: await server.sessionFor('auditor') });
      expect(answer.status).toBe(200);
      const recent = answer.body.data.recent!;
      expect(recent.length).toBeGreaterThan(0);
      expect(recent.every((r) => typeof r.recordName === 'string' && r.recordName.length > 0)).toBe(true);
    });
  });

  describe.runIf(target.available)(`naming the rows already written on ${target.name}`, () => {
    const server = useTestServer(target);

    it('names each old row by its record as it is when the migration runs, and stays append-only', async () => {
      const token = await server.sessionFor('admin');
      const renamed = await server.post<{ id: number }>(`${API}/game/addGame`, { gameName: 'Old Title', gameLabel: '' }, { token });
      await server.post(`${API}/game/updateGame`, { id: renamed.body.data.id, gameName: 'New Title' }, { token });
      const gone = await server.post<{ id: number }>(`${API}/game/addGame`, { gameName: 'Gone Game', gameLabel: '' }, { token });
      await server.post(`${API}/game/deleteGame`, { id: gone.body.data.id }, { token });
      // Versions (0010), card keys (0012), feedback (0014), promotions (0015) and articles (0016) came after 0006: going down to 0004 drops their
      // tables, so their rows cannot be named again on the way up; the rows of 0006's time can.
      const names = async () =>
        (await server.db.selectFrom('audit_log').select(['id', 'record_name']).where('entity', 'not in', ['release', 'card_group', 'card_key', 'article', 'feedback', 'promotion']).orderBy('id').execute()).map((r) => [r.id, r.record_name]);
      const written = await names();
      expect(written.map(([, name]) => name)).toContain('Old Title');

      const migrator = new Migrator({ db: server.db, provider: { getMigrations: async () => migrationsFor(target.name) } });
      expect((await migrator.migrateTo('0004_review')).error).toBeUndefined();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      // Every row gets back the name it was written with, the deleted game's from its deletion
      // row; only the renamed game's first row now reads its current name.
      expect(await names()).toEqual(written.map(([id, name]) => [id, name === 'Old Title' ? 'New Title' : name]));
      await expect(server.db.updateTable('audit_log').set({ record_name: 'forged' }).execute()).rejects.toThrow(/append-only/);
      await expect(server.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    });
  });
}
