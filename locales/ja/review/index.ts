// Strings of the review screens: clicker configs and shared clicker configs.

import type { NamespaceReviewTranslation } from '../../i18n-types.js';

const ja_review = {
  status: {
    pending: '審査待ち',
    approved: '承認済み',
    rejected: '却下',
    listed: '公開中',
    delisted: '公開停止',
  },
  // The review machine's events (docs/review.md): approve and reject are the "examine".
  action: {
    APPROVE: '承認',
    REJECT: '却下',
    LIST: '公開',
    DELIST: '公開停止',
    RESUBMIT: '再提出',
  },
  column: '審査',
  actionsFor: '{name}の審査操作',
  cannotOperate: '操作できません',
  configName: '設定名',
  script: 'スクリプト',
  owner: '提出者',
  statusColumn: '状態',
  queueEmpty: '審査待ちの提出はありません。作者が提出するとすぐにここに表示されます。',
  ownEmpty: 'まだ何も提出していません。提出したものは審査状況とともにここに表示されます。',
  rejectReason: '却下理由',
  contentPreview: '内容',
  linkerId: '共有設定ID',
  linkerName: '共有設定',
  filterScript: 'スクリプト名',
  filterOwner: '提出者名',
  filterConfig: '設定名',
  filterLinker: '共有設定名またはファイル名',
  queueNote:
    '審査キューは審査待ちの提出から開きます。リセットで審査待ちに戻ります。ほかの状態を選ぶと残りを表示します。',
  ownNote: 'あなたの提出とその結果です。却下されたものは修正して再提出できます。',
  confirmTitle: {
    APPROVE: 'この設定を承認しますか？',
    LIST: 'この設定を公開しますか？',
    DELIST: 'この設定の公開を停止しますか？',
  },
  confirmText: {
    APPROVE:
      '「{name}」を承認します。提出者に結果が表示されます。ユーザーに提供するには公開してください。',
    LIST: '「{name}」を公開（おすすめ）します。ユーザーが見つけて使えるようになります。',
    DELIST:
      '「{name}」の公開を停止（非推奨）します。ユーザーには表示されなくなります。再公開できます。',
  },
  rejectTitle: '{name}を却下',
  reason: '理由',
  reasonHint: '提出者はこの理由を読んで設定を修正できます。',
  reasonRequired: '却下の理由を入力してください。',
  resubmitTitle: '{name}を再提出',
  rejectedBecause: '却下理由：{reason}',
  content: '内容',
  contentHint: '必要なら内容を修正してください。変更しない場合はそのまま再提出されます。',
  contentRequired: '内容を空にはできません。',
  contentLoading: '内容を読み込んでいます…',
  retry: '再試行',
  viewContent: '内容を表示',
  contentTitle: '{name}の内容',
  contentSize: '{count}文字',
  contentFailed: '内容を読み込めませんでした。',
  done: {
    APPROVE: '{name}を承認しました。',
    REJECT: '{name}を却下しました。',
    LIST: '{name}を公開しました。',
    DELIST: '{name}の公開を停止しました。',
    RESUBMIT: '{name}を審査に再提出しました。',
  },
  approveAndList: '承認して公開',
  approveAndListTitle: 'この設定を承認して公開しますか？',
  approveAndListText: '「{name}」を承認してから公開します。ユーザーはすぐに見つけて使えます。',
  approveAndListDone: '{name} を承認して公開しました。',
  approveSelected: '選択を承認',
  batchTitle: '選択した設定を承認しますか？',
  batchText: '選択した{count}件を承認します。審査待ちでなくなったものはそのままです。',
  batchDone: '{approved}件承認、{refused}件は未承認。',
  batchRefused: '「{name}」：{reason}',
} satisfies NamespaceReviewTranslation;

export default ja_review;
