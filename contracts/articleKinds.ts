/**
 * A business company's articles about its games (docs/flows.md, "Article"): the statuses, the
 * events and who publishes, without zod, so the browser's first page can read them and zod stays
 * off it (src/app/zodJitless.ts). Moved by machines/article.machine.ts.
 */

/** An article's status. */
export const ARTICLE_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export function isArticleStatus(value: unknown): value is ArticleStatus {
  return typeof value === 'string' && (ARTICLE_STATUSES as readonly string[]).includes(value);
}

export const ARTICLE_EVENTS = ['PUBLISH', 'UNPUBLISH'] as const;
export type ArticleEventType = (typeof ARTICLE_EVENTS)[number];

/**
 * Who acts on an article: the signed-in user's id, roles and business company
 * (`users.company_id`; null for a user linked to none).
 */
export interface ArticleActor {
  id: number;
  roles: readonly string[];
  companyId: number | null;
}

/** Whether `actor` may publish and unpublish an article of `companyId`: its company's users, or ADMIN. */
export function mayPublishArticle(actor: ArticleActor, companyId: number): boolean {
  if (actor.roles.includes('ADMIN')) return true;
  return actor.roles.includes('BUSINESS_COMPANY') && actor.companyId !== null && actor.companyId === companyId;
}
