/**
 * Demo data for a database `npm start` creates (docs/server.md, "Demo mode"): one account per
 * role, two owners of each owned kind (creators, companies, partners) and two app users
 * (players), all with the password `rocket123`; games with channels, brands of both creators and
 * a few activity notices (two of them overlapping).
 */
import { insertDemoPartners } from './demoPartners.js';
import type { Kysely } from 'kysely';
import type { Role } from '../../contracts/roles.js';
import { isDemoDatabase, markDemoDatabase } from '../db/demoDatabase.js';
import type { DB } from '../db/schema.js';
import { nameKey } from '../../contracts/nameKey.js';
import { isoTime } from '../db/values.js';
import { countAccounts, insertAccount } from '../modules/user/accounts.js';
import { md5Hex, verifierFor } from '../modules/user/passwords.js';
import { seedDemoActivity, type ActivitySeedOptions } from './activity.js';
import { seedDemoReviews } from './review.js';
import { seedDemoCatalogue } from './catalogue.js';
import { seedDemoAppUsers } from './demoAppUsers.js';
import { seedDemoArticles } from './demoArticles.js';
import { seedDemoReports } from './demoReports.js';

export { DEMO_APP_USERS } from './demoAppUsers.js';

export const DEMO_PASSWORD = 'rocket123';

export interface DemoAccount {
  username: string;
  roles: readonly Role[];
  nickname: string;
  phone: string;
  introduction: string;
  /** Index into DEMO_COMPANIES. */
  company?: number;
  /** Index into DEMO_COOPERATES (./demoPartners.ts). */
  cooperate?: number;
}

export const DEMO_COMPANIES = ['Starlight Games Ltd.', 'Blue Harbor Interactive'] as const;

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'admin',
    roles: ['ADMIN'],
    nickname: 'Platform Admin',
    phone: '13800000001',
    introduction: 'Runs the whole platform.',
  },
  {
    username: 'luaadmin',
    roles: ['LUA_ADMIN'],
    nickname: 'Lua Admin',
    phone: '13800000002',
    introduction: 'Uploads Lua detection code.',
  },
  {
    username: 'creator1',
    roles: ['CREATOR'],
    nickname: 'Script Author One',
    phone: '13800000003',
    introduction: 'Writes scripts for puzzle games.',
  },
  {
    username: 'creator2',
    roles: ['CREATOR'],
    nickname: 'Script Author Two',
    phone: '13800000004',
    introduction: 'Writes scripts for card games.',
  },
  {
    username: 'operator',
    roles: ['OPERATE'],
    nickname: 'Operations',
    phone: '13800000005',
    introduction: 'Keeps the script shelf in order.',
  },
  {
    username: 'company1',
    roles: ['BUSINESS_COMPANY'],
    nickname: 'Starlight Games',
    phone: '13800000006',
    introduction: 'Business account of Starlight Games Ltd.',
    company: 0,
  },
  {
    username: 'company2',
    roles: ['BUSINESS_COMPANY'],
    nickname: 'Blue Harbor',
    phone: '13800000007',
    introduction: 'Business account of Blue Harbor Interactive.',
    company: 1,
  },
  {
    username: 'partner1',
    roles: ['COOPERATE'],
    nickname: 'Red Finger Partner',
    phone: '13800000008',
    introduction: 'Partner account of Red Finger Cloud.',
    cooperate: 0,
  },
  {
    username: 'partner2',
    roles: ['COOPERATE'],
    nickname: 'VMOS Partner',
    phone: '13800000009',
    introduction: 'Partner account of VMOS Pro.',
    cooperate: 1,
  },
  {
    username: 'auditor',
    roles: ['AUDITOR'],
    nickname: 'Auditor',
    phone: '13800000010',
    introduction: 'Traces state transitions; reads only.',
  },
];

export const DEMO_GAMES = [
  {
    name: 'Puzzle Kingdom',
    label: 'puzzle',
    channels: [
      ['Google Play', 'https://play.google.com/store/apps/details?id=com.example.puzzle'],
      ['TapTap', 'https://www.taptap.cn/app/1001'],
    ],
  },
  {
    name: 'Card Legends',
    label: 'card',
    channels: [['App Store', 'https://apps.apple.com/app/id1000000001']],
  },
  { name: 'Farm Days', label: 'casual', channels: [] },
] as const;

/** Brands per creator (by username): two owners, so "not the other one's" can be tested. */
export const DEMO_BRANDS: readonly { owner: string; name: string }[] = [
  { owner: 'creator1', name: 'Puzzle Scripts' },
  { owner: 'creator1', name: 'Quick Clicker' },
  { owner: 'creator2', name: 'Card Helper' },
];

export const DEMO_NOTICES = [
  {
    title: 'Spring festival',
    content: 'Double activity rewards all week.',
    start: '2026-01-20T00:00:00.000Z',
    end: '2026-02-05T00:00:00.000Z',
    enabled: 1,
  },
  {
    title: 'New partner launch',
    content: 'Red Finger Cloud joins the platform.',
    start: '2026-02-01T00:00:00.000Z',
    end: '2026-02-10T00:00:00.000Z',
    enabled: 1,
  },
  {
    title: 'Maintenance window',
    content: 'Short downtime on Sunday night.',
    start: '2026-03-01T00:00:00.000Z',
    end: '2026-03-02T00:00:00.000Z',
    enabled: 0,
  },
] as const;

/**
 * Seeds the demo companies, partners, accounts and master data on an empty database and marks it
 * a demo database in the same transaction (server/db/demoDatabase.ts), then the demo activity
 * (./activity.ts). On a demo database that has accounts already it adds only what is missing
 * (the activity of a demo database made before activity existed, or a seed cut short); any other
 * database with accounts is left alone. Answers true when it created the accounts.
 */
export async function seedDemo(
  db: Kysely<DB>,
  activity: ActivitySeedOptions = {},
): Promise<boolean> {
  if ((await countAccounts(db)) > 0) {
    if (!(await isDemoDatabase(db))) return false;
    await seedDemoAppUsers(db, DEMO_PASSWORD);
    await seedDemoActivity(db, activity);
    await seedDemoReviews(db);
    await seedDemoCatalogue(db);
    await seedDemoArticles(db);
    await seedDemoReports(db, activity.now);
    return false;
  }
  const h1 = md5Hex(DEMO_PASSWORD);
  const verifiers = await Promise.all(DEMO_ACCOUNTS.map(() => verifierFor(h1)));
  await db.transaction().execute(async (trx) => {
    const at = isoTime();
    const companyIds: number[] = [];
    for (const name of DEMO_COMPANIES) {
      const row = await trx
        .insertInto('companies')
        .values({ name, name_key: nameKey(name), created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      companyIds.push(row.id);
    }
    const cooperateIds = await insertDemoPartners(trx, at);
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      await insertAccount(
        trx,
        {
          username: account.username,
          nickname: account.nickname,
          phone: account.phone,
          introduction: account.introduction,
          roles: account.roles,
          companyId: account.company === undefined ? null : (companyIds[account.company] ?? null),
          cooperateId:
            account.cooperate === undefined ? null : (cooperateIds[account.cooperate] ?? null),
          verifier: verifiers[index]!,
        },
        null,
      );
    }
    await seedMasterData(trx, at);
    await markDemoDatabase(trx, at);
  });
  await seedDemoAppUsers(db, DEMO_PASSWORD);
  await seedDemoActivity(db, activity);
  await seedDemoReviews(db);
  await seedDemoCatalogue(db);
  await seedDemoArticles(db);
  await seedDemoReports(db, activity.now);
  return true;
}

/** Games with channels, creators' brands and activity notices. */
async function seedMasterData(db: Kysely<DB>, at: string): Promise<void> {
  for (const game of DEMO_GAMES) {
    const row = await db
      .insertInto('games')
      .values({
        game_name: game.name,
        game_name_key: nameKey(game.name),
        game_label: game.label,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [channelName, channelUrl] of game.channels) {
      await db
        .insertInto('game_channels')
        .values({
          game_id: row.id,
          channel_name: channelName,
          channel_name_key: nameKey(channelName),
          channel_url: channelUrl,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  }
  for (const brand of DEMO_BRANDS) {
    const owner = await db
      .selectFrom('users')
      .select('id')
      .where('username_key', '=', brand.owner)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('brands')
      .values({
        brand_name: brand.name,
        brand_name_key: nameKey(brand.name),
        owner_id: owner.id,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  for (const notice of DEMO_NOTICES) {
    await db
      .insertInto('activity_notices')
      .values({
        title: notice.title,
        content: notice.content,
        image_url: null,
        link_url: null,
        start_at: notice.start,
        end_at: notice.end,
        enabled: notice.enabled,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
}
