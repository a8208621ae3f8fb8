/**
 * The article flow's actions on a row (docs/articles.md; docs/flows.md): Publish (a draft),
 * Unpublish and Republish (an unpublished article: the machine's PUBLISH again), offered only
 * where the article machine allows this user and their role may make the call, each asked about
 * first. The list is read again either way, and focus comes back to the row.
 */
import { useCallback } from 'react';
import { ArrowClockwiseRegular, EyeOffRegular, SendRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { ArticleActor, ArticleRecord } from '@contracts/article.js';
import { ARTICLE_ACTION_ROLES } from '@contracts/permissions.js';
import { hasAnyRole } from '@contracts/roles.js';
import { articleSnapshot } from '@machines/article.machine.js';
import type { ArticleApi } from '@/api/articles';
import { useFlowOutcome } from '@/flow/useFlowOutcome';
import { useRecordActions, type RecordFlow } from '@/flow/useRecordActions';

/** The buttons: the machine's PUBLISH reads "Republish" on an article taken down before. */
export type ArticleListEvent = 'PUBLISH' | 'REPUBLISH' | 'UNPUBLISH';

/** The events the article machine lets this user send this article now, as the row names them. */
export function articleEventsOf(row: ArticleRecord, actor: ArticleActor): ArticleListEvent[] {
  const snapshot = articleSnapshot(row.status, { companyId: row.companyId });
  const events: ArticleListEvent[] = [];
  if (hasAnyRole(actor.roles, ARTICLE_ACTION_ROLES.publishArticle) && snapshot.can({ type: 'PUBLISH', actor })) {
    events.push(row.status === 'unpublished' ? 'REPUBLISH' : 'PUBLISH');
  }
  if (hasAnyRole(actor.roles, ARTICLE_ACTION_ROLES.unpublishArticle) && snapshot.can({ type: 'UNPUBLISH', actor })) events.push('UNPUBLISH');
  return events;
}

export function useArticleActions(api: Pick<ArticleApi, 'change'>, actor: ArticleActor) {
  const { LL } = useI18nContext();
  const A = LL.articles;
  const E = LL.article.event;
  const nameOf = useCallback((row: ArticleRecord) => row.title, []);
  const outcome = useFlowOutcome<ArticleRecord, ArticleListEvent>(nameOf, (event, name) =>
    event === 'UNPUBLISH' ? LL.article.done.UNPUBLISH({ name }) : LL.article.done.PUBLISH({ name }),
  );
  const publish = (label: string) => ({
    label,
    icon: label === E.PUBLISH() ? <SendRegular /> : <ArrowClockwiseRegular />,
    call: (row: ArticleRecord) => api.change('publish', row.id),
    question: (_row: ArticleRecord, name: string) => ({ title: label, text: A.publishQuestion({ name }), confirmLabel: label }),
  });
  const flow: RecordFlow<ArticleRecord, ArticleListEvent> = {
    eventsOf: (row) => articleEventsOf(row, actor),
    nameOf,
    events: {
      PUBLISH: publish(E.PUBLISH()),
      REPUBLISH: publish(A.republish()),
      UNPUBLISH: {
        label: E.UNPUBLISH(),
        icon: <EyeOffRegular />,
        call: (row) => api.change('unpublish', row.id),
        question: (_row, name) => ({ title: E.UNPUBLISH(), text: A.unpublishQuestion({ name }), confirmLabel: E.UNPUBLISH() }),
      },
    },
  };
  const actions = useRecordActions(outcome, flow);
  return { rowActions: actions.rowActions, dialog: actions.dialog };
}
