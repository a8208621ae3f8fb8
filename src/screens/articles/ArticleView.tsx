/**
 * A business company's articles (/version-game; docs/articles.md): the shared list with filters
 * (title, status, game, published between), sorting, paging and the CSV export; the form to
 * write or edit one (while a draft or unpublished); per row Publish, Unpublish or Republish where
 * the article machine allows it, Preview and History.
 */
import { useMemo, useState } from 'react';
import { EyeRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { ARTICLE_STATUSES, isArticleEditable, type ArticleActor, type ArticleRecord, type ArticleStatus } from '@contracts/article.js';
import type { GameRecord } from '@contracts/game.js';
import type { articleContract } from '@contracts/resources/articles.js';
import type { ArticleApi } from '@/api/articles';
import { StatusBadge, type StatusTone } from '@/components/list/StatusBadge';
import { ResourceListView, type ListControls, type ResourceListViewProps } from '@/components/list/ResourceListView';
import { idColumn, timeColumn } from '@/components/list/standardColumns';
import { useRecordHistory } from '@/history/useRecordHistory';
import type { ListColumn, ListFilter } from '@/list/listColumns';
import { NO_CHOICES, useChoices, type ChoicesSource } from '@/list/useChoices';
import { ArticleFormFields } from './ArticleFormFields';
import { ArticlePreviewDialog } from './ArticlePreviewDialog';
import { articleFormOf } from './articleForm';
import { useArticleActions } from './useArticleActions';

type PassedThrough = Pick<ResourceListViewProps<typeof articleContract>, 'permissions' | 'userKey' | 'saveFile'>;

export interface ArticleViewProps extends PassedThrough {
  api: ArticleApi;
  /** The games an article can be about (the games list). */
  games?: ChoicesSource<GameRecord>;
  /** The signed-in user, as the article machine's guard reads them. */
  actor: ArticleActor;
}

const TONES: Record<ArticleStatus, StatusTone> = { draft: 'subtle', published: 'success', unpublished: 'warning' };
const GAMES = { page: 1, size: 200, sort: 'gameName,asc', filters: {} };

export function ArticleView({ api, games, actor, ...passedThrough }: ArticleViewProps) {
  const { LL } = useI18nContext();
  const A = LL.articles;
  const gameOptions = useChoices<GameRecord>(games ?? NO_CHOICES, GAMES).records.map((game) => ({ value: String(game.id), label: game.gameName }));
  const form = useMemo(() => articleFormOf(api.records), [api.records]);
  const flow = useArticleActions(api, actor);
  const history = useRecordHistory(api.history);
  const [previewed, setPreviewed] = useState<ArticleRecord | null>(null);

  const statusOptions = ARTICLE_STATUSES.map((status) => ({ value: status, label: LL.article.status[status]() }));
  const filterFields: ListFilter<typeof articleContract>[] = [
    { kind: 'text', name: 'title', label: A.title() },
    { kind: 'select', name: 'status', label: LL.article.statusColumn(), options: statusOptions },
    { kind: 'select', name: 'gameId', label: A.game(), options: gameOptions },
    { kind: 'dateRange', name: 'publishedAt', label: A.publishedAt() },
  ];
  const columns: ListColumn<typeof articleContract>[] = [
    idColumn(LL.list.id()),
    { key: 'title', label: A.title(), sortable: true, hideable: false },
    { key: 'gameId', label: A.game(), render: (row: ArticleRecord) => row.gameName },
    {
      key: 'status',
      label: LL.article.statusColumn(),
      sortable: true,
      render: (row: ArticleRecord) => <StatusBadge label={LL.article.status[row.status]()} tone={TONES[row.status]} />,
    },
    timeColumn('publishedAt', A.publishedAt(), { sortable: true }),
    { key: 'authorId', label: A.author(), render: (row: ArticleRecord) => row.authorName },
    timeColumn('updatedAt', LL.list.updatedAt(), { sortable: true }),
  ];

  return (
    <ResourceListView<typeof articleContract>
      title={LL.route.versionGame()}
      tableId="versionGame"
      {...passedThrough}
      api={api.records}
      columns={columns}
      filterFields={filterFields}
      rowName={(row) => row.title}
      createLabel={A.createLabel()}
      emptyText={A.emptyText()}
      editable={(row) => isArticleEditable(row.status)}
      rowActions={(row: ArticleRecord, list: ListControls) => [
        ...flow.rowActions(row, list),
        { id: 'preview', label: A.preview(), icon: <EyeRegular />, run: () => setPreviewed(row) },
        ...history.actions('article', row.id, row.title),
      ]}
      form={{
        ...form,
        createTitle: A.createTitle(),
        editTitle: A.editTitle(),
        render: (state) => <ArticleFormFields form={state} games={gameOptions} uploadCover={api.uploadCover} />,
      }}
      extras={() => (
        <>
          {flow.dialog}
          {history.drawer}
          <ArticlePreviewDialog article={previewed} onClose={() => setPreviewed(null)} />
        </>
      )}
    />
  );
}
