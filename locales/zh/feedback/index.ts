// Strings of what app users and partners bring: feedback, partner promotions and business
// companies' articles (docs/flows.md). `event` names each event on its button and in a History;
// `done` is the notice once a person's event went through.

import type { NamespaceFeedbackTranslation } from '../../i18n-types.js';

const zh_feedback = {
  statusColumn: '状态',
  status: { new: '待处理', in_progress: '处理中', replied: '已回复', closed: '已关闭' },
  event: { TAKE: '接手', REPLY: '回复', CLOSE: '关闭', REOPEN: '重新处理' },
  done: {
    TAKE: '已接手反馈 {name}',
    REPLY: '已回复反馈 {name}',
    CLOSE: '已关闭反馈 {name}',
    REOPEN: '已重新处理反馈 {name}',
  },
} satisfies NamespaceFeedbackTranslation;

export default zh_feedback;
