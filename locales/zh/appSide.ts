import type { Translation } from '../i18n-types.js';

// Strings of what app users and partners bring: feedback, partner promotions and business
// companies' articles (docs/flows.md). `event` names each event on its button and in a History;
// `done` is the notice once a person's event went through.
export const appSide = {
  feedback: {
    statusColumn: '状态',
    status: { new: '待处理', in_progress: '处理中', replied: '已回复', closed: '已关闭' },
    event: { TAKE: '接手', REPLY: '回复', CLOSE: '关闭', REOPEN: '重新处理' },
    done: {
      TAKE: '已接手反馈 {name}',
      REPLY: '已回复反馈 {name}',
      CLOSE: '已关闭反馈 {name}',
      REOPEN: '已重新处理反馈 {name}',
    },
  },
  promotion: {
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
  },
  article: {
    statusColumn: '状态',
    status: { draft: '草稿', published: '已发布', unpublished: '已下线' },
    event: { PUBLISH: '发布', UNPUBLISH: '下线' },
    done: {
      PUBLISH: '文章 {name} 已发布',
      UNPUBLISH: '文章 {name} 已下线',
    },
  },
} satisfies Pick<Translation, 'feedback' | 'promotion' | 'article'>;
