/**
 * A script day's eCPM (ad revenue per 1,000 impressions) is the ad network's figure, not the
 * app's (docs/ingestion.md, "From events to figures"); it is set here, beside the figures that
 * ./dayFigures.ts adds up.
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';
import { addEcpmWeights } from '../active/figureSummaries.js';
import { addDayFigures, byKey, monthOf, NO_FIGURES, noIncrements } from './dayFigures.js';

export interface ScriptDayEcpm {
  scriptId: number;
  day: string;
  /** Cents per 1,000 impressions. */
  ecpm: number;
}

/**
 * Script days' eCPM (ad revenue per 1,000 impressions): reported by the ad network, not by the
 * app. A day without a row gets one; each unapplied month's weighted sum moves by the day's
 * actives times the change.
 */
export async function setScriptEcpms(
  db: Kysely<DB>,
  ecpms: ScriptDayEcpm[],
  now: number = Date.now(),
): Promise<void> {
  const ordered = byKey(ecpms, (r) => `${r.scriptId}|${r.day}`);
  await addDayFigures(
    db,
    {
      ...noIncrements(),
      scripts: ordered.map(({ scriptId, day }) => ({ scriptId, day, ...NO_FIGURES })),
    },
    now,
  );
  const weights = new Map<string, number>();
  for (const { scriptId, day, ecpm } of ordered) {
    const before = await db
      .selectFrom('script_active_days')
      .select('ecpm')
      .where('script_id', '=', scriptId)
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
    const updated = await db
      .updateTable('script_active_days')
      .set({ ecpm })
      .where('script_id', '=', scriptId)
      .where('day', '=', day)
      .returning('active_num')
      .executeTakeFirstOrThrow();
    const key = `${scriptId}|${monthOf(day)}`;
    weights.set(
      key,
      (weights.get(key) ?? 0) + Number(updated.active_num) * (ecpm - Number(before.ecpm)),
    );
  }
  await addEcpmWeights(db, weights);
  for (const [key, change] of weights) {
    if (change === 0) continue;
    const [scriptId, month] = key.split('|') as [string, string];
    await sql`
      update settlements set ecpm_weight = ecpm_weight + ${change}, updated_at = ${isoTime(now)}
      where kind = 'script' and subject_id = ${Number(scriptId)} and month = ${month} and status = 'unapplied'`.execute(
      db,
    );
  }
}
