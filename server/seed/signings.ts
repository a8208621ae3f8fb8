/** The demo's signing contracts (docs/signing.md), written with the demo scripts. */
import type { Kysely } from 'kysely';
import { monthOf } from '../../contracts/settlement.js';
import { shareToBasisPoints } from '../../contracts/signing.js';
import type { DB } from '../db/schema.js';
import { isoTime } from '../db/values.js';
import { DEMO_SIGNINGS } from './activityData.js';

/** The month `offset` months from `now`'s month. */
function monthFrom(now: number, offset: number): string {
  const date = new Date(now);
  return monthOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 15));
}

/** From the first demo month (or, with fewer demo days than the contract ended ago, six months before its end). */
function startOf(signing: (typeof DEMO_SIGNINGS)[number], firstMonth: string, now: number): string {
  if (signing.from !== null) return monthFrom(now, signing.from);
  if (signing.to === null) return firstMonth;
  const end = monthFrom(now, signing.to);
  return firstMonth <= end ? firstMonth : monthFrom(now, signing.to - 6);
}

export async function seedDemoSignings(db: Kysely<DB>, firstMonth: string, now: number): Promise<void> {
  const at = isoTime(now);
  for (const signing of DEMO_SIGNINGS) {
    const script = await db.selectFrom('scripts').select('id').where('script_name', '=', signing.script).executeTakeFirst();
    const company = await db.selectFrom('companies').select('id').where('name', '=', signing.company).executeTakeFirst();
    if (!script || !company) continue;
    await db
      .insertInto('script_signings')
      .values({
        script_id: script.id,
        company_id: company.id,
        share_bp: shareToBasisPoints(signing.share),
        start_month: startOf(signing, firstMonth, now),
        end_month: signing.to === null ? null : monthFrom(now, signing.to),
        note: signing.note,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
}
