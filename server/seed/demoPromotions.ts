/**
 * Demo promotions (docs/promotions.md): each demo partner's, in every status, made the way real
 * requests make them: a draft by the add rules (a stored image, its partner), then SUBMIT,
 * APPROVE, REJECT, START and END through the promotion flow, and the live and ended ones'
 * impressions and clicks reported by the demo players through the app's report code. Once: a
 * database with promotions is left alone.
 */
import type { Kysely } from 'kysely';
import { COVERS_PATH } from '../../contracts/files.js';
import type { PromotionPosition } from '../../contracts/promotion.js';
import { DEFAULT_LIMITS } from '../limits.js';
import type { DB } from '../db/schema.js';
import { appendAudit } from '../db/audit.js';
import { isoTime } from '../db/values.js';
import type { AuthUser } from '../http/access.js';
import { Throttle } from '../http/throttle.js';
import type { FileStorage } from '../modules/files/storage.js';
import { catchUpPromotion, changePromotion, loadPromotion, promotionActorOf } from '../modules/promotions/promotionFlow.js';
import { reportPromotions } from '../modules/promotions/promotionReports.js';
import { newPromotionRow, promotionResource } from '../modules/promotions/promotionResource.js';
import { auditable } from '../resource/records.js';
import { loose } from '../resource/resource.js';
import { authUserOf } from '../modules/user/accounts.js';
import { solidPng } from './demoCovers.js';

const DAY_MS = 86_400_000;

interface DemoPromotion {
  owner: 'partner1' | 'partner2';
  title: string;
  position: PromotionPosition;
  colour: readonly [number, number, number];
  /** Days from today. */
  starts: number;
  ends: number;
  /** What happens to the draft, in order. */
  path: readonly ('SUBMIT' | 'APPROVE' | 'REJECT' | 'START' | 'END')[];
}

export const DEMO_PROMOTIONS: readonly DemoPromotion[] = [
  { owner: 'partner1', title: 'Red Finger Cloud: 7 days free', position: 'home_banner', colour: [0xc0, 0x39, 0x2b], starts: -10, ends: 20, path: ['SUBMIT', 'APPROVE', 'START'] },
  { owner: 'partner1', title: 'Weekend double speed', position: 'script_list', colour: [0xd9, 0x7a, 0x1c], starts: 5, ends: 12, path: ['SUBMIT', 'APPROVE'] },
  { owner: 'partner1', title: 'Spring splash', position: 'launch_splash', colour: [0x2e, 0x9d, 0x6a], starts: 15, ends: 30, path: ['SUBMIT', 'REJECT'] },
  { owner: 'partner2', title: 'VMOS Pro cloud phones', position: 'home_banner', colour: [0x1f, 0x6f, 0xd0], starts: 2, ends: 30, path: ['SUBMIT'] },
  { owner: 'partner2', title: 'VMOS summer sale', position: 'script_list', colour: [0x8e, 0x44, 0xad], starts: -40, ends: -15, path: ['SUBMIT', 'APPROVE', 'START', 'END'] },
  { owner: 'partner2', title: 'VMOS Pro new year', position: 'launch_splash', colour: [0x16, 0xa0, 0x85], starts: 40, ends: 50, path: [] },
];

export const DEMO_REJECT_REASON = 'The text on the image is too small to read on a phone.';

/** A draft as addPromotion makes it, with its ADD audit row. */
async function addDraft(db: Kysely<DB>, covers: FileStorage, owner: AuthUser, demo: DemoPromotion, today: number, at: number): Promise<number> {
  const stored = await covers.put(solidPng(640, 200, demo.colour), 'image/png');
  const input = {
    title: demo.title,
    imageUrl: `${COVERS_PATH}/${stored.key}`,
    linkUrl: `https://example.com/promo/${demo.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    position: demo.position,
    startsAt: isoTime(today + demo.starts * DAY_MS),
    endsAt: isoTime(today + demo.ends * DAY_MS),
  };
  return db.transaction().execute(async (trx) => {
    const values = { ...(await newPromotionRow(input, owner, loose(trx), covers)), created_at: isoTime(at), updated_at: isoTime(at) };
    const { id } = await trx.insertInto('promotions').values(values as never).returning('id').executeTakeFirstOrThrow();
    await appendAudit(trx, {
      actorId: owner.id,
      entity: 'promotion',
      entityId: id,
      recordName: demo.title,
      event: 'ADD',
      payload: auditable(promotionResource, promotionResource.toRecord({ ...values, id })),
    }, at);
    return id;
  });
}

/** The START or END whose time is `at`, as the sweep records it. */
async function onTime(db: Kysely<DB>, id: number, at: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const promotion = await loadPromotion(trx, id, null);
    if (promotion) await catchUpPromotion(trx, promotion, at);
  });
}

/** Impressions and clicks of each day the promotion ran until yesterday, reported by the demo players. */
async function reportDays(db: Kysely<DB>, players: AuthUser[], id: number, from: number, until: number): Promise<void> {
  // The two demo players stand for many users' devices: no per-account device bound.
  const deps = { db, throttle: new Throttle(db), limits: { ...DEFAULT_LIMITS, ingestDevicesPerUserDay: Number.MAX_SAFE_INTEGER } };
  const events: unknown[] = [];
  for (let day = from, n = 0; day < until; day += DAY_MS, n += 1) {
    const impressions = 12 + ((n * 37 + id * 11) % 20);
    const clicks = 1 + ((n * 7 + id * 3) % 4);
    for (let i = 0; i < impressions + clicks; i += 1) {
      events.push({
        eventId: `demo-p${id}-d${n}-e${i}`,
        deviceId: `demo-device-${(i % 12).toString().padStart(2, '0')}`,
        occurredAt: isoTime(day + 3_600_000 + i * 60_000),
        promotionId: id,
        kind: i < clicks ? 'click' : 'impression',
      });
    }
  }
  for (let start = 0, batch = 0; start < events.length; start += 1000, batch += 1) {
    await reportPromotions(deps, players[batch % players.length]!.id, events.slice(start, start + 1000));
  }
}

export async function seedDemoPromotions(db: Kysely<DB>, covers: FileStorage, now: number = Date.now()): Promise<void> {
  if (await db.selectFrom('promotions').select('id').limit(1).executeTakeFirst()) return;
  const today = now - (now % DAY_MS);
  const admin = await authUserOf(db, 'admin');
  const players = [await authUserOf(db, 'player1'), await authUserOf(db, 'player2')];
  for (const demo of DEMO_PROMOTIONS) {
    const owner = await authUserOf(db, demo.owner);
    const startsAt = today + demo.starts * DAY_MS;
    const endsAt = today + demo.ends * DAY_MS;
    // Made and decided two days before it starts (or two days ago, for one still to start).
    const made = Math.min(startsAt, now) - 2 * DAY_MS;
    const id = await addDraft(db, covers, owner, demo, today, made);
    for (const step of demo.path) {
      if (step === 'SUBMIT') await changePromotion(db, id, owner, { type: 'SUBMIT', actor: promotionActorOf(owner) }, made + 3_600_000);
      if (step === 'APPROVE') await changePromotion(db, id, admin, { type: 'APPROVE', actor: promotionActorOf(admin) }, made + DAY_MS);
      if (step === 'REJECT') {
        await changePromotion(db, id, admin, { type: 'REJECT', actor: promotionActorOf(admin), reason: DEMO_REJECT_REASON }, made + DAY_MS);
      }
      if (step === 'START') await onTime(db, id, startsAt);
      if (step === 'END') await onTime(db, id, endsAt);
    }
    if (demo.path.includes('START')) await reportDays(db, players, id, startsAt, Math.min(endsAt, today));
  }
}
