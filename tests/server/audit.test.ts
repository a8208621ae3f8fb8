/**
 * The audit trail over HTTP on both databases: filters and CSV of every row, record
 * histories in order, audit rows immutable (no route changes them, the database refuses a direct
 * attempt), and AUDITOR reading everything auditable while every mutating call but their own
 * logout and password change answers 403 — generated from the app's own route table.
 */
import { describe, expect, it } from 'vitest';
import type { AuditRecord, RecordHistory } from '../../contracts/audit.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { collectAccessTable, useTestServer } from './support/server.js';

const API = '/rocketScript/api';
const table = await collectAccessTable();
/** Mutating calls any signed-in user may make about themselves. */
// One's own session, password and profile (docs/tools.md, "Profile"): an auditor has those too.
const OWN_ACCOUNT = [
  '/rocketScript/api/user/userLogout',
  '/rocketScript/api/user/userChangePassword',
  '/rocketScript/api/user/userSessionLogout',
  '/rocketScript/api/user/userOtherSessionsLogout',
  '/rocketScript/api/user/updateProfile',
  '/rocketScript/api/user/uploadAvatar',
  '/rocketScript/api/user/mfaEnrolStart',
  '/rocketScript/api/user/mfaEnrolConfirm',
  '/rocketScript/api/user/mfaVerify',
  '/rocketScript/api/user/mfaRecoveryCodes',
  '/rocketScript/api/user/mfaDisable',
];

describe('the route table', () => {
  it('has no call that writes the audit trail', () => {
    const auditRoutes = table.filter((entry) => entry.url.startsWith(`${API}/audit/`));
    expect(auditRoutes.length).toBeGreaterThan(0);
    expect(auditRoutes.every((entry) => entry.method === 'GET')).toBe(true);
  });

  it('lets AUDITOR make no mutating call but the own-account ones', () => {
    const mutating = table.filter((entry) => entry.method !== 'GET' && entry.access !== 'public');
    const allowed = mutating.filter((entry) => entry.access === 'authenticated' || entry.access === 'signedIn' || entry.access === 'mfaStep' || (typeof entry.access === 'object' && entry.access.roles.includes('AUDITOR')));
    expect(allowed.map((entry) => entry.url).sort()).toEqual([...OWN_ACCOUNT].sort());
  });
});

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`audit trail on ${target.name}`, () => {
    const server = useTestServer(target);
    const query = async (username: string, params: Record<string, string> = {}) => {
      const answer = await server.get<{ records: AuditRecord[]; total: number }>(`${API}/audit/queryAudit`, {
        token: await server.sessionFor(username),
        query: { size: '200', ...params },
      });
      expect(answer.status, answer.text).toBe(200);
      return answer.body.data;
    };

    it('filters by entity, record, actor, event and date range, newest first', async () => {
      const all = await query('auditor');
      expect(all.total).toBeGreaterThan(40);
      const ids = all.records.map((r) => r.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const settlements = await query('auditor', { entity: 'settlement', event: 'CONFIRM' });
      expect(settlements.total).toBeGreaterThan(0);
      expect(settlements.records.every((r) => r.entity === 'settlement' && r.event === 'CONFIRM' && r.toStatus === 'settled')).toBe(true);
      const one = settlements.records[0]!;
      const record = await query('auditor', { entity: 'settlement', entityId: one.entityId });
      expect(record.records.map((r) => r.event).sort()).toEqual(['APPLY', 'CONFIRM', 'EXAMINE']);
      const byAdmin = await query('admin', { actorName: 'admin', entity: 'config' });
      expect(byAdmin.total).toBeGreaterThan(0);
      expect(byAdmin.records.every((r) => r.actorName === 'admin')).toBe(true);
      const future = await query('admin', { atFrom: '2999-01-01' });
      expect(future.total).toBe(0);
    });

    it('exports every matching row as CSV', async () => {
      const token = await server.sessionFor('auditor');
      const answer = await server.get(`${API}/audit/exportAudit`, { token, query: { entity: 'config' } });
      expect(answer.status).toBe(200);
      const rows = answer.text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
      expect(rows[0]).toContain('entityId');
      expect(rows.length - 1).toBe((await query('auditor', { entity: 'config' })).total);
    });

    it('exports script transitions as shown with their statuses in words', async () => {
      const token = await server.sessionFor('auditor');
      const answer = await server.get(`${API}/audit/exportAudit`, {
        token,
        query: { entity: 'script', columns: 'event,fromStatus,toStatus', lang: 'zh', tz: 'Asia/Shanghai' },
      });
      expect(answer.status, answer.text).toBe(200);
      const rows = answer.text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean).slice(1);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows).toContain('上架,待上架,已上架');
      expect(rows.join('\n')).not.toMatch(/draft|submitted|shown/);
    });

    it('exports the details as shown: labelled, money with its currency, no JSON', async () => {
      const token = await server.sessionFor('auditor');
      const answer = await server.get(`${API}/audit/exportAudit`, {
        token,
        query: { entity: 'settlement', event: 'EXAMINE', columns: 'id,payload', lang: 'zh', tz: 'Asia/Shanghai' },
      });
      expect(answer.status, answer.text).toBe(200);
      const rows = answer.text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
      expect(rows[0]).toBe('ID,详情');
      expect(rows.length).toBeGreaterThan(1);
      for (const row of rows.slice(1)) {
        expect(row).toMatch(/最终日活: \d+; 金额: ¥[\d,]+\.\d{2}/);
        expect(row).not.toMatch(/[{}]|activeMoney/);
      }
    });

    it("tells a record's history: its current status and each transition in order", async () => {
      const settled = await server.db.selectFrom('settlements').select('id').where('status', '=', 'settled').orderBy('id').executeTakeFirstOrThrow();
      const answer = await server.get<RecordHistory>(`${API}/audit/queryRecordHistory`, {
        token: await server.sessionFor('auditor'),
        query: { entity: 'settlement', id: String(settled.id) },
      });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.data.status).toBe('settled');
      expect(answer.body.data.transitions.map((t) => [t.event, t.from, t.to])).toEqual([
        ['APPLY', 'unapplied', 'submitted'],
        ['EXAMINE', 'submitted', 'examined'],
        ['CONFIRM', 'examined', 'settled'],
      ]);
      expect(answer.body.data.transitions[1]!.actorName).toBe('admin');
      expect(answer.body.data.transitions[1]!.payload).toMatchObject({ activeFinalNum: expect.any(Number) });
      const missing = await server.get(`${API}/audit/queryRecordHistory`, { token: await server.sessionFor('admin'), query: { entity: 'config', id: '2147000000' } });
      expect(missing.status).toBe(404);
      const creator = await server.get(`${API}/audit/queryRecordHistory`, { token: await server.sessionFor('creator1'), query: { entity: 'settlement', id: String(settled.id) } });
      expect(creator.status).toBe(403);
      const bad = await server.get(`${API}/audit/queryRecordHistory`, { token: await server.sessionFor('admin'), query: { entity: 'audit', id: '1' } });
      expect(bad.status).toBe(400);
    });

    it('refuses a direct change or deletion of an audit row in the database itself', async () => {
      const row = await server.db.selectFrom('audit_log').selectAll().orderBy('id').executeTakeFirstOrThrow();
      await expect(server.db.updateTable('audit_log').set({ event: 'FORGED' }).where('id', '=', row.id).execute()).rejects.toThrow(/append-only/);
      await expect(server.db.deleteFrom('audit_log').where('id', '=', row.id).execute()).rejects.toThrow(/append-only/);
      expect(await server.db.selectFrom('audit_log').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()).toEqual(row);
    });

    it('lets AUDITOR read everything auditable', async () => {
      const token = await server.sessionFor('auditor');
      for (const path of [
        'audit/queryAudit',
        'active/queryScriptActive',
        'active/cooperate/queryCooperateActiveMonth',
        'config/queryConfig',
        'linker/queryLinker',
        'useradmin/queryUser',
        'cooperate/queryCooperate',
        'linker/queryLinkerActive',
      ]) {
        const answer = await server.get(`${API}/${path}`, { token });
        expect(answer.status, path).toBe(200);
      }
    });
  });
}
