// Strings of the partner, script-partner and linker figure screens.

import type { NamespaceFiguresTranslation } from '../../i18n-types.js';

const ja_figures = {
  utc: '日付と月は UTC で集計されます。各月は翌月 1 日 00:00（UTC）に締まります。',
  ownPartner: 'ご自身のパートナーアカウントの数値のみを表示しています。',
  applyHint:
    '月が締まったら統計を申請し、審査が終わったら精算を確定してください。確定した精算は変更できません。',
  examineHint:
    '提出された月を審査する（最終アクティブ数は減らすことのみ可能で、増やすことはできません）か、理由を添えて所有者に差し戻してください。',
  settledElsewhere:
    'あなたのスクリプトの月次統計です。締まった月の申請や審査済みの月の確認は「精算」で行います。',
  linkerScope: 'プラットフォーム全体での共有連打設定の利用状況です。',
  scriptDayScope:
    '各スクリプトの日ごとのアクティブ数と、実行されたプラットフォームの内訳です。合計行の eCPM は各日のアクティブ数で加重した平均です。',
} satisfies NamespaceFiguresTranslation;

export default ja_figures;
