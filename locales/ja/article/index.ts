// Strings of what app users and partners bring: feedback, partner promotions and business
// companies' articles (docs/flows.md). `event` names each event on its button and in a History;
// `done` is the notice once a person's event went through.

import type { NamespaceArticleTranslation } from '../../i18n-types.js';

const ja_article = {
  statusColumn: 'ステータス',
  status: { draft: '下書き', published: '公開中', unpublished: '公開停止' },
  event: { PUBLISH: '公開', UNPUBLISH: '公開停止' },
  done: {
    PUBLISH: '記事 {name} を公開しました',
    UNPUBLISH: '記事 {name} の公開を停止しました',
  },
} satisfies NamespaceArticleTranslation;

export default ja_article;
