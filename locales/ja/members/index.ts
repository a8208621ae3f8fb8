// Strings of the business companies and partners screens and their members panel.

import type { NamespaceMembersTranslation } from '../../i18n-types.js';

const ja_members = {
  action: 'メンバー',
  companyTitle: '{name} のメンバー',
  cooperateTitle: '{name} に紐付いたアカウント',
  table: 'メンバー',
  username: 'ユーザー名',
  nickname: 'ニックネーム',
  status: '状態',
  normal: '正常',
  disabled: '無効',
  loading: 'メンバーを読み込んでいます…',
  empty: 'メンバーはまだいません。',
  add: 'メンバーを追加',
  user: 'ユーザー',
  chooseUser: 'ユーザーを選択',
  companyCandidates: '取引先企業ロールを持つユーザー',
  cooperateCandidates: 'パートナーロールを持つユーザー',
  noCandidates: '必要なロールを持つ他のユーザーはいません。',
  inCompany: '{user}（現在は企業 #{id} に所属）',
  inCooperate: '{user}（現在はパートナー #{id} に紐付け）',
  movesCompany: 'このユーザーは企業 #{id} に所属しています。こちらへ移動します。',
  movesCooperate: 'このユーザーはパートナー #{id} に紐付いています。こちらへ移動します。',
  confirmAdd: '追加',
  remove: '外す',
  removeLabel: '{name} を外す',
  removeTitle: 'このメンバーを外しますか？',
  removeText: '「{name}」は「{owner}」の所属ではなくなります。',
  added: 'メンバーを追加しました。',
  removed: 'メンバーを外しました。',
  companyRoleNeeded: '企業に追加できるのは取引先企業ロールを持つユーザーだけです。',
  cooperateRoleNeeded: 'パートナーに紐付けできるのはパートナーロールを持つユーザーだけです。',
  companyGone: 'この企業はもう存在しません。パネルを閉じて一覧を更新してください。',
  cooperateGone: 'このパートナーはもう存在しません。パネルを閉じて一覧を更新してください。',
  userGone: 'このユーザーは存在しないか、削除されています。',
} satisfies NamespaceMembersTranslation;

export default ja_members;
