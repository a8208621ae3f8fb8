// Strings of the activity, statistics and settlement screens and the charts.

import type { NamespaceSettlementTranslation } from '../../i18n-types.js';

const ja_settlement = {
  status: {
    unapplied: '未申請',
    submitted: '提出済み',
    examined: '審査済み',
    settled: '精算済み',
  },
  action: {
    APPLY: '統計を申請',
    EXAMINE: '審査',
    RETURN: '差し戻し',
    CONFIRM: '精算を確認',
  },
  column: '精算',
  actionsFor: '{name} の精算操作',
  cannotOperate: '操作できません',
  applyTitle: '統計を申請しますか？',
  applyText: '{name}：{active} アクティブ人日を審査に提出します。',
  confirmTitle: '精算を確認しますか？',
  confirmText: '{name}：{final} アクティブ人日、{money}（この人数の推奨額：{suggested}）。確認した精算は変更できません。',
  examineTitle: '{name} を審査',
  examineCounted: '集計：{active} アクティブ人日。',
  finalRequired: '確定アクティブ数を入力してください。',
  finalTooMany: '集計値 {active} 以下にしてください。',
  finalInvalid: '0 以上の整数を入力してください。',
  moneyInvalid: '0 以上、小数点以下 2 桁までの金額を入力してください。',
  suggestedFor: 'この数での推奨：{money}',
  takeSuggestion: '推奨金額を使う',
  unusualTitle: '異常な金額で審査しますか？',
  unusualText: '{money} はこの人数の推奨額 {suggested} と {factor} 倍以上離れています。それでも {money} で審査しますか？',
  unusualConfirm: 'この金額で審査',
  returnTitle: '{name} を所有者に差し戻す',
  reason: '理由',
  reasonRequired: '差し戻す理由を入力してください。',
  done: {
    APPLY: '{name} を提出しました。',
    EXAMINE: '{name} を審査しました。',
    RETURN: '{name} を所有者に差し戻しました。',
    CONFIRM: '{name} は精算済みです。',
  },
} satisfies NamespaceSettlementTranslation;

export default ja_settlement;
