/**
 * The article machine (docs/flows.md, "Article"): a business company's article about its games.
 *
 *   draft       --PUBLISH--> published --UNPUBLISH--> unpublished
 *   unpublished --PUBLISH--> published
 *
 * Every event is sent by a BUSINESS_COMPANY user of the article's company, or by ADMIN. An
 * unpublished article is not a draft again: it has been read, and its History says when it was
 * taken down. The browser asks `articleSnapshot(...).can(event)`; the server rebuilds a stored
 * article the same way, refuses what `can` refuses (409) and persists the next value with the
 * transition step every flow uses (server/flow/recordTransition.ts).
 */
import { setup } from 'xstate';
import { mayPublishArticle, type ArticleActor, type ArticleStatus } from '../contracts/articleKinds.js';

export interface ArticleContext {
  /** The business company (`companies.id`) the article belongs to. */
  companyId: number;
}

export type ArticleEvent = { type: 'PUBLISH'; actor: ArticleActor } | { type: 'UNPUBLISH'; actor: ArticleActor };

export const articleMachine = setup({
  types: {
    context: {} as ArticleContext,
    events: {} as ArticleEvent,
    input: {} as ArticleContext,
  },
  guards: {
    isPublisher: ({ context, event }) => mayPublishArticle(event.actor, context.companyId),
  },
}).createMachine({
  id: 'article',
  context: ({ input }) => input,
  initial: 'draft',
  states: {
    draft: { on: { PUBLISH: { guard: 'isPublisher', target: 'published' } } },
    published: { on: { UNPUBLISH: { guard: 'isPublisher', target: 'unpublished' } } },
    unpublished: { on: { PUBLISH: { guard: 'isPublisher', target: 'published' } } },
  },
});

/** The states of the machine: the stored statuses. */
export const ARTICLE_MACHINE_STATES = Object.keys(articleMachine.root.states) as ArticleStatus[];

/** The snapshot of a stored article. */
export function articleSnapshot(status: ArticleStatus, context: ArticleContext) {
  return articleMachine.resolveState({ value: status, context });
}
