/**
 * Demo launches and searches (docs/reports.md): 2,400 launches from 40 devices of the demo
 * scripts over the last 30 days and a few hundred searches, some for what no script offers, sent
 * by the demo players through the app's own ingestion code (server/modules/ingest/), so the
 * records, the figures they add to and the keyword days are what real reports would make.
 * Seeded once: nothing is added when any launch or search is stored already.
 */
import type { Kysely } from 'kysely';
import type { LaunchAccess, LaunchPlatform } from '../../contracts/appEvents.js';
import type { DB } from '../db/schema.js';
import { Throttle } from '../http/throttle.js';
import { DEFAULT_LIMITS } from '../limits.js';
import { reportLaunches } from '../modules/ingest/launches.js';
import { reportSearches } from '../modules/ingest/searches.js';
import { DEMO_SCRIPTS } from './activityData.js';
import { generator } from './demoVolume.js';

const DAY_MS = 86_400_000;
const DAYS = 30;
const LAUNCHES = 2400;
const SEARCHES = 400;
const DEVICES = 40;
const BATCH = 1000;

/** Cumulative weights: red finger, VMOS, virtual cloud, flying cloud, other. */
const PLATFORMS: readonly [LaunchPlatform, number][] = [['red_finger', 0.35], ['vmos', 0.6], ['virtual_cloud', 0.75], ['flying_cloud', 0.85], ['other', 1]];
const ACCESS: readonly [LaunchAccess, number][] = [['free', 0.45], ['trial', 0.6], ['paid', 1]];
const VERSIONS = ['2.4.0', '2.4.1', '2.5.0'] as const;

/** What players search for and how many scripts it finds; the ones at 0 are what the shelf lacks. */
const KEYWORDS: readonly { keyword: string; weight: number; results: (r: number) => number }[] = [
  { keyword: 'Puzzle Kingdom', weight: 0.2, results: (r) => 1 + Math.floor(r * 2) },
  { keyword: 'auto clicker', weight: 0.35, results: (r) => 2 + Math.floor(r * 3) },
  { keyword: 'Card Legends', weight: 0.47, results: () => 1 },
  { keyword: 'farm', weight: 0.56, results: (r) => (r < 0.1 ? 0 : 1) },
  { keyword: 'arena', weight: 0.63, results: () => 1 },
  { keyword: 'Genshin auto quest', weight: 0.75, results: () => 0 },
  { keyword: 'fishing bot', weight: 0.84, results: () => 0 },
  { keyword: 'tower defense', weight: 0.93, results: (r) => (r < 0.25 ? 1 : 0) },
  { keyword: 'idle miner', weight: 1, results: (r) => (r < 0.6 ? 0 : 2) },
];

const pick = <T>(choices: readonly (readonly [T, number])[], r: number): T => choices.find(([, upTo]) => r < upTo)?.[0] ?? choices.at(-1)![0];

/** A time on one of the last DAYS days (today: before now), by the position `r` in it. */
function timeOn(dayIndex: number, now: number, r: number): string {
  const today = now - (now % DAY_MS);
  const start = today - (DAYS - 1 - dayIndex) * DAY_MS;
  const end = dayIndex === DAYS - 1 ? now - 60_000 : start + DAY_MS - 1;
  return new Date(start + Math.floor(r * (end - start))).toISOString();
}

/**
 * In batches of a device's events together, as the app sends them: each batch then touches few
 * devices' allowances (one counter write per device and batch), which keeps the seed quick.
 */
async function inBatches(events: { deviceId: string }[], send: (batch: unknown[]) => Promise<unknown>): Promise<void> {
  const byDevice = [...events].sort((a, b) => (a.deviceId < b.deviceId ? -1 : a.deviceId > b.deviceId ? 1 : 0));
  for (let start = 0; start < byDevice.length; start += BATCH) await send(byDevice.slice(start, start + BATCH));
}

export async function seedDemoReports(db: Kysely<DB>, now: number = Date.now()): Promise<boolean> {
  if (await db.selectFrom('launch_events').select('id').executeTakeFirst()) return false;
  if (await db.selectFrom('search_events').select('id').executeTakeFirst()) return false;
  const players = await db.selectFrom('users').select(['id', 'username_key']).where('username_key', 'in', ['player1', 'player2']).orderBy('username_key').execute();
  // The demo's scripts on sale (the catalogue's others have no activity, and keep none).
  const scripts = await db.selectFrom('scripts').select('id').where('script_name', 'in', DEMO_SCRIPTS.map((s) => s.name)).where('status', '=', 'shown').orderBy('id').execute();
  if (players.length < 2 || scripts.length === 0) return false;
  const partners = await db.selectFrom('cooperates').select('cooperate_package').orderBy('id').execute();
  const linkers = await db.selectFrom('linkers').select(['id', 'script_id']).execute();
  const random = generator(20261126);
  // The two demo players stand for a month of many users' devices: no per-account device bound.
  const limits = { ingestPerDevice: DEFAULT_LIMITS.ingestPerDevice, ingestDevicesPerUserDay: Number.MAX_SAFE_INTEGER };
  const deps = { db, throttle: new Throttle(db), limits };

  // Each device belongs to one player; busier days towards today.
  const launches: ({ deviceId: string } & Record<string, unknown>)[][] = [[], []];
  for (let n = 0; n < LAUNCHES; n += 1) {
    const device = Math.floor(random() * DEVICES);
    const dayIndex = Math.min(DAYS - 1, Math.floor(Math.sqrt(random()) * DAYS));
    const viaPartner = partners.length > 0 && random() < 0.25;
    // Through a partner a device runs one script (as the generated days assume: a partner's
    // devices on a day are its scripts' devices); otherwise any.
    const script = scripts[viaPartner ? device % scripts.length : Math.floor(random() * scripts.length)]!.id;
    const linker = linkers.find((l) => l.script_id === script);
    launches[device % 2]!.push({
      eventId: `demo-launch-${n}`,
      deviceId: `demo-device-${String(device).padStart(4, '0')}`,
      occurredAt: timeOn(dayIndex, now, random()),
      scriptId: script,
      version: VERSIONS[Math.floor(random() * VERSIONS.length)]!,
      platform: pick(PLATFORMS, random()),
      access: pick(ACCESS, random()),
      ...(viaPartner && { cooperatePackage: partners[Math.floor(random() * partners.length)]!.cooperate_package }),
      ...(linker && random() < 0.2 && { linkerId: linker.id }),
    });
  }
  const searches: ({ deviceId: string } & Record<string, unknown>)[][] = [[], []];
  for (let n = 0; n < SEARCHES; n += 1) {
    const device = Math.floor(random() * DEVICES);
    const r = random();
    const word = KEYWORDS.find((k) => r < k.weight) ?? KEYWORDS.at(-1)!;
    searches[device % 2]!.push({
      eventId: `demo-search-${n}`,
      deviceId: `demo-device-${String(device).padStart(4, '0')}`,
      occurredAt: timeOn(Math.floor(random() * DAYS), now, random()),
      keyword: word.keyword,
      resultsNum: word.results(random()),
    });
  }
  for (const [index, player] of players.entries()) {
    await inBatches(launches[index]!, (batch) => reportLaunches(deps, player.id, batch, now));
    await inBatches(searches[index]!, (batch) => reportSearches(deps, player.id, batch, now));
  }
  return true;
}
