// Strings of the signing contracts (docs/signing.md).

import type { NamespaceSigningTranslation } from '../../i18n-types.js';

const zh_signing = {
  script: '脚本',
  company: '公司',
  sharePercent: '公司分成（%）',
  startMonth: '起始月份',
  endMonth: '截止月份',
  openEnded: '直至终止',
  term: '期限',
  terms: { upcoming: '未开始', current: '生效中', past: '已结束' },
  note: '备注',
  contracts: '签约合同',
  contractsOf: '{name} 的签约合同',
  createTitle: '新建签约合同',
  editTitle: '编辑签约合同',
  chooseScript: '选择脚本',
  chooseCompany: '选择公司',
  scriptRequired: '请选择公司签约的脚本。',
  companyRequired: '请选择签约该脚本的公司。',
  shareInvalid: '请填写 0 到 100 的百分比，最多两位小数（如 30 或 12.5）。',
  monthInvalid: '请选择 2000 年至 2099 年之间的月份。',
  endBeforeStart: '截止月份不能早于起始月份。',
  inForce: '生效月份',
  emptyAdmin: '该脚本尚未与任何公司签约。',
  emptyCompany: '贵公司还没有签约合同。',
  explainCompany: '只有合同期内的月份属于贵公司：这些月份可在公司活跃中查看和结算。',
  explainAdmin: '合同期内的月份归该公司结算；一个脚本每个月最多有一份合同。',
} satisfies NamespaceSigningTranslation;

export default zh_signing;
