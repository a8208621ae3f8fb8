// アプリユーザーからのフィードバック（/wn/opinion-admin、docs/feedback.md）。

import type { NamespaceFeedbackDeskTranslation } from '../../i18n-types.js';

const ja_feedbackDesk = {
  id: '番号',
  recordName: '#{id} · {excerpt}',
  text: 'フィードバック',
  textContains: '本文に含む',
  contact: '連絡先',
  script: 'スクリプト',
  appVersion: 'アプリのバージョン',
  deviceId: '端末',
  user: '送信者',
  screenshots: 'スクリーンショット',
  handler: '担当者',
  reply: '返信',
  receivedAt: '受信日時',
  empty: 'フィードバックはまだありません。アプリから送られたものがここに表示されます。',
  explain: 'アプリユーザーがアプリから送った内容です。対応を開始し、返信して（ユーザーはアプリで返信を読みます）、完了にします。',
  screenshotAlt: '{name} のスクリーンショット {n}',
  openScreenshot: '{name} のスクリーンショット {n} を開く',
  previewTitle: '{name}：スクリーンショット {n} / {count}',
  previous: '前のスクリーンショット',
  next: '次のスクリーンショット',
  handling: '対応',
  actionsFor: '{name} の操作',
  nothingToDo: '操作なし',
  takeTitle: '{name} の対応を開始しますか？',
  takeText: 'あなたが担当者になり、他の人にも表示されます。',
  closeTitle: '{name} を完了にしますか？',
  closeText: '完了したフィードバックには返信も再対応もできません。',
  reopenTitle: '{name} を再対応しますか？',
  reopenText: '返信を残したまま対応中に戻り、あなたが担当者になります。',
  replyTitle: '{name} に返信',
  replyLabel: '返信',
  replyHint: 'アプリユーザーはアプリで、自分のフィードバックの下にこの返信を読みます。',
  replyRequired: '返信を入力してください。',
} satisfies NamespaceFeedbackDeskTranslation;

export default ja_feedbackDesk;
