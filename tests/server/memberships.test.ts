/**
 * Company and partner links of users (setUserCompany, setUserCooperate), on both databases: link,
 * move, unlink; the users list filtered by companyId/cooperateId shows the members; the role rule
 * (BUSINESS_COMPANY / COOPERATE), unknown company/partner 400, unknown or deleted user 404; one
 * audit row per real change and none on a no-op; hostile bodies 400 with nothing changed; a
 * company or partner with members cannot be deleted (409) until they are unlinked.
 */
import { describe, expect, it } from 'vitest';
import type { ErrorDetail } from '../../contracts/envelope.js';
import type { UserAdminRecord } from '../../contracts/userAdmin.js';
import { DEMO_COMPANIES } from '../../server/seed/demo.js';
import { DEMO_COOPERATES } from '../../server/seed/demoPartners.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, useTestServer } from './support/server.js';

interface Kind {
  name: string;
  action: 'setUserCompany' | 'setUserCooperate';
  field: 'companyId' | 'cooperateId';
  event: 'SET_COMPANY' | 'SET_COOPERATE';
  role: string;
  /** Demo members: [username, index of their company/partner]. */
  members: readonly [string, string];
  table: 'companies' | 'cooperates';
  nameColumn: 'name' | 'cooperate_name';
  /** The payload field naming the company/partner for people. */
  nameField: 'companyName' | 'cooperateName';
  demoNames: readonly string[];
  addPath: string;
  addBody: Record<string, string>;
  deletePath: string;
}

const KINDS: readonly Kind[] = [
  {
    name: 'company',
    action: 'setUserCompany',
    field: 'companyId',
    event: 'SET_COMPANY',
    role: 'BUSINESS_COMPANY',
    members: ['company1', 'company2'],
    table: 'companies',
    nameColumn: 'name',
    nameField: 'companyName',
    demoNames: DEMO_COMPANIES,
    addPath: `${API}/useradmin/addBusinessCompany`,
    addBody: { name: 'Short-lived Company' },
    deletePath: `${API}/useradmin/deleteBusinessCompany`,
  },
  {
    name: 'partner',
    action: 'setUserCooperate',
    field: 'cooperateId',
    event: 'SET_COOPERATE',
    role: 'COOPERATE',
    members: ['partner1', 'partner2'],
    table: 'cooperates',
    nameColumn: 'cooperate_name',
    nameField: 'cooperateName',
    demoNames: DEMO_COOPERATES.map((c) => c.name),
    addPath: `${API}/cooperate/addCooperate`,
    addBody: { cooperateName: 'Short-lived Cloud', cooperatePackage: 'com.short.lived', platformMoney: '1', authorMoney: '2' },
    deletePath: `${API}/cooperate/deleteCooperate`,
  },
];

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`user memberships on ${target.name}`, () => {
    const server = useTestServer(target);

    const idOf = async (username: string) =>
      (await server.db.selectFrom('users').select('id').where('username_key', '=', username).executeTakeFirstOrThrow()).id;
    const auditsOf = (id: number, event: string) =>
      server.db.selectFrom('audit_log').selectAll().where('entity', '=', 'user').where('entity_id', '=', String(id)).where('event', '=', event).orderBy('id').execute();
    /** Every user's company and partner, and the audit trail's length: what "nothing changed" compares. */
    const snapshot = async () => ({
      users: await server.db.selectFrom('users').select(['id', 'company_id', 'cooperate_id', 'updated_at']).orderBy('id').execute(),
      audit: (await server.db.selectFrom('audit_log').select('id').execute()).length,
    });

    for (const kind of KINDS) {
      describe(`${kind.action} (${kind.name})`, () => {
        const path = `${API}/useradmin/${kind.action}`;
        const column = kind.field === 'companyId' ? 'company_id' : 'cooperate_id';
        /** The demo companies/partners in seed order. */
        const targetIds = async () => {
          const ids: number[] = [];
          for (const name of kind.demoNames) {
            ids.push((await server.db.selectFrom(kind.table).select('id').where(kind.nameColumn, '=', name).executeTakeFirstOrThrow()).id);
          }
          return ids;
        };
        const linkOf = async (id: number) => (await server.db.selectFrom('users').select(column).where('id', '=', id).executeTakeFirstOrThrow())[column];
        const set = (token: string, id: number, to: unknown) => server.post<UserAdminRecord>(path, { id, [kind.field]: to }, { token });
        const membersOf = async (token: string, to: number) => {
          const answer = await server.get<{ records: UserAdminRecord[]; total: number }>(`${API}/useradmin/queryUser`, {
            token,
            query: { [kind.field]: String(to) },
          });
          expect(answer.status, answer.text).toBe(200);
          return answer.body.data.records.map((r) => r.username).sort();
        };

        it(`moves a ${kind.role} user to another ${kind.name} and back, one audit row per real change`, async () => {
          const admin = await server.sessionFor('admin');
          const [first, second] = await targetIds();
          const [member, other] = kind.members;
          const id = await idOf(member);
          expect(await linkOf(id)).toBe(first);
          expect(await membersOf(admin, second!)).toEqual([other]);

          const moved = await set(admin, id, second);
          expect(moved.status, moved.text).toBe(200);
          expect(moved.body.data).toMatchObject({ id, username: member, roles: [kind.role], [kind.field]: second });
          expect(await linkOf(id)).toBe(second);
          expect(await membersOf(admin, second!)).toEqual([member, other].sort());
          expect(await membersOf(admin, first!)).toEqual([]);
          const rows = await auditsOf(id, kind.event);
          expect(rows).toHaveLength(1);
          const [firstName, secondName] = kind.demoNames;
          expect(JSON.parse(rows[0]!.payload)).toEqual({
            [kind.field]: { from: first, to: second },
            [kind.nameField]: { from: firstName, to: secondName },
          });
          expect(rows[0]!.actor_id).toBe(await idOf('admin'));
          expect(rows[0]!.record_name).toMatch(new RegExp(`^${member} \\(.+\\)$`));

          // The same value again: the record, nothing written.
          const before = await snapshot();
          const same = await set(admin, id, second);
          expect(same.status, same.text).toBe(200);
          expect(same.body.data[kind.field]).toBe(second);
          expect(await snapshot()).toEqual(before);

          const back = await set(admin, id, first);
          expect(back.status, back.text).toBe(200);
          expect(back.body.data[kind.field]).toBe(first);
          expect(await membersOf(admin, first!)).toEqual([member]);
          const after = await auditsOf(id, kind.event);
          expect(after).toHaveLength(2);
          expect(JSON.parse(after[1]!.payload)).toEqual({
            [kind.field]: { from: second, to: first },
            [kind.nameField]: { from: secondName, to: firstName },
          });
        });

        it('unlinks with null (also allowed for any role), then links again', async () => {
          const admin = await server.sessionFor('admin');
          const [, second] = await targetIds();
          const member = kind.members[1];
          const id = await idOf(member);
          const events = (await auditsOf(id, kind.event)).length;

          const unlinked = await set(admin, id, null);
          expect(unlinked.status, unlinked.text).toBe(200);
          expect(unlinked.body.data[kind.field]).toBeNull();
          expect(await linkOf(id)).toBeNull();
          expect(await membersOf(admin, second!)).toEqual([]);
          const rows = await auditsOf(id, kind.event);
          expect(rows).toHaveLength(events + 1);
          expect(JSON.parse(rows.at(-1)!.payload)).toEqual({
            [kind.field]: { from: second, to: null },
            [kind.nameField]: { from: kind.demoNames[1], to: null },
          });

          // Unlinking what is not linked is a no-op, whoever the user is.
          const before = await snapshot();
          expect((await set(admin, id, null)).status).toBe(200);
          const creator = await set(admin, await idOf('creator1'), null);
          expect(creator.status, creator.text).toBe(200);
          expect(creator.body.data[kind.field]).toBeNull();
          expect(await snapshot()).toEqual(before);

          expect((await set(admin, id, second)).status).toBe(200);
          expect(await membersOf(admin, second!)).toEqual([member]);
          expect(await auditsOf(id, kind.event)).toHaveLength(events + 2);
        });

        it(`refuses to link a user without ${kind.role} (400 on id), an unknown ${kind.name} (400 on ${kind.field}) and an unknown user (404)`, async () => {
          const admin = await server.sessionFor('admin');
          const [first] = await targetIds();
          const creator = await idOf('creator1');
          const before = await snapshot();

          const refused = await set(admin, creator, first);
          expect(refused.status, refused.text).toBe(400);
          const detail = refused.body.data as unknown as ErrorDetail;
          expect(detail.fields).toEqual([{ field: 'id', reason: 'invalid_value', message: expect.stringContaining(kind.role) }]);
          expect(await linkOf(creator)).toBeNull();

          const unknown = await set(admin, await idOf(kind.members[0]), 2_000_000_000);
          expect(unknown.status, unknown.text).toBe(400);
          expect((unknown.body.data as unknown as ErrorDetail).fields).toEqual([{ field: kind.field, reason: 'invalid_value', message: expect.any(String) }]);

          expect((await set(admin, 2_000_000_000, first)).status).toBe(404);
          expect((await set(admin, 2_000_000_000, null)).status).toBe(404);
          expect(await snapshot()).toEqual(before);
        });

        it('answers 404 for a deleted user and 403 for a non-admin, changing nothing', async () => {
          const admin = await server.sessionFor('admin');
          const [first, second] = await targetIds();
          const id = await idOf(kind.members[0]);
          const auditor = await server.sessionFor('auditor');
          const before = await snapshot();
          expect((await set(auditor, id, second)).status).toBe(403);
          expect((await set(await server.sessionFor(kind.members[0]), id, null)).status).toBe(403);
          await server.db.updateTable('users').set({ is_del: 1 }).where('id', '=', id).execute();
          try {
            expect((await set(admin, id, second)).status).toBe(404);
            expect((await set(admin, id, null)).status).toBe(404);
          } finally {
            await server.db.updateTable('users').set({ is_del: 0 }).where('id', '=', id).execute();
          }
          expect(await linkOf(id)).toBe(first);
          expect(await snapshot()).toEqual(before);
        });

        it('refuses bad input with 400 and changes nothing', async () => {
          const admin = await server.sessionFor('admin');
          const [, second] = await targetIds();
          const id = await idOf(kind.members[0]);
          const other = kind.field === 'companyId' ? 'cooperateId' : 'companyId';
          const bodies: unknown[] = [
            {},
            { id },
            { [kind.field]: second },
            { id, [kind.field]: String(second) },
            { id: String(id), [kind.field]: second },
            { id, [kind.field]: -1 },
            { id, [kind.field]: 0 },
            { id: -id, [kind.field]: second },
            { id, [kind.field]: 1.5 },
            { id, [kind.field]: 2_147_483_648 },
            { id, [kind.field]: true },
            { id, [kind.field]: [second] },
            { id, [kind.field]: { id: second } },
            { id, [kind.field]: '' },
            { id, [kind.field]: `${second} or 1=1` },
            { id, [kind.field]: `${second}; drop table users; --` },
            { id: `${id}' or '1'='1`, [kind.field]: second },
            { id, [kind.field]: second, [other]: second },
            { id, [kind.field]: second, isDel: true },
            { id, [kind.field]: second, roles: ['ADMIN'] },
            [id, second],
            'id=1',
            null,
          ];
          const before = await snapshot();
          for (const body of bodies) {
            const answer = await server.post(path, body, { token: admin });
            expect(answer.status, `${JSON.stringify(body)}: ${answer.text}`).toBe(400);
            expect(answer.body.code).toBe(400);
          }
          const raw = await server.post(path, undefined, { token: admin, raw: { body: `{"id": ${id}, "${kind.field}": ${second}`, contentType: 'application/json' } });
          expect(raw.status, raw.text).toBe(400);
          expect(await snapshot()).toEqual(before);
        });

        it(`a ${kind.name} with members cannot be deleted (409) until they are unlinked`, async () => {
          const admin = await server.sessionFor('admin');
          const [first, second] = await targetIds();
          const added = await server.post<{ id: number }>(kind.addPath, kind.addBody, { token: admin });
          expect(added.status, added.text).toBe(200);
          const fresh = added.body.data.id;
          const ids = await Promise.all(kind.members.map(idOf));
          for (const id of ids) expect((await set(admin, id, fresh)).status).toBe(200);
          expect(await membersOf(admin, fresh)).toEqual([...kind.members].sort());

          const refused = await server.post(kind.deletePath, { id: fresh }, { token: admin });
          expect(refused.status, refused.text).toBe(409);
          expect(refused.body.data).toEqual({ reason: 'in_use' });
          expect((await set(admin, ids[0]!, null)).status).toBe(200);
          expect((await server.post(kind.deletePath, { id: fresh }, { token: admin })).status).toBe(409);
          expect(await server.db.selectFrom(kind.table).select('id').where('id', '=', fresh).executeTakeFirst()).toBeDefined();

          expect((await set(admin, ids[1]!, null)).status).toBe(200);
          const deleted = await server.post(kind.deletePath, { id: fresh }, { token: admin });
          expect(deleted.status, deleted.text).toBe(200);
          expect(await server.db.selectFrom(kind.table).select('id').where('id', '=', fresh).executeTakeFirst()).toBeUndefined();

          // The deleted one is now an unknown target; the demo members go home.
          expect((await set(admin, ids[0]!, fresh)).status).toBe(400);
          expect((await set(admin, ids[0]!, first)).status).toBe(200);
          expect((await set(admin, ids[1]!, second)).status).toBe(200);
          expect(await membersOf(admin, first!)).toEqual([kind.members[0]]);
        });
      });
    }
  });
}
