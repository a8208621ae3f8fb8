// Strings of the business companies and partners screens and their members panel.

import type { NamespaceCooperateTranslation } from '../../i18n-types.js';

const ja_cooperate = {
  cooperateName: 'パートナー名',
  cooperatePackage: 'パッケージ名',
  platformMoney: 'プラットフォーム取り分',
  authorMoney: '作者取り分',
  memberCount: '紐付けアカウント',
  priceFrom: '取り分の適用開始',
  priceFromStart: '当初から',
  priceFromField: '新しい取り分の適用開始月',
  priceFromHint: '審査済みまたは精算済みの月は、精算時の取り分のままです。',
  priceFromRequired: '新しい取り分を適用し始める月を選んでください。',
  priceFromRange: '{first}から{last}までの月を選んでください。',
  priceChangeTitle: '{month} から取り分を変更しますか？',
  priceChangeAffected: '新しい取り分を使う未審査の月：{months}。',
  priceChangeNone: '{month} 以降の月にはまだ数値がありません。これからの月だけが新しい取り分を使います。',
  priceChangeKept: '取り分がそのままの審査済み・精算済みの月：{months}。',
  priceChangeConfirm: '取り分を変更',
  priceChangeDeclined: '保存していません。別の月を選ぶか、取り分を元のままにしてください。',
  createTitle: 'パートナーを新規作成',
  editTitle: 'パートナーを編集',
  nameRequired: 'パートナー名を入力してください。',
  packageRequired: 'パッケージ名を入力してください。',
  packageInvalid: 'com.example.app のような Android パッケージ名を入力してください。',
  moneyRequired: '金額を入力してください。',
  moneyInvalid: '0 以上、小数点以下 2 桁までの金額を入力してください（例：12.50）。',
  splitTooBig: 'プラットフォーム取り分と作者取り分の合計は {max} 以下にしてください。',
  splitHint: '精算単位ごとに支払われます。プラットフォーム取り分 + 作者取り分は最大 {max} です。',
  hasMembers:
    'このパートナーにはまだ紐付けアカウントがあります。削除する前に「メンバー」から外してください。',
} satisfies NamespaceCooperateTranslation;

export default ja_cooperate;
