/**
 * In-memory brands and the user accounts their owners are chosen from
 * (stories/fixtures/resourceFixture.ts), for stories and component tests: never a live server.
 */
import type { BrandRecord } from '@contracts/brand.js';
import { brandContract } from '@contracts/resources/masterData.js';
import type { UserAdminRecord } from '@contracts/userAdmin.js';
import { fixtureResourceApi, type FixtureOptions } from '../fixtures/resourceFixture';
import { memberUser } from './memberFixtures';
import { fixtureUserAdminApi } from './userFixtures';

export { apiError, type FixtureOptions } from '../fixtures/resourceFixture';

/** Two creators and one admin: only the creators may own brands. */
export const sampleAccounts = (): UserAdminRecord[] => [
  memberUser(7, 'mia', ['CREATOR'], { nickname: 'Mia Chen' }),
  memberUser(8, 'leo', ['CREATOR'], { nickname: 'Leo Park' }),
  memberUser(9, 'root', ['ADMIN'], { nickname: 'Root Admin' }),
];

/** The users list, answering `role=CREATOR` as the server does. */
export function fixtureAccountsApi(rows: UserAdminRecord[] = sampleAccounts()) {
  const fixture = fixtureUserAdminApi({ rows });
  return { api: fixture.api.users, calls: fixture.calls };
}

export function sampleBrands(
  count: number,
  owners: UserAdminRecord[] = sampleAccounts().slice(0, 2),
): BrandRecord[] {
  const names = ['Nebula Works', 'Pixel Forge', 'Lucky Cat', 'Iron Quill', 'Blue Lantern'];
  return Array.from({ length: count }, (_, index) => {
    const owner = owners[index % owners.length]!;
    return {
      id: index + 1,
      brandName: `${names[index % names.length]} ${index + 1}`,
      ownerId: owner.id,
      ownerName: owner.nickname,
      createdAt: new Date(Date.UTC(2025, 3, 1 + index, 8)).toISOString(),
      updatedAt: new Date(Date.UTC(2025, 4, 1 + index, 8)).toISOString(),
    };
  });
}

export function fixtureBrandApi(
  options: FixtureOptions<BrandRecord> = {},
  owners: UserAdminRecord[] = sampleAccounts(),
) {
  return fixtureResourceApi(brandContract, 
    {
      contains: { brandName: ['brandName'] },
      unique: ['brandName'],
      equals: ['ownerId'],
      // A CREATOR's brand (no ownerId sent) is theirs: the first creator plays the caller.
      complete: (body) => {
        const owner = owners.find((user) => user.id === (body.ownerId ?? owners[0]?.id));
        return { ownerId: owner?.id ?? 0, ownerName: owner?.nickname ?? '' };
      },
    },
    { ...options, rows: options.rows ?? sampleBrands(3) },
  );
}
