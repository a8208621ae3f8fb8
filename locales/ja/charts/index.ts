// Strings of the chart screens (/charts/*).

import type { NamespaceChartsTranslation } from '../../i18n-types.js';

const ja_charts = {
  month: '月',
  previousMonth: '前の月',
  nextMonth: '次の月',
  noSubject: 'アクティブ一覧の行からグラフを開いてください。',
  loadFailed: 'グラフを読み込めませんでした。',
  empty: 'この月は集計がありません。',
  table: '日別の数値',
  loading: 'グラフを読み込み中…',
  noSubjectTitle: 'グラフが選択されていません',
  emptyHint: '別の月を選ぶか、集計後にもう一度ご確認ください。',
  scriptNumber: 'スクリプト #{id}',
  partnerNumber: '提携先 #{id}',
  scriptViaPartner: '{script}（{partner} 経由）',
  chartLabel: '{series} の日別折れ線グラフ。同じ数値を下の表に示します。',
} satisfies NamespaceChartsTranslation;

export default ja_charts;
