/**
 * In-memory business companies, partners and their member users (stories/fixtures/
 * resourceFixture.ts), for the companies and partners stories and tests: never a live server.
 * One world per call: the member counts are read off the users, and the link calls follow the
 * server's rules (the user must exist, the owner must exist, the needed role; null unlinks).
 */
import type { CompanyRecord } from '@contracts/company.js';
import { userContract } from '@contracts/resources/users.js';
import { companyContract, cooperateContract } from '@contracts/resources/masterData.js';
import type { CooperateRecord } from '@contracts/cooperate.js';
import type { PriceImpact } from '@contracts/partnerPrice.js';
import type { PriceImpactLoader } from '@/api/partnerPrices';
import type { Role } from '@contracts/roles.js';
import type { UserAdminRecord } from '@contracts/userAdmin.js';
import type { ResourceContract } from '@contracts/resourceContract.js';
import type { ResourceApi } from '@/api/resources';
import type { MembersApi } from '@/screens/company/membership';
import {
  apiError,
  fixtureResourceApi,
  listOf,
  wait,
  type FixtureCalls,
  type FixtureOptions,
} from '../fixtures/resourceFixture';

export { apiError } from '../fixtures/resourceFixture';

const at = (day: number) => new Date(Date.UTC(2025, 0, day, 8)).toISOString();

export function memberUser(
  id: number,
  username: string,
  roles: Role[],
  links: Partial<UserAdminRecord> = {},
): UserAdminRecord {
  return {
    id,
    username,
    nickname: username.charAt(0).toUpperCase() + username.slice(1),
    roles,
    avatar: null,
    phone: null,
    email: null,
    rechargeCoin: 0,
    endOnlineTime: null,
    vipTime: null,
    svipTime: null,
    isDel: false,
    status: 'normal',
    companyId: null,
    cooperateId: null,
    createdAt: at(id),
    ...links,
  };
}

/** Company 1 has two members, company 2 one; partner 1 has one linked account; some are free. */
export function sampleMemberUsers(): UserAdminRecord[] {
  return [
    memberUser(11, 'alice', ['BUSINESS_COMPANY'], { companyId: 1 }),
    memberUser(12, 'bob', ['BUSINESS_COMPANY'], { companyId: 1, status: 'frozen' }),
    memberUser(13, 'carol', ['BUSINESS_COMPANY'], { companyId: 2 }),
    memberUser(14, 'dave', ['BUSINESS_COMPANY']),
    memberUser(21, 'erin', ['COOPERATE'], { cooperateId: 1 }),
    memberUser(22, 'frank', ['COOPERATE'], { cooperateId: 2 }),
    memberUser(23, 'grace', ['COOPERATE']),
    memberUser(31, 'heidi', ['CREATOR']),
  ];
}

export function sampleCompanies(count = 3): CompanyRecord[] {
  const names = [
    'Northwind Trading',
    'Contoso Media',
    'Fabrikam Games',
    'Tailspin Studio',
    'Litware Ltd.',
  ];
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `${names[index % names.length]}${index >= names.length ? ` ${index + 1}` : ''}`,
    memberCount: 0,
    createdAt: at(1 + index),
    updatedAt: at(2 + index),
  }));
}

export function sampleCooperates(count = 3): CooperateRecord[] {
  const names = ['Cloud Reader', 'Story Box', 'Night Owl', 'Paper Lantern'];
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    cooperateName: `${names[index % names.length]}${index >= names.length ? ` ${index + 1}` : ''}`,
    cooperatePackage: `com.partner${index + 1}.reader`,
    platformMoney: ['10.50', '0.00', '999.99'][index % 3]!,
    authorMoney: ['20.00', '1000.00', '0.01'][index % 3]!,
    priceFrom: index % 3 === 1 ? '2026-10' : null,
    memberCount: 0,
    createdAt: at(1 + index),
    updatedAt: null,
  }));
}

export interface MembersWorldOptions {
  users?: UserAdminRecord[];
  companies?: FixtureOptions<CompanyRecord>;
  cooperates?: FixtureOptions<CooperateRecord>;
  /** The members list never answers (a loading drawer). */
  membersDelay?: number;
  /** Every link call fails with this. */
  linkError?: unknown;
  /** What the price impact call answers (SAMPLE_PRICE_IMPACT by default). */
  priceImpact?: PriceImpact;
}

export interface LinkCall {
  id: number;
  companyId?: number | null;
  cooperateId?: number | null;
}

/** Companies, partners and users sharing one set of rows. */
export function fixtureMembersWorld(options: MembersWorldOptions = {}) {
  const users = (options.users ?? sampleMemberUsers()).map((user) => ({ ...user }));
  // Member counts are read off the users; a delete with members is refused (recorded all the same).
  const counted = <C extends ResourceContract, Row extends { id: number; memberCount: number }>(
    field: 'companyId' | 'cooperateId',
    {
      api,
      rows,
      calls,
    }: { api: ResourceApi<C>; rows: Row[]; calls: FixtureCalls },
  ) => {
    const query = api.query;
    api.query = (params) => {
      for (const row of rows)
        row.memberCount = users.filter((u) => u[field] === row.id && !u.isDel).length;
      return query(params);
    };
    const remove = api.remove;
    api.remove = async (id) => {
      if (users.some((u) => u[field] === id)) {
        calls.remove.push(id);
        throw apiError(409, { reason: 'in_use' }, 'Other records still refer to this one');
      }
      return remove(id);
    };
  };

  const companies = fixtureResourceApi(companyContract, 
    {
      contains: { name: ['name'] },
      unique: ['name'],
      complete: () => ({ memberCount: 0, updatedAt: null }),
    },
    {
      ...options.companies,
      rows: (options.companies?.rows ?? sampleCompanies()).map((row) => ({ ...row })),
    },
  );
  counted<typeof companyContract, CompanyRecord>('companyId', companies);
  const cooperates = fixtureResourceApi(cooperateContract, 
    {
      contains: { cooperateName: ['cooperateName'], cooperatePackage: ['cooperatePackage'] },
      unique: ['cooperateName', 'cooperatePackage'],
      complete: () => ({ memberCount: 0, updatedAt: null }),
    },
    {
      ...options.cooperates,
      rows: (options.cooperates?.rows ?? sampleCooperates()).map((row) => ({ ...row })),
    },
  );
  counted<typeof cooperateContract, CooperateRecord>('cooperateId', cooperates);

  const userShape = {
    equals: ['companyId', 'cooperateId', 'isDel'] as (keyof UserAdminRecord & string)[],
    contains: { name: ['username', 'nickname'] as (keyof UserAdminRecord & string)[] },
  };
  const userCalls = { query: [] as Record<string, string | number>[], links: [] as LinkCall[] };
  const usersApi = fixtureResourceApi(userContract, 
    { ...userShape },
    { rows: users },
  ).api;
  usersApi.query = async (params) => {
    userCalls.query.push({ ...params });
    await wait(options.membersDelay ?? 0);
    const { role, ...rest } = params;
    const holding =
      role === undefined ? users : users.filter((u) => u.roles.includes(role as Role));
    return listOf(holding, rest, userShape);
  };

  const link =
    (field: 'companyId' | 'cooperateId', role: Role, owners: { id: number }[]) =>
    async (id: number, to: number | null) => {
      userCalls.links.push({ id, [field]: to });
      await wait(0);
      if (options.linkError) throw options.linkError;
      const user = users.find((u) => u.id === id && !u.isDel);
      if (!user) throw apiError(404, { reason: 'not_found' }, `No user ${id}`);
      if (to !== null && !owners.some((o) => o.id === to)) {
        throw apiError(400, {
          reason: 'invalid_input',
          fields: [{ field, reason: 'invalid_value', message: 'no such owner' }],
        });
      }
      if (to !== null && !user.roles.includes(role)) {
        throw apiError(400, {
          reason: 'invalid_input',
          fields: [{ field: 'id', reason: 'invalid_value', message: `Only a ${role} account` }],
        });
      }
      user[field] = to;
      return { ...user };
    };
  const members: MembersApi = {
    users: usersApi,
    setCompany: link('companyId', 'BUSINESS_COMPANY', companies.rows),
    setCooperate: link('cooperateId', 'COOPERATE', cooperates.rows),
  };
  // What a partner price change would re-price: two open months and a settled one.
  const priceImpactCalls: { id: number; priceFrom: string }[] = [];
  const priceImpact: PriceImpactLoader = async (id, priceFrom) => {
    priceImpactCalls.push({ id, priceFrom });
    await wait(0);
    return options.priceImpact ?? SAMPLE_PRICE_IMPACT;
  };
  return { companies, cooperates, members, users, userCalls, priceImpact, priceImpactCalls };
}

export const SAMPLE_PRICE_IMPACT: PriceImpact = {
  affected: [
    { month: '2026-09', status: 'submitted', unitMoney: '30.50' },
    { month: '2026-10', status: 'unapplied', unitMoney: '30.50' },
  ],
  kept: [{ month: '2026-08', status: 'settled', unitMoney: '30.50' }],
};
