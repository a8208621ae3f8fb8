/**
 * The users list of /useradmin/useradmin-admin: ADMIN and AUDITOR read it (and export it). It is a
 * resource with list and export only; role edits, password resets and account actions are the
 * special actions in ./routes.ts and ./memberships.ts. The password salt and verifier are never selected;
 * phone numbers reach AUDITOR masked.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Role } from '../../../contracts/roles.js';
import { userContract } from '../../../contracts/resources/users.js';
import type { UserAdminRecord } from '../../../contracts/userAdmin.js';
import type { AccountStatus, DB } from '../../db/schema.js';
import { fromDbBool } from '../../db/values.js';
import { ENTITY_ROLES } from '../../../contracts/permissions.js';
import { defineResource, loose, maskPhone, sameNames, summaryTotals, type Row } from '../../resource/resource.js';
import { ANY_ROLE } from '../../db/migrations/0019_user_counts.js';

const nullableText = (value: unknown) => (value === null || value === undefined ? null : String(value));
const nullableInt = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export const USER_COLUMNS = [
  'id',
  'username',
  'nickname',
  'avatar',
  'phone',
  'email',
  'recharge_coin',
  'end_online_time',
  'vip_time',
  'svip_time',
  'is_del',
  'status',
  'company_id',
  'cooperate_id',
  'created_at',
] as const;

export const userResource = defineResource(userContract, {
  auditEntity: 'user',
  table: 'users',
  select: USER_COLUMNS,
  toRecord: (row: Row) => ({
    id: Number(row.id),
    username: String(row.username),
    nickname: String(row.nickname),
    roles: [],
    avatar: nullableText(row.avatar),
    phone: nullableText(row.phone),
    email: nullableText(row.email),
    rechargeCoin: Number(row.recharge_coin ?? 0),
    endOnlineTime: nullableText(row.end_online_time),
    vipTime: nullableText(row.vip_time),
    svipTime: nullableText(row.svip_time),
    isDel: fromDbBool(Number(row.is_del)),
    status: String(row.status) as AccountStatus,
    companyId: nullableInt(row.company_id),
    cooperateId: nullableInt(row.cooperate_id),
    createdAt: String(row.created_at),
  }),
  // Audit needs to know who, not how to call them: only ADMIN reads (and filters by) phone numbers.
  masked: [{ field: 'phone', fullFor: ['ADMIN'], mask: maskPhone, filters: ['phone'] }],
  async enrich(db, records) {
    const rows = (await db
      .selectFrom('user_roles')
      .select(['user_id', 'role'])
      .where('user_id', 'in', records.map((r) => r.id))
      .orderBy('role')
      .execute()) as { user_id: number; role: Role }[];
    const roles = new Map<number, Role[]>();
    for (const row of rows) roles.set(Number(row.user_id), [...(roles.get(Number(row.user_id)) ?? []), row.role]);
    return records.map((r) => ({ ...r, roles: roles.get(r.id) ?? [] }));
  },
  list: {
    roles: ENTITY_ROLES.User.list,
    filters: {
      name: { columns: ['username', 'nickname'] },
      role: {
        // EXISTS, not IN: SQLite would list every holder of the role (a quarter of a million) per page.
        where: (role) => sql<SqlBool>`exists (select 1 from user_roles where user_roles.user_id = users.id and user_roles.role = ${role})`,
      },
      status: { column: 'status' },
      companyId: { column: 'company_id' },
      cooperateId: { column: 'cooperate_id' },
      isDel: { column: 'is_del' },
      phone: { columns: ['phone'] },
      createdAt: { column: 'created_at' },
    },
    // Accounts per role and status are kept by triggers (docs/scale.md).
    counted: summaryTotals({
      sources: [
        { table: 'user_counts', count: 'n', filters: { status: 'status' }, only: { role: ANY_ROLE } },
        { table: 'user_counts', count: 'n', filters: { role: 'role', status: 'status' } },
      ],
      sums: {},
      scope: () => ({}),
    }),
    sortColumns: {
      id: 'id',
      username: 'username_key',
      nickname: 'nickname',
      rechargeCoin: 'recharge_coin',
      endOnlineTime: 'end_online_time',
      vipTime: 'vip_time',
      svipTime: 'svip_time',
      status: 'status',
      createdAt: 'created_at',
    },
    // A deep page's ids read from the primary key or an index alone, then twenty rows by id:
    // reading every skipped account's row made page 500 three times slower on PostgreSQL.
    pagedBy: { table: 'users', columns: sameNames([...USER_COLUMNS, 'username_key']) },
  },
});

/** One user as the users list shows it (with roles): the answer of the users-admin actions. */
export async function readUserAdminRecord(db: Kysely<DB>, id: number): Promise<UserAdminRecord> {
  const row = await loose(db).selectFrom('users').select([...USER_COLUMNS]).where('id', '=', id).executeTakeFirstOrThrow();
  const [record] = await userResource.enrich!(loose(db), [userResource.toRecord(row as Row)]);
  return record!;
}
