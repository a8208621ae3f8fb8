/**
 * Phone numbers in the users list and its CSV export, on both databases: ADMIN reads them in
 * full; AUDITOR (audit needs to know who, not how to call them) reads them masked, first 3 and
 * last 4 digits kept, and may not filter by phone (which would reveal the digits one query at a
 * time). See docs/resources.md, "Masked fields".
 */
import { describe, expect, it } from 'vitest';
import { insertAccount } from '../../server/modules/user/accounts.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, useTestServer } from './support/server.js';

interface UserRow {
  username: string;
  phone: string | null;
}
interface Page<T> {
  records: T[];
  total: number;
}

const E164 = '+8613912345678';

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`phone masking on ${target.name}`, () => {
    const server = useTestServer(target);

    const list = async (username: string, query: Record<string, string> = {}) => {
      const answer = await server.get<Page<UserRow>>(`${API}/useradmin/queryUser`, {
        token: await server.sessionFor(username),
        query: { size: '200', ...query },
      });
      expect(answer.status, answer.text).toBe(200);
      return new Map(answer.body.data.records.map((r) => [r.username, r.phone]));
    };
    const exported = async (username: string) => {
      const answer = await fetch(`${server.url}${API}/useradmin/exportUser`, {
        headers: { Authorization: `Bearer ${await server.sessionFor(username)}` },
      });
      expect(answer.status).toBe(200);
      return answer.text();
    };

    it('shows AUDITOR masked numbers (mainland and E.164) in the list and the CSV; ADMIN full ones', async () => {
      await server.db.transaction().execute((trx) =>
        insertAccount(trx, { username: 'abroad', nickname: 'Abroad', phone: E164, roles: ['CREATOR'], verifier: { salt: 'x', hash: 'x' } }, null),
      );
      await server.db.transaction().execute((trx) =>
        insertAccount(trx, { username: 'nophone', nickname: 'No Phone', phone: null, roles: ['CREATOR'], verifier: { salt: 'x', hash: 'x' } }, null),
      );

      const audited = await list('auditor');
      expect(audited.get('admin')).toBe('138****0001');
      expect(audited.get('partner2')).toBe('138****0009');
      expect(audited.get('abroad')).toBe('+861******5678');
      expect(audited.get('nophone')).toBeNull();
      for (const phone of audited.values()) if (phone !== null) expect(phone).toMatch(/^\+?\d{3}\*+\d{4}$/);

      const csv = await exported('auditor');
      expect(csv).toContain('138****0001');
      expect(csv).toContain('+861******5678');
      expect(csv).not.toMatch(/1380000000\d/);
      expect(csv).not.toContain(E164);

      const managed = await list('admin');
      expect(managed.get('admin')).toBe('13800000001');
      expect(managed.get('abroad')).toBe(E164);
      const full = await exported('admin');
      expect(full).toContain('13800000001');
      expect(full).toContain(E164);
    });

    it('lets ADMIN filter by phone and refuses the phone filter to AUDITOR', async () => {
      expect([...(await list('admin', { phone: '13800000001' })).keys()]).toEqual(['admin']);
      const refused = await server.get(`${API}/useradmin/queryUser`, {
        token: await server.sessionFor('auditor'),
        query: { phone: '138000000' },
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 403, data: { reason: 'forbidden' } });
      const refusedExport = await fetch(`${server.url}${API}/useradmin/exportUser?phone=138`, {
        headers: { Authorization: `Bearer ${await server.sessionFor('auditor')}` },
      });
      expect(refusedExport.status).toBe(403);
      await refusedExport.arrayBuffer();
    });
  });
}
