// Strings of the activity, statistics and settlement screens and the charts.

import type { NamespaceActivityTranslation } from '../../i18n-types.js';

const zh_activity = {
  noFiguresYet: '还没有统计数字。脚本产生活跃后，会显示在这里。',
  script: '脚本',
  author: '作者',
  company: '公司',
  companyShare: '公司分成（%）',
  companyMoney: '公司金额',
  partner: '合作方',
  linker: '共享配置',
  configName: '配置文件',
  countTime: '月份',
  day: '日期',
  days: '天数',
  activeNum: '日活',
  freeNum: '免费',
  trialNum: '试用',
  redFingerNum: '红手指',
  vmosNum: 'VMOS',
  virtualCloudNum: '虚拟云',
  flyingCloudNum: '飞云',
  ecpm: 'eCPM',
  clickNum: '点击',
  useNum: '使用次数',
  activeFinalNum: '最终日活',
  activeMoney: '金额',
  suggestedMoney: '建议金额',
  unitMoney: '每千单价',
  status: '状态',
  returnReason: '退回原因',
  chart: '图表',
  chartOf: '{name}，{month} 每日图表',
  filterScript: '脚本名称',
  filterPartner: '合作方名称',
  filterLinker: '配置名称',
} satisfies NamespaceActivityTranslation;

export default zh_activity;
