// Strings of the business companies and partners screens and their members panel.

import type { NamespaceCooperateTranslation } from '../../i18n-types.js';

const zh_cooperate = {
  cooperateName: '合作方名称',
  cooperatePackage: '包名',
  platformMoney: '平台分成',
  authorMoney: '作者分成',
  memberCount: '关联账号',
  priceFrom: '分成生效月份',
  priceFromStart: '自始',
  priceFromField: '新分成生效月份',
  priceFromHint: '已审核或已结算的月份保持结算时的分成。',
  priceFromRequired: '请选择新分成开始生效的月份。',
  priceFromRange: '请选择 {first} 至 {last} 之间的月份。',
  priceChangeTitle: '从 {month} 起修改分成？',
  priceChangeAffected: '尚未审核、将使用新分成的月份：{months}。',
  priceChangeNone: '{month} 起尚无任何月份有数据：只有以后的月份使用新分成。',
  priceChangeKept: '已审核或已结算、保持原分成的月份：{months}。',
  priceChangeConfirm: '修改分成',
  priceChangeDeclined: '未保存。请选择其他月份，或保持原分成。',
  createTitle: '新建合作方',
  editTitle: '编辑合作方',
  nameRequired: '请输入合作方名称。',
  packageRequired: '请输入包名。',
  packageInvalid: '请输入 Android 包名，例如 com.example.app。',
  moneyRequired: '请输入金额。',
  moneyInvalid: '请输入不小于 0 且最多两位小数的金额，例如 12.50。',
  splitTooBig: '平台分成与作者分成之和不能超过 {max}。',
  splitHint: '按每个结算单位支付。平台分成 + 作者分成最多为 {max}。',
  hasMembers: '该合作方仍有关联账号。请先在“成员”中移除他们，再删除合作方。',
} satisfies NamespaceCooperateTranslation;

export default zh_cooperate;
