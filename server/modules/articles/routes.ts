/**
 * The article calls besides the resource (docs/articles.md):
 *   POST /api/article/publishArticle {id}         a company's draft or unpublished article goes out
 *   POST /api/article/unpublishArticle {id}       a published one is taken down (its company, or ADMIN)
 *   GET  /api/article/queryArticleHistory?id=     one article's transitions, for its company too
 * and the app's public reading (./appRoutes.ts). The resource itself (query, export, add,
 * update) is registered with the others (server/modules/resources.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordHistory } from '../../../contracts/audit.js';
import { articleChange, articleHistoryQuery, articleIdForm, type ArticleActor } from '../../../contracts/article.js';
import { ARTICLE_ACTION_ROLES } from '../../../contracts/permissions.js';
import type { ArticleEvent } from '../../../machines/article.machine.js';
import type { ServerContext } from '../../context.js';
import { transitionRoute, transitionRoutes } from '../../flow/transitionRoutes.js';
import { currentUser, PROBE_MISSING_ID } from '../../http/access.js';
import { answers, fail, ok } from '../../http/envelope.js';
import { ownershipProbe, scopeOf } from '../../resource/resource.js';
import { recordHistoryOf } from '../audit/auditRoutes.js';
import { articleAppRoutes } from './appRoutes.js';
import { articleActorOf, changeArticleStatus } from './articleFlow.js';
import { articleResource } from './articleResource.js';

const API = '/rocketScript/api/article';
const tags = ['article'];

export function articleModuleRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(
      transitionRoutes<ArticleActor, ArticleEvent>({
        tags,
        answer: articleChange,
        ownership: ownershipProbe(articleResource, (id) => ({ body: { id } })),
        actorOf: articleActorOf,
        run: (id, user, event) => changeArticleStatus(ctx.db, id, user, event),
        routes: [
          transitionRoute({
            path: `${API}/publishArticle`,
            roles: ARTICLE_ACTION_ROLES.publishArticle,
            summary: "Publish one of the company's articles (a draft, or one unpublished before): the app shows it",
            body: articleIdForm,
            eventOf: (_body, actor: ArticleActor) => ({ type: 'PUBLISH', actor }),
          }),
          transitionRoute({
            path: `${API}/unpublishArticle`,
            roles: ARTICLE_ACTION_ROLES.unpublishArticle,
            summary: 'Take a published article down (its company, or ADMIN): the app no longer shows it',
            body: articleIdForm,
            eventOf: (_body, actor: ArticleActor) => ({ type: 'UNPUBLISH', actor }),
          }),
        ],
      }),
    );

    const onArticle = ownershipProbe(articleResource, (id) => ({ query: { id: String(id) } }));
    app.get(
      `${API}/queryArticleHistory`,
      {
        config: {
          access: { roles: ARTICLE_ACTION_ROLES.queryArticleHistory },
          probe: { query: { id: String(PROBE_MISSING_ID) }, ...(onArticle && { ownership: onArticle }) },
        },
        schema: {
          tags,
          summary: "One article's status and the transitions it took, oldest first (its company, or ADMIN)",
          querystring: articleHistoryQuery,
          response: answers(recordHistory),
        },
      },
      async (request) => {
        const { id } = request.query;
        const scope = scopeOf(articleResource, currentUser(request).user);
        let reach = ctx.db.selectFrom('articles').select('id').where('id', '=', id);
        if (scope) reach = reach.where(scope);
        const reachable = await reach.executeTakeFirst();
        const history = reachable ? await recordHistoryOf(ctx.db, 'article', id) : undefined;
        if (!history) throw fail.notFound(`No article ${id}`);
        return ok(history);
      },
    );

    await app.register(articleAppRoutes(ctx));
  };
}
