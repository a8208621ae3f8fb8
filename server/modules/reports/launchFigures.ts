/**
 * The daily figures above the launch records (docs/reports.md): a script's days, or every
 * script's added up, over a period, read from the script day figures that launches keep up to
 * date (docs/ingestion.md) — never by counting raw events per request. Distinct devices per day,
 * by the platform of their first launch that day; `otherNum` is what the four platforms leave.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { daysBetween, LAUNCH_FIGURES, type LaunchFigures, type LaunchFiguresPoint } from '../../../contracts/reports.js';
import type { DB } from '../../db/schema.js';
import { fail } from '../../http/envelope.js';

const COLUMNS = {
  activeNum: 'active_num',
  redFingerNum: 'red_finger_num',
  vmosNum: 'vmos_num',
  virtualCloudNum: 'virtual_cloud_num',
  flyingCloudNum: 'flying_cloud_num',
  freeNum: 'free_num',
  trialNum: 'trial_num',
} as const;

type Figures = Omit<LaunchFiguresPoint, 'day'>;

function figuresOf(row: Record<string, unknown> | undefined): Figures {
  const value = (column: string) => Number(row?.[column] ?? 0);
  const platforms = value('red_finger_num') + value('vmos_num') + value('virtual_cloud_num') + value('flying_cloud_num');
  return {
    activeNum: value('active_num'),
    redFingerNum: value('red_finger_num'),
    vmosNum: value('vmos_num'),
    virtualCloudNum: value('virtual_cloud_num'),
    flyingCloudNum: value('flying_cloud_num'),
    otherNum: Math.max(0, value('active_num') - platforms),
    freeNum: value('free_num'),
    trialNum: value('trial_num'),
  };
}

export async function launchFigures(
  db: Kysely<DB>,
  query: { scriptId?: number; dayFrom: string; dayTo: string },
): Promise<LaunchFigures> {
  const { scriptId, dayFrom, dayTo } = query;
  let scriptName: string | null = null;
  if (scriptId !== undefined) {
    const script = await db.selectFrom('scripts').select('script_name').where('id', '=', scriptId).executeTakeFirst();
    if (!script) throw fail.notFound(`No script ${scriptId}`);
    scriptName = script.script_name;
  }
  const sums = Object.values(COLUMNS).map((column) => sql<number>`sum(${sql.ref(column)})`.as(column));
  let select = db
    .selectFrom('script_active_days')
    .select(['day', ...sums])
    .where('day', '>=', dayFrom)
    .where('day', '<=', dayTo)
    .groupBy('day');
  if (scriptId !== undefined) select = select.where('script_id', '=', scriptId);
  const byDay = new Map((await select.execute()).map((row) => [String(row.day), row as Record<string, unknown>]));
  const points = daysBetween(dayFrom, dayTo).map((day) => ({ day, ...figuresOf(byDay.get(day)) }));
  const totals = Object.fromEntries(LAUNCH_FIGURES.map((key) => [key, points.reduce((sum, point) => sum + point[key], 0)])) as Figures;
  return { scriptId: scriptId ?? null, scriptName, dayFrom, dayTo, points, totals };
}
