/**
 * Demo review data: clicker configs submitted by both demo creators for their scripts,
 * and the shared clicker configs' review, in every status of the review machine. The history is
 * written through the real machine (audit rows included), a few days apart: pending, approved,
 * rejected with a reason, listed, delisted, and a rejected one resubmitted.
 */
import type { Kysely } from 'kysely';
import type { ReviewEventType } from '../../contracts/review.js';
import type { DB } from '../db/schema.js';
import { isoTime } from '../db/values.js';
import type { AuthUser } from '../http/access.js';
import { review } from '../modules/review/reviewRoutes.js';
import { REVIEW_TARGETS, type ReviewTarget } from '../modules/review/reviewTargets.js';
import { authUserOf } from '../modules/user/accounts.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const REJECTED = 'Taps land outside the game window on small screens.';

type Step = ReviewEventType;

/** Each demo config: its script, its name, and the review steps it went through. */
export const DEMO_CONFIGS: readonly { script: string; name: string; steps: Step[] }[] = [
  { script: 'Puzzle Kingdom Auto', name: 'Daily quests, fast', steps: [] },
  { script: 'Puzzle Kingdom Auto', name: 'Event stage farming', steps: ['APPROVE', 'LIST'] },
  { script: 'Quick Clicker Pro', name: 'Tap every 80 ms', steps: ['REJECT'] },
  { script: 'Quick Clicker Pro', name: 'Tap every 250 ms', steps: ['APPROVE'] },
  { script: 'Farm Days Helper', name: 'Harvest loop', steps: ['APPROVE', 'LIST', 'DELIST'] },
  { script: 'Farm Days Helper', name: 'Night watering', steps: ['REJECT', 'RESUBMIT'] },
  { script: 'Card Legends Bot', name: 'Arena auto-battle', steps: [] },
  { script: 'Card Legends Bot', name: 'Deck rotation', steps: ['APPROVE', 'LIST'] },
  { script: 'Arena Auto Battle', name: 'Boss rush', steps: ['REJECT'] },
];

/** Shared configs added for review, beside the three already in use (listed). */
export const DEMO_LINKERS_IN_REVIEW: readonly {
  script: string;
  name: string;
  config: string;
  steps: Step[];
}[] = [
  { script: 'Quick Clicker Pro', name: 'Turbo tap', config: 'turbo-tap.cfg', steps: [] },
  {
    script: 'Card Legends Bot',
    name: 'Gift collector',
    config: 'gift-collector.cfg',
    steps: ['REJECT'],
  },
  {
    script: 'Puzzle Kingdom Auto',
    name: 'Stage sweeper',
    config: 'stage-sweeper.cfg',
    steps: ['APPROVE'],
  },
];

const contentFor = (name: string) =>
  JSON.stringify(
    {
      name,
      taps: [
        { x: 540, y: 1620, delayMs: 250 },
        { x: 860, y: 300, delayMs: 1200 },
      ],
      repeat: 50,
      stopOnLowBattery: true,
    },
    null,
    2,
  );


async function walk(
  db: Kysely<DB>,
  target: ReviewTarget,
  id: number,
  owner: AuthUser,
  admin: AuthUser,
  steps: Step[],
  start: number,
): Promise<void> {
  for (const [index, type] of steps.entries()) {
    const by = type === 'RESUBMIT' ? owner : admin;
    const actor = { id: by.id, roles: by.roles };
    const event = type === 'REJECT' ? { type, actor, reason: REJECTED } : { type, actor };
    await review(
      db,
      target,
      id,
      by,
      event as Parameters<typeof review>[4],
      start + (index + 1) * DAY_MS,
    );
  }
}

/** Seeds the demo review data once: nothing when configs exist or the demo scripts are missing. */
export async function seedDemoReviews(db: Kysely<DB>, now: number = Date.now()): Promise<boolean> {
  if (await db.selectFrom('configs').select('id').executeTakeFirst()) return false;
  const scripts = await db
    .selectFrom('scripts')
    .select(['id', 'script_name', 'owner_id'])
    .execute();
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('username_key', '=', 'admin')
    .executeTakeFirst();
  if (scripts.length === 0 || !admin) return false;
  const adminUser = await authUserOf(db, admin.id);
  const [configs, linkers] = REVIEW_TARGETS as [ReviewTarget, ReviewTarget];
  const start = now - 20 * DAY_MS;
  for (const [index, demo] of DEMO_CONFIGS.entries()) {
    const script = scripts.find((s) => s.script_name === demo.script);
    if (!script) continue;
    const at = isoTime(start + index * 3600_000);
    const row = await db
      .insertInto('configs')
      .values({
        script_id: script.id,
        owner_id: script.owner_id,
        config_name: demo.name,
        content: contentFor(demo.name),
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await walk(
      db,
      configs,
      row.id,
      await authUserOf(db, script.owner_id),
      adminUser,
      demo.steps,
      start,
    );
  }
  for (const demo of DEMO_LINKERS_IN_REVIEW) {
    const script = scripts.find((s) => s.script_name === demo.script);
    if (!script) continue;
    const at = isoTime(start);
    const row = await db
      .insertInto('linkers')
      .values({
        linker_name: demo.name,
        config_name: demo.config,
        script_id: script.id,
        owner_id: script.owner_id,
        status: 'pending',
        content: contentFor(demo.name),
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await walk(
      db,
      linkers,
      row.id,
      await authUserOf(db, script.owner_id),
      adminUser,
      demo.steps,
      start,
    );
  }
  return true;
}
