// Strings of the chart screens (/charts/*).

import type { NamespaceChartsTranslation } from '../../i18n-types.js';

const zh_charts = {
  month: '月份',
  previousMonth: '上个月',
  nextMonth: '下个月',
  noSubject: '请从日活列表的某一行打开图表。',
  loadFailed: '图表加载失败。',
  empty: '该月没有统计数据。',
  table: '每日数据',
  loading: '正在加载图表…',
  noSubjectTitle: '未选择图表',
  emptyHint: '请选择其他月份，或在数据统计后再来查看。',
  scriptNumber: '脚本 #{id}',
  partnerNumber: '合作方 #{id}',
  scriptViaPartner: '{script}（经由 {partner}）',
  chartLabel: '{series} 的每日折线图。下方表格列出了相同的数据。',
} satisfies NamespaceChartsTranslation;

export default zh_charts;
