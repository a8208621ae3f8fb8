/**
 * The demo catalogue (docs/scripts.md): the activity scripts get every catalogue field, and more
 * scripts show each visibility status, a third-party script among them. Statuses are reached
 * through the visibility flow itself, so each script's history reads as it happened.
 */
import type { Kysely } from 'kysely';
import { nameKey } from '../../contracts/nameKey.js';
import type { ScriptVisibilityEventType } from '../../contracts/scriptVisibility.js';
import type { DB } from '../db/schema.js';
import { isoTime, toDbBool } from '../db/values.js';
import { changeVisibility, scriptActorOf } from '../modules/scripts/visibility.js';
import { DEMO_SCRIPTS } from './activity.js';
import type { AuthUser } from '../http/access.js';
import { authUserOf } from '../modules/user/accounts.js';

const DAY_MS = 86_400_000;

interface Details {
  game: string;
  labels: string[];
  explain: string;
  param: Record<string, unknown>;
  charge: boolean;
  vip: boolean;
  trial: boolean;
  cache: boolean;
}

/** The catalogue fields of the scripts the activity seed made (by name). */
const DETAILS: Record<(typeof DEMO_SCRIPTS)[number]['name'], Details> = {
  'Puzzle Kingdom Auto': {
    game: 'Puzzle Kingdom', labels: ['puzzle', 'daily'], charge: true, vip: false, trial: true, cache: true,
    explain: 'Clears the daily puzzle quests and collects the rewards.\nStops when the energy runs out.',
    param: { quests: 'daily', stopOnEnergy: true, speed: 1 },
  },
  'Quick Clicker Pro': {
    game: 'Farm Days', labels: ['clicker'], charge: false, vip: false, trial: false, cache: true,
    explain: 'Taps where you point, at the rhythm you choose.',
    param: { tapsPerSecond: 8, randomise: true },
  },
  'Farm Days Helper': {
    game: 'Farm Days', labels: ['farming', 'daily'], charge: true, vip: true, trial: false, cache: false,
    explain: 'Plants, waters and harvests every field on a timer.',
    param: { crops: ['wheat', 'corn'], harvestEveryMinutes: 30 },
  },
  'Card Legends Bot': {
    game: 'Card Legends', labels: ['cards', 'pvp'], charge: true, vip: false, trial: true, cache: true,
    explain: 'Plays the arena with your saved deck and opens the reward chests.',
    param: { deck: 'saved-1', arenaRuns: 10 },
  },
  'Arena Auto Battle': {
    game: 'Card Legends', labels: ['pvp'], charge: false, vip: false, trial: false, cache: false,
    explain: 'Repeats the last arena battle until you stop it.',
    param: { repeat: true },
  },
};

interface Extra {
  name: string;
  pkg: string;
  author: string;
  game: string;
  labels: string[];
  explain: string;
  /** The visibility events that bring it to its status, with who sends them. */
  path: { by: string; type: ScriptVisibilityEventType; reason?: string }[];
  thirdParty?: { vendor: string; contact: string; url: string };
}

export const DEMO_CATALOGUE: readonly Extra[] = [
  {
    name: 'Kingdom Builder Daily', pkg: 'com.rocket.kingdombuilder', author: 'creator1', game: 'Puzzle Kingdom',
    labels: ['puzzle'], explain: 'Builds and upgrades the kingdom overnight.', path: [],
  },
  {
    name: 'Farm Harvest Timer', pkg: 'com.rocket.harvesttimer', author: 'creator1', game: 'Farm Days',
    labels: ['farming'], explain: 'Reminds and harvests at the best moment.', path: [{ by: 'creator1', type: 'SUBMIT' }],
  },
  {
    name: 'Legends Deck Trainer', pkg: 'com.rocket.decktrainer', author: 'creator2', game: 'Card Legends',
    labels: ['cards'], explain: 'Trains a new deck against the computer.',
    path: [
      { by: 'creator2', type: 'SUBMIT' },
      { by: 'operator', type: 'RETURN', reason: 'The description promises ranked wins; please describe what the script does.' },
    ],
  },
  {
    name: 'Arena Replay Viewer', pkg: 'com.rocket.replayviewer', author: 'creator2', game: 'Card Legends',
    labels: ['pvp'], explain: 'Replays the last ten arena battles.',
    path: [{ by: 'creator2', type: 'SUBMIT' }, { by: 'operator', type: 'SHOW' }, { by: 'operator', type: 'HIDE' }],
  },
  {
    name: 'Old Tap Helper', pkg: 'com.rocket.oldtap', author: 'creator1', game: 'Farm Days',
    labels: ['clicker'], explain: 'The first clicker; replaced by Quick Clicker Pro.',
    path: [{ by: 'creator1', type: 'SUBMIT' }, { by: 'admin', type: 'SHOW' }, { by: 'admin', type: 'RETIRE' }],
  },
  {
    name: 'Nimbus Puzzle Solver', pkg: 'com.nimbus.puzzlesolver', author: 'creator2', game: 'Puzzle Kingdom',
    labels: ['puzzle'], explain: 'Solves puzzle boards; hosted by its vendor.',
    path: [{ by: 'admin', type: 'SUBMIT' }, { by: 'admin', type: 'SHOW' }],
    thirdParty: { vendor: 'Nimbus Tools', contact: 'partners@nimbus-tools.example.com', url: 'https://downloads.nimbus-tools.example.com/puzzle-solver.apk' },
  },
];

async function gameIdOf(db: Kysely<DB>, gameName: string): Promise<number> {
  const row = await db.selectFrom('games').select('id').where('game_name', '=', gameName).executeTakeFirstOrThrow();
  return row.id;
}

/** Seeds the catalogue once (does nothing when its first extra script exists or activity is missing). */
export async function seedDemoCatalogue(db: Kysely<DB>, today = Date.now()): Promise<boolean> {
  const first = DEMO_CATALOGUE[0]!;
  if (await db.selectFrom('scripts').select('id').where('script_name_key', '=', nameKey(first.name)).executeTakeFirst()) return false;
  if (!(await db.selectFrom('scripts').select('id').executeTakeFirst())) return false;
  const users = new Map<string, AuthUser>();
  const user = async (username: string) => {
    if (!users.has(username)) users.set(username, await authUserOf(db, username));
    return users.get(username)!;
  };
  const operator = await user('operator');
  let order = 0;
  for (const [name, d] of Object.entries(DETAILS)) {
    const script = await db
      .selectFrom('scripts')
      .innerJoin('users', 'users.id', 'scripts.owner_id')
      .select(['scripts.id', 'scripts.owner_id', 'scripts.created_at', 'scripts.status', 'users.nickname'])
      .where('script_name_key', '=', nameKey(name))
      .executeTakeFirst();
    if (!script) continue;
    await db
      .updateTable('scripts')
      .set({
        game_id: await gameIdOf(db, d.game),
        script_param: JSON.stringify(d.param, null, 2),
        script_explain: d.explain,
        script_label: JSON.stringify(d.labels),
        charge_switch: toDbBool(d.charge),
        is_tvip: toDbBool(d.vip),
        is_fts: toDbBool(d.trial),
        cache_switch: toDbBool(d.cache),
        show_order: ++order,
        author_nick: script.nickname,
      })
      .where('id', '=', script.id)
      .execute();
    // On sale since they were made: submitted by their author and shown the same day (a database
    // migrated from before the catalogue already has them shown).
    if (script.status !== 'draft') continue;
    const since = Date.parse(script.created_at);
    const author = await authUserOf(db, script.owner_id);
    await changeVisibility(db, script.id, author, { type: 'SUBMIT', actor: scriptActorOf(author) }, since);
    await changeVisibility(db, script.id, operator, { type: 'SHOW', actor: scriptActorOf(operator) }, since + 3_600_000);
  }
  for (const [index, extra] of DEMO_CATALOGUE.entries()) {
    const owner = await user(extra.author);
    const nickname = (await db.selectFrom('users').select('nickname').where('id', '=', owner.id).executeTakeFirstOrThrow()).nickname;
    const created = isoTime(today - (40 - index * 5) * DAY_MS);
    const row = await db
      .insertInto('scripts')
      .values({
        script_name: extra.name,
        script_name_key: nameKey(extra.name),
        script_package: extra.pkg,
        owner_id: owner.id,
        company_id: null,
        brand_id: null,
        game_id: await gameIdOf(db, extra.game),
        script_explain: extra.explain,
        script_label: JSON.stringify(extra.labels),
        author_nick: nickname,
        created_at: created,
        updated_at: created,
        ...(extra.thirdParty && {
          source: 'thirdParty' as const,
          vendor_name: extra.thirdParty.vendor,
          vendor_contact: extra.thirdParty.contact,
          external_url: extra.thirdParty.url,
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [step, sent] of extra.path.entries()) {
      const by = await user(sent.by);
      const actor = scriptActorOf(by);
      const event = sent.type === 'RETURN' ? { type: 'RETURN' as const, actor, reason: sent.reason ?? '' } : { type: sent.type, actor };
      await changeVisibility(db, row.id, by, event, today - (30 - index * 5 - step) * DAY_MS);
    }
  }
  return true;
}
