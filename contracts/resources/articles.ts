/**
 * Business companies' articles (docs/articles.md): /api/article/queryArticle, exportArticle,
 * addArticle, updateArticle. A BUSINESS_COMPANY user reads and writes its own company's; ADMIN
 * reads every company's. Status changes go through the article flow's own calls.
 */
import { addArticleForm, ARTICLE_STATUSES, articleRecord, updateArticleForm } from '../article.js';
import { defineContract } from '../resourceContract.js';

export const articleContract = defineContract({
  area: 'article',
  entity: 'Article',
  record: articleRecord,
  filters: {
    title: { kind: 'contains' },
    status: { kind: 'enum', values: ARTICLE_STATUSES },
    gameId: { kind: 'equals', type: 'int' },
    companyId: { kind: 'equals', type: 'int' },
    publishedAt: { kind: 'dateRange' },
  },
  sort: ['id', 'title', 'status', 'publishedAt', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'id', direction: 'desc' },
  columns: {
    id: { label: 'list.id', format: 'integer' },
    title: { label: 'articles.title', format: 'text' },
    gameId: { label: 'articles.game', format: 'text', shows: 'gameName' },
    status: { label: 'article.statusColumn', format: { labels: 'article.status' } },
    publishedAt: { label: 'articles.publishedAt', format: 'time' },
    authorId: { label: 'articles.author', format: 'text', shows: 'authorName' },
    companyId: { label: 'articles.company', format: 'text', shows: 'companyName' },
    createdAt: { label: 'list.createdAt', format: 'time' },
    updatedAt: { label: 'list.updatedAt', format: 'time' },
  },
  add: addArticleForm,
  update: updateArticleForm,
});
