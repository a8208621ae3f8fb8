// Strings of what app users and partners bring: feedback, partner promotions and business
// companies' articles (docs/flows.md). `event` names each event on its button and in a History;
// `done` is the notice once a person's event went through.

import type { NamespaceFeedbackTranslation } from '../../i18n-types.js';

const ja_feedback = {
  statusColumn: 'ステータス',
  status: { new: '未対応', in_progress: '対応中', replied: '返信済み', closed: '完了' },
  event: { TAKE: '対応開始', REPLY: '返信', CLOSE: '完了にする', REOPEN: '再対応' },
  done: {
    TAKE: 'フィードバック {name} の対応を開始しました',
    REPLY: 'フィードバック {name} に返信しました',
    CLOSE: 'フィードバック {name} を完了にしました',
    REOPEN: 'フィードバック {name} を再対応にしました',
  },
} satisfies NamespaceFeedbackTranslation;

export default ja_feedback;
