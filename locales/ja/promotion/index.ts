// Strings of what app users and partners bring: feedback, partner promotions and business
// companies' articles (docs/flows.md). `event` names each event on its button and in a History;
// `done` is the notice once a person's event went through.

import type { NamespacePromotionTranslation } from '../../i18n-types.js';

const ja_promotion = {
  statusColumn: 'ステータス',
  status: { draft: '下書き', pending: '承認待ち', scheduled: '開始待ち', live: '実施中', ended: '終了' },
  event: { SUBMIT: '提出', APPROVE: '承認', REJECT: '却下', WITHDRAW: '取り下げ', START: '開始', END: '終了' },
  done: {
    SUBMIT: 'プロモーション {name} を承認申請しました',
    APPROVE: 'プロモーション {name} を承認しました',
    REJECT: 'プロモーション {name} を却下しました',
    WITHDRAW: 'プロモーション {name} を取り下げました',
    END: 'プロモーション {name} を終了しました',
  },
} satisfies NamespacePromotionTranslation;

export default ja_promotion;
