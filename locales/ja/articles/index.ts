// Strings of business companies' articles (docs/articles.md): the list, the form with its
// Markdown preview, and the flow's questions. Statuses and events are in ./appSide.ts (`article`).

import type { NamespaceArticlesTranslation } from '../../i18n-types.js';

const ja_articles = {
  title: 'タイトル',
  game: 'ゲーム',
  chooseGame: 'ゲームを選択',
  publishedAt: '公開日時',
  author: '作成者',
  company: '会社',
  cover: 'カバー画像',
  body: '本文（Markdown）',
  bodyHint: 'Markdown：# 見出し、**太字**、*斜体*、[リンク](https://…)、リスト。表示時にスクリプト、埋め込みページ、イベントハンドラーは削除されます。',
  bodyCount: '{count} / {max} 文字',
  write: '編集',
  preview: 'プレビュー',
  previewEmpty: 'プレビューする内容がありません。先に本文を書いてください。',
  previewTitle: 'プレビュー：{title}',
  close: '閉じる',
  createLabel: '新しい記事',
  createTitle: '新しい記事',
  editTitle: '記事の編集',
  titleRequired: '記事のタイトルを入力してください。',
  gameRequired: '記事の対象となるゲームを選択してください。',
  gameInvalid: 'このゲームはもう存在しません。別のゲームを選択してください。',
  bodyRequired: '記事の本文を入力してください。',
  bodyTooLong: '本文が長すぎます（最大 {max} 文字）。',
  coverInvalid: 'このカバーはここでアップロードされたものではありません。画像をもう一度アップロードしてください。',
  republish: '再公開',
  publishQuestion: '「{name}」を公開しますか？アプリですぐに全員に表示されます。',
  unpublishQuestion: '「{name}」の公開を停止しますか？アプリに表示されなくなります。後で再公開できます。',
  emptyText: '会社の記事はまだありません。「新しい記事」から最初の記事を書きましょう。',
} satisfies NamespaceArticlesTranslation;

export default ja_articles;
