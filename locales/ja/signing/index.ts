// Strings of the signing contracts (docs/signing.md).

import type { NamespaceSigningTranslation } from '../../i18n-types.js';

const ja_signing = {
  script: 'スクリプト',
  company: '会社',
  sharePercent: '会社の取り分（%）',
  startMonth: '開始月',
  endMonth: '終了月',
  openEnded: '終了まで',
  term: '期間',
  terms: { upcoming: '開始前', current: '有効', past: '終了' },
  note: 'メモ',
  contracts: '契約',
  contractsOf: '{name} の契約',
  createTitle: '新しい契約',
  editTitle: '契約を編集',
  chooseScript: 'スクリプトを選択',
  chooseCompany: '会社を選択',
  scriptRequired: '会社が契約するスクリプトを選んでください。',
  companyRequired: 'スクリプトと契約する会社を選んでください。',
  shareInvalid: '0〜100 の割合を小数点以下 2 桁までで入力してください（例：30、12.5）。',
  monthInvalid: '2000 年から 2099 年までの月を選んでください。',
  endBeforeStart: '終了月は開始月と同じかそれ以降にしてください。',
  inForce: '有効な月',
  emptyAdmin: 'このスクリプトはどの会社とも契約していません。',
  emptyCompany: '貴社の契約はまだありません。',
  explainCompany: '契約期間内の月だけが貴社のものです。その月を会社のアクティブで確認・精算できます。',
  explainAdmin: '契約期間内の月はその会社の精算対象です。1 つのスクリプトには月ごとに最大 1 件の契約があります。',
} satisfies NamespaceSigningTranslation;

export default ja_signing;
