/**
 * In-memory users and the users-admin actions (stories/fixtures/resourceFixture.ts), for stories
 * and component tests: never a live server. Status changes follow the account machine.
 */
import { transition } from 'xstate';
import type { AccountEventType, AccountStatus } from '@contracts/account.js';
import { userContract } from '@contracts/resources/users.js';
import { ROLES, type Role } from '@contracts/roles.js';
import type { UserAdminRecord } from '@contracts/userAdmin.js';
import { accountMachine, accountSnapshot } from '@machines/account.machine.js';
import type { UserAdminApi } from '@/api/userAdmin';
import {
  apiError,
  fixtureResourceApi,
  listOf,
  type FixtureOptions,
} from '../fixtures/resourceFixture';

export { apiError } from '../fixtures/resourceFixture';

const NAMES = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi'];
const STATUSES: AccountStatus[] = ['normal', 'frozen', 'banned', 'normal'];

export function sampleUsers(count: number): UserAdminRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const name = `${NAMES[index % NAMES.length]}${index < NAMES.length ? '' : index + 1}`;
    const day = (offset: number) =>
      new Date(Date.UTC(2025, 0, 1 + index + offset, 8)).toISOString();
    return {
      id: index + 1,
      username: name,
      nickname: name.charAt(0).toUpperCase() + name.slice(1),
      roles: index === 0 ? ['ADMIN'] : [ROLES[(index % (ROLES.length - 1)) + 1]!],
      avatar: null,
      phone: `1380000${String(index + 1).padStart(4, '0')}`,
      email: `${name}@example.com`,
      rechargeCoin: index * 1250,
      endOnlineTime: day(30),
      vipTime: index % 2 === 0 ? day(365) : null,
      svipTime: null,
      isDel: false,
      status: STATUSES[index % STATUSES.length]!,
      companyId: null,
      cooperateId: null,
      createdAt: day(0),
    };
  });
}

export interface UserFixtureOptions extends FixtureOptions<UserAdminRecord> {
  /** updateRoles fails with this. */
  rolesError?: unknown;
  /** resetPassword fails with this. */
  passwordError?: unknown;
}

export function fixtureUserAdminApi(options: UserFixtureOptions = {}) {
  const fixture = fixtureResourceApi(userContract, 
    {
      contains: { name: ['username', 'nickname'] },
      equals: ['status'],
    },
    { ...options, rows: options.rows ?? sampleUsers(4) },
  );
  const { rows } = fixture;
  const calls = {
    ...fixture.calls,
    updateRoles: [] as { id: number; roles: Role[] }[],
    resetPassword: [] as { id: number; password: string }[],
    changeStatus: [] as { id: number; event: AccountEventType }[],
  };
  const rowOf = (id: number) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw apiError(404, { reason: 'not_found' });
    return row;
  };
  const api: UserAdminApi = {
    users: {
      ...fixture.api,
      // `role` is the server's custom filter (users holding that role): applied before paging.
      async query(params) {
        const { role, page = 1, size = 20, ...rest } = params;
        const all = fixture.api.query({ ...rest, page: 1, size: rows.length + 1 });
        calls.query[calls.query.length - 1] = params;
        const matching = (await all).records.filter(
          (row) => !role || row.roles.includes(role as Role),
        );
        return listOf(
          matching,
          { page, size, ...(rest.sort !== undefined && { sort: rest.sort }) },
          {},
        );
      },
    },
    async updateRoles(id, roles) {
      calls.updateRoles.push({ id, roles });
      if (options.rolesError) throw options.rolesError;
      return Object.assign(rowOf(id), { roles });
    },
    async resetPassword(id, password) {
      calls.resetPassword.push({ id, password });
      if (options.passwordError) throw options.passwordError;
      rowOf(id);
      return null;
    },
    async changeStatus(id, event) {
      calls.changeStatus.push({ id, event });
      const row = rowOf(id);
      const snapshot = accountSnapshot(row.status);
      if (!snapshot.can({ type: event })) throw apiError(409, { reason: 'conflict' });
      const from = row.status;
      row.status = transition(accountMachine, snapshot, { type: event })[0].value as AccountStatus;
      return { id, from, to: row.status };
    },
    setCompany: async (id, companyId) => Object.assign(rowOf(id), { companyId }),
    setCooperate: async (id, cooperateId) => Object.assign(rowOf(id), { cooperateId }),
  };
  return { api, calls, rows };
}
