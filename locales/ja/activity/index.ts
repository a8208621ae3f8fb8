// Strings of the activity, statistics and settlement screens and the charts.

import type { NamespaceActivityTranslation } from '../../i18n-types.js';

const ja_activity = {
  noFiguresYet: 'まだ数値はありません。スクリプトが利用されると、ここに表示されます。',
  script: 'スクリプト',
  author: '作者',
  company: '会社',
  companyShare: '会社の取り分（%）',
  companyMoney: '会社の金額',
  partner: 'パートナー',
  linker: '共有設定',
  configName: '設定ファイル',
  countTime: '月',
  day: '日付',
  days: '日数',
  activeNum: 'アクティブ',
  freeNum: '無料',
  trialNum: 'トライアル',
  redFingerNum: 'レッドフィンガー',
  vmosNum: 'VMOS',
  virtualCloudNum: '仮想クラウド',
  flyingCloudNum: 'フライングクラウド',
  ecpm: 'eCPM',
  clickNum: 'クリック',
  useNum: '利用回数',
  activeFinalNum: '確定アクティブ',
  activeMoney: '金額',
  suggestedMoney: '推奨金額',
  unitMoney: '1,000 あたりの単価',
  status: 'ステータス',
  returnReason: '差し戻し理由',
  chart: 'グラフ',
  chartOf: '{name}・{month} の日別グラフ',
  filterScript: 'スクリプト名',
  filterPartner: 'パートナー名',
  filterLinker: '設定名',
} satisfies NamespaceActivityTranslation;

export default ja_activity;
