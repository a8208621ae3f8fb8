/**
 * Demo activity: scripts of both demo creators (some signed with the demo companies),
 * shared clicker configs, and daily figures up to yesterday (two years by default) per script,
 * partner, script-partner and linker: a slow growth, busier weekends and some noise from a
 * seeded generator, so every start looks the same. Partner figures are the sums of their
 * script-partner days. Then the month records are derived from the days and a plausible
 * settlement history is written through the real settlement machine (audit rows included):
 * the last closed month unapplied, the one before submitted, the one before that examined,
 * older months settled.
 */
import { nameKey } from '../../contracts/nameKey.js';
import type { Kysely } from 'kysely';
import { formatMoney } from '../../contracts/money.js';
import { suggestedCooperateCents, suggestedScriptCents } from '../../contracts/settlement.js';
import type { SettlementEvent } from '../../machines/settlement.machine.js';
import type { DB } from '../db/schema.js';
import { isoTime } from '../db/values.js';
import type { AuthUser } from '../http/access.js';
import { settle, actorOf } from '../modules/active/settlementRoutes.js';
import { syncSettlements } from '../modules/active/settlementFigures.js';
import { settlementsWithSubjects } from '../modules/active/settlementSubjects.js';
import { authUserOf } from '../modules/user/accounts.js';
import { DEMO_LINKERS, DEMO_SCRIPTS } from './activityData.js';
import { seedDemoSignings } from './signings.js';
import { demoDays, generator, volume } from './demoVolume.js';
import { addDayFigures, noIncrements, type PartnerDayFigures } from '../modules/ingest/dayFigures.js';
import { type ScriptDayEcpm, setScriptEcpms } from '../modules/ingest/ecpm.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export { DEMO_LINKERS, DEMO_SCRIPTS } from './activityData.js';

async function idByName(
  db: Kysely<DB>,
  table: 'companies' | 'brands' | 'cooperates',
  column: string,
  name: string | null,
): Promise<number | null> {
  if (name === null) return null;
  const row = (await db
    .selectFrom(table)
    .select('id')
    .where(column as never, '=', name as never)
    .executeTakeFirst()) as { id: number } | undefined;
  return row?.id ?? null;
}


export interface ActivitySeedOptions {
  /** How many days of figures, ending yesterday (default two years). */
  days?: number;
  /** "Today" (default: now). */
  now?: number;
}

/** Seeds the demo activity once: does nothing when any script exists or the demo creators are missing. */
export async function seedDemoActivity(
  db: Kysely<DB>,
  options: ActivitySeedOptions = {},
): Promise<boolean> {
  if (await db.selectFrom('scripts').select('id').executeTakeFirst()) return false;
  const creators = await db
    .selectFrom('users')
    .select(['id', 'username_key'])
    .where('username_key', 'in', ['creator1', 'creator2'])
    .execute();
  if (creators.length < 2) return false;
  const now = options.now ?? Date.now();
  const today = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate(),
  );
  const days = demoDays(today, options.days ?? 730);
  const random = generator(20260501);
  const at = isoTime(now);
  const ownerId = (name: string) => creators.find((c) => c.username_key === name)!.id;

  await db.transaction().execute(async (trx) => {
    const scripts: { id: number; base: number; name: string }[] = [];
    for (const script of DEMO_SCRIPTS) {
      const row = await trx
        .insertInto('scripts')
        .values({
          script_name: script.name,
          script_name_key: nameKey(script.name),
          script_package: script.pkg,
          owner_id: ownerId(script.author),
          brand_id: await idByName(trx, 'brands', 'brand_name', script.brand),
          created_at: isoTime(today - (days.length + 30) * DAY_MS),
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      scripts.push({ id: row.id, base: script.base, name: script.name });
    }
    await seedDemoSignings(trx, days[0]!.slice(0, 7), now);
    const partners = (await trx.selectFrom('cooperates').select('id').orderBy('id').execute()).map(
      (r) => r.id,
    );

    // The figures go in as day increments through the one path the app's launches take
    // (server/modules/ingest/dayFigures.ts), the month records with them.
    const increments = noIncrements();
    const ecpms: ScriptDayEcpm[] = [];
    const partnerDays = new Map<string, PartnerDayFigures>();
    days.forEach((day, index) => {
      const progress = index / days.length;
      for (const script of scripts) {
        const active = volume(script.base, progress, day, random);
        const platform = [0.3, 0.2, 0.1, 0.05].map((share) =>
          Math.round(active * share * (0.9 + 0.2 * random())),
        );
        increments.scripts.push({
          scriptId: script.id,
          day,
          active,
          free: Math.round(active * (0.35 + 0.1 * random())),
          trial: Math.round(active * (0.1 + 0.05 * random())),
          redFinger: platform[0]!,
          vmos: platform[1]!,
          virtualCloud: platform[2]!,
          flyingCloud: platform[3]!,
        });
        ecpms.push({ scriptId: script.id, day, ecpm: Math.round(800 + 1200 * random()) });
        // The first two platforms are the demo partners (Red Finger Cloud, VMOS Pro).
        partners.slice(0, 2).forEach((partner, p) => {
          const pairActive = platform[p] ?? 0;
          const clicks = Math.round(pairActive * (1.5 + 0.5 * random()));
          increments.pairs.push({ scriptId: script.id, cooperateId: partner, day, active: pairActive, clicks });
          // A device runs one script at a time here: the partner's devices are its pairs' devices.
          const sum = partnerDays.get(`${partner}|${day}`) ?? { cooperateId: partner, day, active: 0, clicks: 0 };
          partnerDays.set(`${partner}|${day}`, { ...sum, active: sum.active + pairActive, clicks: sum.clicks + clicks });
        });
      }
    });
    increments.partners.push(...partnerDays.values());

    for (const linker of DEMO_LINKERS) {
      const script = scripts.find((s) => s.name === linker.script)!;
      const row = await trx
        .insertInto('linkers')
        .values({
          linker_name: linker.name,
          config_name: linker.config,
          script_id: script.id,
          owner_id: ownerId(linker.owner),
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      days.forEach((day, index) => {
        const active = volume(linker.base, index / days.length, day, random);
        increments.linkers.push({ linkerId: row.id, day, active, uses: Math.round(active * (2.5 + random())) });
      });
    }
    await addDayFigures(trx, increments, now);
    await setScriptEcpms(trx, ecpms, now);
  });

  await syncSettlements(db, now);
  await seedSettlementHistory(db, now);
  return true;
}

/** APPLY on the 3rd, EXAMINE on the 10th, CONFIRM on the 15th of the next month, through the machine. */
async function seedSettlementHistory(db: Kysely<DB>, now: number): Promise<void> {
  const admin = await authUserOf(db, 'admin');
  const owners = {
    script: new Map<number, AuthUser>(),
    cooperate: new Map<number, AuthUser>(),
  };
  for (const username of ['creator1', 'creator2', 'partner1', 'partner2']) {
    const user = await authUserOf(db, username);
    if (user.cooperateId !== null) owners.cooperate.set(user.cooperateId, user);
    else owners.script.set(user.id, user);
  }
  const records = await settlementsWithSubjects(db)
    .select([
      's.id',
      's.kind',
      's.subject_id',
      's.month',
      's.active_num',
      's.ecpm_weight',
      'sc.owner_id',
      'co.platform_money',
      'co.author_money',
    ])
    .where('s.month', '<', isoTime(now).slice(0, 7))
    .orderBy('s.month', 'desc')
    .execute();
  const closedMonths = [...new Set(records.map((r) => r.month))];
  for (const record of records) {
    const owner =
      record.kind === 'script'
        ? owners.script.get(record.owner_id ?? 0)
        : owners.cooperate.get(record.subject_id);
    if (!owner) continue;
    const age = closedMonths.indexOf(record.month); // 0: last month
    if (age === 0) continue;
    const [year, month] = record.month.split('-').map(Number) as [number, number];
    const on = (day: number) => Date.UTC(year, month, day, 9); // `month` is 1-based: this is the next month
    const ownerActor = actorOf(owner);
    const step = (user: AuthUser, event: SettlementEvent, at: number) =>
      settle(db, record.id, user, event, at);
    await step(owner, { type: 'APPLY', actor: ownerActor, now: on(3) }, on(3));
    if (age === 1) continue;
    const activeNum = Number(record.active_num);
    const finalNum = Math.round(activeNum * 0.97);
    const money =
      record.kind === 'script'
        ? suggestedScriptCents(finalNum, activeNum, Number(record.ecpm_weight))
        : suggestedCooperateCents(
            finalNum,
            Number(record.platform_money ?? 0) + Number(record.author_money ?? 0),
          );
    await step(
      admin,
      {
        type: 'EXAMINE',
        actor: actorOf(admin),
        activeFinalNum: finalNum,
        activeMoney: formatMoney(money),
      },
      on(10),
    );
    if (age === 2) continue;
    await step(owner, { type: 'CONFIRM', actor: ownerActor }, on(15));
  }
}
