/** The demo partners, each with its first price from the start (docs/settlement.md, "Partner prices"). */
import type { Kysely } from 'kysely';
import { nameKey } from '../../contracts/nameKey.js';
import type { DB } from '../db/schema.js';
import type { IsoTime } from '../db/columnTypes.js';
import { addFirstPrice } from '../modules/masterData/partnerPrices.js';

export const DEMO_COOPERATES = [
  { name: 'Red Finger Cloud', pkg: 'com.redfinger.app', platformCents: 1500, authorCents: 3500 },
  { name: 'VMOS Pro', pkg: 'com.vmos.pro', platformCents: 1200, authorCents: 2800 },
] as const;

/** Inserts the demo partners; answers their ids in DEMO_COOPERATES order. */
export async function insertDemoPartners(db: Kysely<DB>, at: IsoTime): Promise<number[]> {
  const ids: number[] = [];
  for (const c of DEMO_COOPERATES) {
    const row = await db
      .insertInto('cooperates')
      .values({
        cooperate_name: c.name,
        cooperate_name_key: nameKey(c.name),
        cooperate_package: c.pkg,
        cooperate_package_key: nameKey(c.pkg),
        platform_money: c.platformCents,
        author_money: c.authorCents,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addFirstPrice(db, row.id, { platformCents: c.platformCents, authorCents: c.authorCents }, Date.parse(at));
    ids.push(row.id);
  }
  return ids;
}
