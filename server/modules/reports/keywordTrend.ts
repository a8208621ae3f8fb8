/**
 * One keyword's days over a period (the search statistics' trend): searches and those that
 * found nothing per day, zeros where it was not searched. The keyword is found by its name key
 * (contracts/nameKey.ts), as it was counted; the answer spells it as first seen in the period.
 */
import type { Kysely } from 'kysely';
import { nameKey } from '../../../contracts/nameKey.js';
import { daysBetween, type KeywordTrend } from '../../../contracts/reports.js';
import type { DB } from '../../db/schema.js';

export async function keywordTrend(db: Kysely<DB>, query: { keyword: string; dayFrom: string; dayTo: string }): Promise<KeywordTrend> {
  const { dayFrom, dayTo } = query;
  const rows = await db
    .selectFrom('search_keyword_days')
    .select(['day', 'keyword', 'search_num', 'empty_num'])
    .where('keyword_key', '=', nameKey(query.keyword))
    .where('day', '>=', dayFrom)
    .where('day', '<=', dayTo)
    .orderBy('day')
    .execute();
  const byDay = new Map(rows.map((row) => [String(row.day), row]));
  return {
    keyword: rows[0]?.keyword ?? query.keyword,
    dayFrom,
    dayTo,
    points: daysBetween(dayFrom, dayTo).map((day) => ({
      day,
      searchNum: Number(byDay.get(day)?.search_num ?? 0),
      emptyNum: Number(byDay.get(day)?.empty_num ?? 0),
    })),
  };
}
