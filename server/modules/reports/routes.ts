/**
 * The reports' own read calls besides their lists (docs/reports.md), ADMIN only:
 *   GET /api/record/queryLaunchFigures?scriptId&dayFrom&dayTo      the days above the launch records
 *   GET /api/search/querySearchKeywordTrend?keyword&dayFrom&dayTo  one keyword's days
 * A missing end of the period comes from the default (the last 30 days); a reversed or longer
 * than 366-day period is 400 on `dayTo`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keywordTrend as keywordTrendAnswer, keywordTrendQuery, launchFigures as launchFiguresAnswer, launchFiguresQuery, periodOf, REPORT_ROLES } from '../../../contracts/reports.js';
import type { ServerContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';
import { launchFigures } from './launchFigures.js';
import { keywordTrend } from './keywordTrend.js';

const API = '/rocketScript/api';

export function reportRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${API}/record/queryLaunchFigures`,
      {
        // Probe: a script that does not exist (404 for those who may ask).
        config: { access: { roles: REPORT_ROLES['record/queryLaunchFigures'] }, probe: { query: { scriptId: '2147483000' } } },
        schema: {
          tags: ['record'],
          summary: "A script's daily active devices by platform over a period (every script's added up without scriptId), from the day figures",
          querystring: launchFiguresQuery,
          response: answers(launchFiguresAnswer),
        },
      },
      async (request) => {
        const { scriptId, ...period } = request.query;
        return ok(await launchFigures(ctx.db, { scriptId, ...periodOf(period) }));
      },
    );

    app.get(
      `${API}/search/querySearchKeywordTrend`,
      {
        config: { access: { roles: REPORT_ROLES['search/querySearchKeywordTrend'] }, probe: { query: { keyword: 'probe' } } },
        schema: {
          tags: ['search'],
          summary: "One keyword's searches and found-nothing searches per day over a period",
          querystring: keywordTrendQuery,
          response: answers(keywordTrendAnswer),
        },
      },
      async (request) => {
        const { keyword, ...period } = request.query;
        return ok(await keywordTrend(ctx.db, { keyword, ...periodOf(period) }));
      },
    );
  };
}
