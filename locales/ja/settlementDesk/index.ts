// Strings of the activity, statistics and settlement screens and the charts.

import type { NamespaceSettlementDeskTranslation } from '../../i18n-types.js';

const ja_settlementDesk = {
  kinds: '精算の種類',
  scripts: 'スクリプトの月次',
  partners: 'パートナーの月次',
  waiting: '{count} 件待ち',
  note: '所有者が申請した月を古い順に表示します。ここで審査または差し戻しができます。別のステータスを選ぶと、所有者の確認待ちや精算済みの月を表示します。',
  empty: '対応待ちの精算はありません。所有者が精算を申請すると、その月がここに表示されます。',
} satisfies NamespaceSettlementDeskTranslation;

export default ja_settlementDesk;
