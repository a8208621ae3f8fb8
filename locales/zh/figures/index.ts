// Strings of the partner, script-partner and linker figure screens.

import type { NamespaceFiguresTranslation } from '../../i18n-types.js';

const zh_figures = {
  utc: '日期和月份均按 UTC 计算：每月在次月 1 日 00:00（UTC）结束。',
  ownPartner: '此处仅显示您所属合作方账户的数据。',
  applyHint: '月份结束后即可申请统计，审核完成后请确认结算。结算一经确认即为最终结果。',
  examineHint: '审核已提交的月份（最终日活只能扣减，不能增加），或填写原因退回给所有者。',
  settledElsewhere:
    '你的脚本的月度统计。申请已结束月份的统计或确认已审核的结算，请前往“结算”。',
  linkerScope: '整个平台对连点器共享配置的使用情况。',
  scriptDayScope: '每个脚本的每日日活及其运行平台分布。合计行的 eCPM 为按每日日活加权的平均值。',
} satisfies NamespaceFiguresTranslation;

export default zh_figures;
