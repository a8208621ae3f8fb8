/**
 * The app's public reading of articles (docs/articles.md, "Public reading"): no sign-in, since
 * the assistant app shows them to everyone, and counted per client address (429 past
 * `RATE_ARTICLE_READS_PER_ADDRESS`). Only published articles exist here: a draft or an
 * unpublished one answers 404 like an id that was never used.
 *   POST /api/app/articles {gameId?, page?, size?}  published articles, newest publication first
 *   POST /api/app/article  {id}                     one published article, its body as Markdown
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { appArticle, appArticleForm, appArticlePage, appArticlesForm, type AppArticleSummary } from '../../../contracts/article.js';
import type { ServerContext } from '../../context.js';
import { addressBucket } from '../../http/clientAddress.js';
import { answers, fail, ok } from '../../http/envelope.js';
import { toCount } from '../../db/values.js';

const API = '/rocketScript/api/app';
const tags = ['article'];

export function articleAppRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  const counted = (request: FastifyRequest) =>
    ctx.throttle.enforce(`article-read:${addressBucket(request.ip)}`, ctx.config.limits.articleReadsPerAddress);

  const published = () =>
    ctx.db
      .selectFrom('articles as a')
      .innerJoin('games as g', 'g.id', 'a.game_id')
      .innerJoin('companies as c', 'c.id', 'a.company_id')
      .where('a.status', '=', 'published');

  const summaryColumns = ['a.id', 'a.title', 'a.game_id', 'g.game_name', 'c.name as company_name', 'a.cover_url', 'a.published_at'] as const;
  const summaryOf = (row: {
    id: number;
    title: string;
    game_id: number;
    game_name: string;
    company_name: string;
    cover_url: string | null;
    published_at: string | null;
  }): AppArticleSummary => ({
    id: row.id,
    title: row.title,
    gameId: row.game_id,
    gameName: row.game_name,
    companyName: row.company_name,
    coverUrl: row.cover_url,
    publishedAt: row.published_at ?? '',
  });

  return async (app) => {
    app.post(
      `${API}/articles`,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'The published articles, newest publication first, optionally of one game (public, counted per address)',
          body: appArticlesForm,
          response: answers(appArticlePage),
        },
      },
      async (request) => {
        await counted(request);
        const { gameId, page, size } = request.body;
        let query = published();
        if (gameId !== undefined) query = query.where('a.game_id', '=', gameId);
        const [total, rows] = await Promise.all([
          query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
          query
            .select(summaryColumns)
            .orderBy('a.published_at', 'desc')
            .orderBy('a.id', 'desc')
            .limit(size)
            .offset((page - 1) * size)
            .execute(),
        ]);
        return ok({ records: rows.map(summaryOf), total: toCount(total.n), page, size });
      },
    );

    app.post(
      `${API}/article`,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'One published article with its Markdown body (public, counted per address)',
          body: appArticleForm,
          response: answers(appArticle),
        },
      },
      async (request) => {
        await counted(request);
        const row = await published()
          .select([...summaryColumns, 'a.body'])
          .where('a.id', '=', request.body.id)
          .executeTakeFirst();
        if (!row) throw fail.notFound('No such published article');
        return ok({ ...summaryOf(row), body: row.body });
      },
    );
  };
}
