/**
 * Distinct devices, counted once (docs/ingestion.md, "From events to figures"). A launch marks its
 * device for each subject it counts in on its day: the script, the script's free or trial use,
 * the partner it came through, the script through that partner, the shared config it used. A mark
 * that is new (the insert was not a conflict) adds one to that subject's day; a mark already
 * there adds nothing. The database's primary key decides, so parallel batches and instances
 * agree.
 */
import type { Kysely } from 'kysely';
import { INGEST_LATE_DAYS, type LaunchPlatform } from '../../../contracts/appEvents.js';
import type { DB } from '../../db/schema.js';
import { type DayIncrements, noIncrements, type ScriptDayFigures } from './dayFigures.js';

/** A kept launch, as the marks need it. */
export interface KeptLaunch {
  deviceId: string;
  day: string;
  scriptId: number;
  platform: LaunchPlatform;
  access: 'free' | 'trial' | 'paid';
  cooperateId: number | null;
  linkerId: number | null;
}

const PLATFORM_FIELD: Partial<Record<LaunchPlatform, keyof ScriptDayFigures>> = {
  red_finger: 'redFinger',
  vmos: 'vmos',
  virtual_cloud: 'virtualCloud',
  flying_cloud: 'flyingCloud',
};

/** The subjects a launch counts in: `s:12` the script, `sf:12`/`st:12` its free/trial use, `c:3`, `p:12:3`, `l:5`. */
export function subjectsOf(launch: KeptLaunch): string[] {
  const subjects = [`s:${launch.scriptId}`];
  if (launch.access === 'free') subjects.push(`sf:${launch.scriptId}`);
  if (launch.access === 'trial') subjects.push(`st:${launch.scriptId}`);
  if (launch.cooperateId !== null) subjects.push(`c:${launch.cooperateId}`, `p:${launch.scriptId}:${launch.cooperateId}`);
  if (launch.linkerId !== null) subjects.push(`l:${launch.linkerId}`);
  return subjects;
}

const markKey = (subject: string, day: string, deviceId: string) => `${subject}|${day}|${deviceId}`;
const CHUNK = 500;

/** Marks the launches' devices and answers what the new marks (and the launches themselves) add to the days. */
export async function markLaunches(db: Kysely<DB>, launches: KeptLaunch[]): Promise<DayIncrements> {
  // The first launch of a mark decides its platform; later ones in the batch are the same mark.
  const marks = new Map<string, { subject: string; day: string; device_id: string; launch: KeptLaunch }>();
  for (const launch of launches) {
    for (const subject of subjectsOf(launch)) {
      const key = markKey(subject, launch.day, launch.deviceId);
      if (!marks.has(key)) marks.set(key, { subject, day: launch.day, device_id: launch.deviceId, launch });
    }
  }
  const ordered = [...marks.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, mark]) => mark);
  const fresh: typeof ordered = [];
  for (let start = 0; start < ordered.length; start += CHUNK) {
    const rows = ordered.slice(start, start + CHUNK);
    const inserted = await db
      .insertInto('launch_marks')
      .values(rows.map(({ subject, day, device_id }) => ({ subject, day, device_id })))
      .onConflict((oc) => oc.columns(['subject', 'day', 'device_id']).doNothing())
      .returning(['subject', 'day', 'device_id'])
      .execute();
    for (const row of inserted) fresh.push(marks.get(markKey(row.subject, row.day, row.device_id))!);
  }
  return increments(fresh, launches);
}

function increments(fresh: { subject: string; day: string; launch: KeptLaunch }[], launches: KeptLaunch[]): DayIncrements {
  const scripts = new Map<string, ScriptDayFigures>();
  const pairs = new Map<string, { scriptId: number; cooperateId: number; day: string; active: number; clicks: number }>();
  const partners = new Map<string, { cooperateId: number; day: string; active: number; clicks: number }>();
  const linkers = new Map<string, { linkerId: number; day: string; active: number; uses: number }>();
  const script = (scriptId: number, day: string) => {
    const key = `${scriptId}|${day}`;
    if (!scripts.has(key)) scripts.set(key, { scriptId, day, active: 0, free: 0, trial: 0, redFinger: 0, vmos: 0, virtualCloud: 0, flyingCloud: 0 });
    return scripts.get(key)!;
  };
  const pair = (scriptId: number, cooperateId: number, day: string) => {
    const key = `${scriptId}|${cooperateId}|${day}`;
    if (!pairs.has(key)) pairs.set(key, { scriptId, cooperateId, day, active: 0, clicks: 0 });
    return pairs.get(key)!;
  };
  const partner = (cooperateId: number, day: string) => {
    const key = `${cooperateId}|${day}`;
    if (!partners.has(key)) partners.set(key, { cooperateId, day, active: 0, clicks: 0 });
    return partners.get(key)!;
  };
  const linker = (linkerId: number, day: string) => {
    const key = `${linkerId}|${day}`;
    if (!linkers.has(key)) linkers.set(key, { linkerId, day, active: 0, uses: 0 });
    return linkers.get(key)!;
  };
  for (const { subject, day, launch } of fresh) {
    const kind = subject.slice(0, subject.indexOf(':'));
    if (kind === 's') {
      const row = script(launch.scriptId, day);
      row.active += 1;
      const field = PLATFORM_FIELD[launch.platform];
      if (field) (row[field] as number) += 1;
    } else if (kind === 'sf') script(launch.scriptId, day).free += 1;
    else if (kind === 'st') script(launch.scriptId, day).trial += 1;
    else if (kind === 'c') partner(launch.cooperateId!, day).active += 1;
    else if (kind === 'p') pair(launch.scriptId, launch.cooperateId!, day).active += 1;
    else if (kind === 'l') linker(launch.linkerId!, day).active += 1;
  }
  // Every launch through a partner is one of its clicks; every run with a shared config one use.
  for (const launch of launches) {
    if (launch.cooperateId !== null) {
      pair(launch.scriptId, launch.cooperateId, launch.day).clicks += 1;
      partner(launch.cooperateId, launch.day).clicks += 1;
    }
    if (launch.linkerId !== null) linker(launch.linkerId, launch.day).uses += 1;
  }
  return { ...noIncrements(), scripts: [...scripts.values()], pairs: [...pairs.values()], partners: [...partners.values()], linkers: [...linkers.values()] };
}

const DAY_MS = 86_400_000;

/**
 * Deletes the marks of days no event can reach any more (older than INGEST_LATE_DAYS, and a day
 * more for the clocks' edge), so the table holds about two months whatever the years of
 * launches. Run by the hourly housekeeping; a plain delete, safe on every instance at once.
 */
export async function pruneLaunchMarks(db: Kysely<DB>, now: number = Date.now()): Promise<number> {
  const cutoff = new Date(now - (INGEST_LATE_DAYS + 1) * DAY_MS).toISOString().slice(0, 10);
  const result = await db.deleteFrom('launch_marks').where('day', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
