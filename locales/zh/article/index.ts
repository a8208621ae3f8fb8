// Strings of what app users and partners bring: feedback, partner promotions and business
// companies' articles (docs/flows.md). `event` names each event on its button and in a History;
// `done` is the notice once a person's event went through.

import type { NamespaceArticleTranslation } from '../../i18n-types.js';

const zh_article = {
  statusColumn: '状态',
  status: { draft: '草稿', published: '已发布', unpublished: '已下线' },
  event: { PUBLISH: '发布', UNPUBLISH: '下线' },
  done: {
    PUBLISH: '文章 {name} 已发布',
    UNPUBLISH: '文章 {name} 已下线',
  },
} satisfies NamespaceArticleTranslation;

export default zh_article;
