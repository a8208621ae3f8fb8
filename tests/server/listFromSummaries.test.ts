/**
 * Lists read at scale (docs/scale.md) answer exactly what reading their rows whole answers, on
 * both databases: the count and totals from the summaries, and the page (and an export's ids)
 * read by ids first, for each figure list under many filter combinations, sorts, pages and
 * callers (who sees all, a partner, an author).
 */
import { describe, expect, it } from 'vitest';
import { loose, listQuery, type AnyResource } from '../../server/resource/resource.js';
import { scriptDayResource } from '../../server/modules/active/scriptDays.js';
import {
  cooperateScriptDayResource,
  scriptCooperateDayResource,
  scriptCooperateMonthResource,
} from '../../server/modules/active/scriptCooperateFigures.js';
import { scriptMonthResource } from '../../server/modules/active/scriptMonths.js';
import { authUserOf } from '../../server/modules/user/accounts.js';
import { userResource } from '../../server/modules/useradmin/users.js';
import { seedDemo } from '../../server/seed/demo.js';
import { DATABASE_TARGETS } from './support/databases.js';

/** The same list read the plain way: no summaries, no id-first pages. */
const plainly = (decl: AnyResource): AnyResource => ({
  ...decl,
  list: { ...decl.list, counted: undefined, pagedBy: undefined },
});

const LISTS: [string, AnyResource, string[]][] = [
  ['script days', scriptDayResource, ['admin', 'auditor']],
  ['script-partner days', scriptCooperateDayResource, ['admin', 'creator1', 'company1']],
  ['a partner’s script days', cooperateScriptDayResource, ['admin', 'partner1', 'partner2']],
  ['script-partner months', scriptCooperateMonthResource, ['admin', 'creator1']],
  ['script months', scriptMonthResource, ['admin', 'creator2']],
  ['users', userResource, ['admin', 'auditor']],
];

describe.each(DATABASE_TARGETS)('lists from summaries on $name', (target) => {
  it.skipIf(!target.available)('answer the same counts, totals and pages as reading every row', async () => {
    const test = await target.create();
    const db = test.database.db;
    try {
      await seedDemo(db, { days: 70 });
      const script = (await db.selectFrom('script_active_days').select('script_id').limit(1).executeTakeFirstOrThrow()).script_id;
      const month = (await db.selectFrom('script_active_days').select('month').orderBy('month').limit(1).executeTakeFirstOrThrow()).month;
      const partner = (await db.selectFrom('cooperates').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
      // Another value of the same filters: a statement built once per shape must take each call's values.
      const otherScript = (await db.selectFrom('script_active_days').select('script_id').where('script_id', '<>', script).limit(1).executeTakeFirstOrThrow()).script_id;
      const lastMonth = (await db.selectFrom('script_active_days').select('month').orderBy('month', 'desc').limit(1).executeTakeFirstOrThrow()).month;
      const queries: Record<string, unknown>[] = [
        {},
        { countTimeFrom: month, countTimeTo: month },
        { countTimeFrom: month },
        { countTimeTo: month },
        { scriptId: script },
        { scriptId: script, countTimeFrom: month, countTimeTo: month },
        { scriptId: otherScript, countTimeFrom: lastMonth, countTimeTo: lastMonth },
        { scriptId: otherScript },
        { countTimeFrom: lastMonth, countTimeTo: lastMonth },
        { cooperateId: partner },
        { status: 'unapplied' },
        { status: 'frozen' },
        { role: 'CREATOR' },
        { role: 'CREATOR', status: 'normal' },
        { role: 'ADMIN', status: 'frozen' },
        { status: 'settled', countTimeFrom: month },
        { scriptName: 'a' },
        { sort: 'activeNum,asc' },
        { sort: 'scriptName,desc' },
      ];
      let compared = 0;
      for (const [, decl, usernames] of LISTS) {
        const known = (q: Record<string, unknown>) =>
          Object.keys(q).every((p) => p === 'sort' || decl.list.filters.some((f) => p === f.param || p === `${f.param}From` || p === `${f.param}To`)) &&
          (typeof q.sort !== 'string' || q.sort.split(',')[0]! in decl.list.sortable);
        for (const username of usernames) {
          const caller = { user: await authUserOf(db, username) };
          for (const query of queries.filter(known)) {
            const fast = listQuery(loose(db), decl, query, caller);
            const slow = listQuery(loose(db), plainly(decl), query, caller);
            const context = `${decl.entity} as ${username} with ${JSON.stringify(query)}`;
            expect(await fast.countAndSums(), context).toEqual(await slow.countAndSums());
            for (const offset of [0, 20, 400]) {
              expect(await fast.rows(20, offset), `${context} at ${offset}`).toEqual(await slow.rows(20, offset));
            }
            // An export's ids, every one in the list's order.
            expect(await fast.orderedIds(), `${context}, exported`).toEqual(await slow.orderedIds());
            compared += 1;
          }
        }
      }
      expect(compared).toBeGreaterThan(60);
    } finally {
      await test.dispose();
    }
  });

  it.skipIf(!target.available)('count from the summaries when the total is asked apart from the page', async () => {
    const test = await target.create();
    const db = test.database.db;
    try {
      await seedDemo(db, { days: 3 });
      const caller = await authUserOf(db, 'admin');
      for (const [name, decl] of LISTS) {
        // What the browser sends for the total of an unfiltered list; a list that fell back to
        // counting its rows would answer undefined here.
        for (const parts of ['total', 'records']) {
          const query = { parts, page: 1, size: 20, sort: `${Object.keys(decl.list.sortable)[0]},desc` };
          expect(await decl.list.counted?.(loose(db), query, caller), `${name} with parts=${parts}`).toBeDefined();
        }
      }
    } finally {
      await test.dispose();
    }
  });
});
