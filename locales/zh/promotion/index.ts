// Strings of what app users and partners bring: feedback, partner promotions and business
// companies' articles (docs/flows.md). `event` names each event on its button and in a History;
// `done` is the notice once a person's event went through.

import type { NamespacePromotionTranslation } from '../../i18n-types.js';

const zh_promotion = {
  statusColumn: '状态',
  status: { draft: '草稿', pending: '待审核', scheduled: '待上线', live: '推广中', ended: '已结束' },
  event: { SUBMIT: '提交', APPROVE: '通过', REJECT: '驳回', WITHDRAW: '撤回', START: '开始推广', END: '结束推广' },
  done: {
    SUBMIT: '推广 {name} 已提交审核',
    APPROVE: '推广 {name} 已通过审核',
    REJECT: '推广 {name} 已驳回',
    WITHDRAW: '推广 {name} 已撤回',
    END: '推广 {name} 已结束',
  },
} satisfies NamespacePromotionTranslation;

export default zh_promotion;
