import type { Translation } from '../i18n-types.js';

// Strings of card keys: card groups, their keys and what they give (docs/cardKeys.md).
export const cardKeys = {
  cardKey: {
    groupId: 'カードキーグループ',
    cardId: 'キー ID',
    cardKey: 'カードキー',
    goodsCard: '商品',
    goods: { script: 'スクリプト', vip: 'VIP 会員', svip: 'SVIP 会員' },
    goodsName: '販売内容',
    cardNum: 'キー数',
    validDay: '有効日数',
    price: '1 キーあたりの価格',
    currency: '通貨',
    groupStatusColumn: 'グループの状態',
    groupStatus: { enabled: '有効', disabled: '無効' },
    statusColumn: 'キーの状態',
    status: { unused: '未使用', redeemed: '引き換え済み', expired: '期限切れ', disabled: '無効' },
    owner: '所有者',
    createdBy: '生成者',
    downloadedAt: 'キーのダウンロード日時',
    downloadCount: 'ダウンロード回数',
    unusedNum: '未使用',
    redeemedNum: '引き換え済み',
    expiredNum: '期限切れ',
    disabledNum: '無効',
    redeemedBy: '引き換えたユーザー',
    redeemedAt: '引き換え日時',
    expiresAt: '有効期限',
  },
} satisfies Pick<Translation, 'cardKey'>;
