// Strings of the activity, statistics and settlement screens and the charts.

import type { NamespaceSettlementDeskTranslation } from '../../i18n-types.js';

const zh_settlementDesk = {
  kinds: '结算类型',
  scripts: '脚本月度',
  partners: '合作方月度',
  waiting: '{count} 条待处理',
  note: '所有者已提交的月份，最早的在前：在此直接审核或退回。选择其他状态可查看等待所有者确认的月份或已结算的月份。',
  empty: '暂无待您处理的结算。所有者申请结算后，月份会出现在这里。',
} satisfies NamespaceSettlementDeskTranslation;

export default zh_settlementDesk;
