/**
 * An article's status changes through its machine (machines/article.machine.ts) by the one
 * transition step every flow uses (server/flow/recordTransition.ts): the stored article rebuilt as
 * a snapshot, `can(event)` asked (409 `illegal_transition`), compare-and-set on the stored status
 * (409 `conflict` when a concurrent change won) and the audit row, in one transaction. A PUBLISH
 * stamps `published_at`; an UNPUBLISH keeps it (when it was last read). Used by the routes and
 * the demo seed.
 */
import type { Kysely } from 'kysely';
import { isArticleStatus, type ArticleActor, type ArticleChange, type ArticleStatus } from '../../../contracts/article.js';
import { hasAnyRole } from '../../../contracts/roles.js';
import { articleMachine, type ArticleEvent } from '../../../machines/article.machine.js';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';
import { runTransition } from '../../flow/recordTransition.js';

export const articleActorOf = (user: ArticleActor): ArticleActor => ({ id: user.id, roles: user.roles, companyId: user.companyId });

/** Runs one article event on article `id` in its own transaction; answers the change. */
export async function changeArticleStatus(
  db: Kysely<DB>,
  id: number,
  user: ArticleActor,
  event: ArticleEvent,
  now: number = Date.now(),
): Promise<ArticleChange> {
  return db.transaction().execute(async (trx) => {
    let publishedAt: string | null = null;
    const change = await runTransition(trx, {
      machine: articleMachine,
      entity: 'article',
      id,
      actorId: user.id,
      event,
      now,
      async load() {
        const row = await trx
          .selectFrom('articles')
          .select(['company_id', 'status', 'title', 'published_at'])
          .where('id', '=', id)
          .executeTakeFirst();
        // ADMIN reaches every article, a company's users their company's; for anyone else it does not exist.
        if (!row || (!hasAnyRole(user.roles, ['ADMIN']) && row.company_id !== user.companyId)) return undefined;
        if (!isArticleStatus(row.status)) throw new Error(`article ${id} has a corrupt status`);
        publishedAt = row.published_at;
        return { value: row.status, name: row.title, context: { companyId: row.company_id } };
      },
      async write(next, from) {
        if (next.value === 'published') publishedAt = isoTime(now);
        const result = await trx
          .updateTable('articles')
          .set({ status: next.value as ArticleStatus, published_at: publishedAt, updated_at: isoTime(now) })
          .where('id', '=', id)
          .where('status', '=', from as ArticleStatus)
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      },
      auditPayload: () => (event.type === 'PUBLISH' ? { publishedAt } : {}),
    });
    return { id, from: change.from as ArticleStatus, to: change.to as ArticleStatus, publishedAt };
  });
}
