/**
 * GET /api/search/querySearchKeyword (+ exportSearchKeyword), ADMIN: each keyword's searches
 * summed over a period of days (default the last 30, at most 366) from search_keyword_days, with
 * how many found nothing and their share; `foundNothing=mostly|only` keeps the keywords more than
 * half / all of whose searches found nothing. The period is applied before the grouping, so the
 * view reads it from the query (an `inView` range); the rows are one day range of the day index.
 */
import { sql } from 'kysely';
import { periodLength, periodOf, REPORT_PERIOD_MAX_DAYS, REPORT_ROLES, shareOf, type SearchKeywordRecord } from '../../../contracts/reports.js';
import { searchKeywordContract } from '../../../contracts/resources/reports.js';
import { fail } from '../../http/envelope.js';
import { defineResource, type Row } from '../../resource/resource.js';

const TABLE = 'search_keywords';
const ref = (column: string) => sql.ref(`${TABLE}.${column}`);

function toKeywordRecord(row: Row): SearchKeywordRecord {
  const searchNum = Number(row.search_num);
  const emptyNum = Number(row.empty_num);
  return {
    id: Number(row.id),
    keyword: String(row.keyword_key),
    keywordKey: String(row.keyword_key),
    searchNum,
    emptyNum,
    emptyShare: shareOf(emptyNum, searchNum),
    days: Number(row.days),
  };
}

export const searchKeywordResource = defineResource(searchKeywordContract, {
  auditEntity: 'search_keyword',
  table: TABLE,
  view: (db, query) => {
    const { dayFrom, dayTo } = periodOf(query as { dayFrom?: string; dayTo?: string });
    if (periodLength(dayFrom, dayTo) > REPORT_PERIOD_MAX_DAYS) {
      const message = `a period is at most ${REPORT_PERIOD_MAX_DAYS} days`;
      throw fail.invalid(message, [{ field: 'dayTo', reason: 'invalid_value', message }]);
    }
    return db
      .selectFrom('search_keyword_days as k')
      .where('k.day', '>=', dayFrom)
      .where('k.day', '<=', dayTo)
      .groupBy('k.keyword_key')
      .select([
        // Stands for the keyword in this answer: its first day row in the period.
        sql<number>`min(k.id)`.as('id'),
        'k.keyword_key',
        sql<number>`sum(k.search_num)`.as('search_num'),
        sql<number>`sum(k.empty_num)`.as('empty_num'),
        sql<number>`sum(k.empty_num) * 1.0 / sum(k.search_num)`.as('empty_ratio'),
        sql<number>`count(*)`.as('days'),
      ]);
  },
  toRecord: toKeywordRecord,
  // The keyword as first seen in the period (the day row named by the id), not its key.
  async enrich(db, records) {
    const rows = (await db.selectFrom('search_keyword_days').select(['id', 'keyword']).where('id', 'in', records.map((r) => r.id)).execute()) as Row[];
    const spelled = new Map(rows.map((row) => [Number(row.id), String(row.keyword)]));
    return records.map((r) => ({ ...r, keyword: spelled.get(r.id) ?? r.keyword }));
  },
  list: {
    roles: REPORT_ROLES['search/querySearchKeyword'],
    filters: {
      day: { inView: true },
      keyword: { columns: ['keyword_key'] },
      foundNothing: {
        where: (value) => (value === 'only' ? sql`${ref('empty_num')} = ${ref('search_num')}` : sql`${ref('empty_num')} * 2 > ${ref('search_num')}`),
      },
    },
    sortColumns: { searchNum: 'search_num', emptyNum: 'empty_num', emptyShare: 'empty_ratio', keyword: 'keyword_key', days: 'days' },
    totals: {
      columns: { searchNum: 'search_num', emptyNum: 'empty_num' },
      format: (sums) => ({ searchNum: sums.searchNum ?? 0, emptyNum: sums.emptyNum ?? 0, emptyShare: shareOf(sums.emptyNum ?? 0, sums.searchNum ?? 0) }),
    },
  },
});
