// Strings of the activity, statistics and settlement screens and the charts.

import type { NamespaceSettlementTranslation } from '../../i18n-types.js';

const zh_settlement = {
  status: {
    unapplied: '未申请',
    submitted: '已提交',
    examined: '已审核',
    settled: '已结算',
  },
  action: {
    APPLY: '申请统计',
    EXAMINE: '审核',
    RETURN: '退回',
    CONFIRM: '确认结算',
  },
  column: '结算',
  actionsFor: '{name} 的结算操作',
  cannotOperate: '无法操作',
  applyTitle: '申请统计？',
  applyText: '{name}：将提交 {active} 日活人天进行审核。',
  confirmTitle: '确认结算？',
  confirmText: '{name}：{final} 日活人天，{money}（该数量的建议金额：{suggested}）。确认后不可更改。',
  examineTitle: '审核 {name}',
  examineCounted: '统计：{active} 日活人天。',
  finalRequired: '请输入最终日活。',
  finalTooMany: '不能超过统计的 {active}。',
  finalInvalid: '请输入不小于 0 的整数。',
  moneyInvalid: '请输入不小于 0、最多两位小数的金额。',
  suggestedFor: '按此数量建议：{money}',
  takeSuggestion: '使用建议金额',
  unusualTitle: '使用异常金额审核？',
  unusualText: '{money} 与该数量的建议金额 {suggested} 相差超过 {factor} 倍。仍以 {money} 审核吗？',
  unusualConfirm: '以此金额审核',
  returnTitle: '将 {name} 退回给所有者',
  reason: '原因',
  reasonRequired: '请说明退回原因。',
  done: {
    APPLY: '{name} 已提交。',
    EXAMINE: '{name} 已审核。',
    RETURN: '{name} 已退回给所有者。',
    CONFIRM: '{name} 已结算。',
  },
} satisfies NamespaceSettlementTranslation;

export default zh_settlement;
