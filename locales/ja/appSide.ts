import type { Translation } from '../i18n-types.js';

// Strings of what app users and partners bring: feedback, partner promotions and business
// companies' articles (docs/flows.md). `event` names each event on its button and in a History;
// `done` is the notice once a person's event went through.
export const appSide = {
  feedback: {
    statusColumn: 'ステータス',
    status: { new: '未対応', in_progress: '対応中', replied: '返信済み', closed: '完了' },
    event: { TAKE: '対応開始', REPLY: '返信', CLOSE: '完了にする', REOPEN: '再対応' },
    done: {
      TAKE: 'フィードバック {name} の対応を開始しました',
      REPLY: 'フィードバック {name} に返信しました',
      CLOSE: 'フィードバック {name} を完了にしました',
      REOPEN: 'フィードバック {name} を再対応にしました',
    },
  },
  promotion: {
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
  },
  article: {
    statusColumn: 'ステータス',
    status: { draft: '下書き', published: '公開中', unpublished: '公開停止' },
    event: { PUBLISH: '公開', UNPUBLISH: '公開停止' },
    done: {
      PUBLISH: '記事 {name} を公開しました',
      UNPUBLISH: '記事 {name} の公開を停止しました',
    },
  },
} satisfies Pick<Translation, 'feedback' | 'promotion' | 'article'>;
