import type { Translation } from '../i18n-types.js';

// Strings of card keys: card groups, their keys and what they give (docs/cardKeys.md).
export const cardKeys = {
  cardKey: {
    groupId: '卡密组',
    cardId: '卡密 ID',
    cardKey: '卡密',
    goodsCard: '商品',
    goods: { script: '脚本', vip: 'VIP 会员', svip: 'SVIP 会员' },
    goodsName: '售卖内容',
    cardNum: '卡密数量',
    validDay: '有效天数',
    price: '单价',
    currency: '币种',
    groupStatusColumn: '卡密组状态',
    groupStatus: { enabled: '已启用', disabled: '已停用' },
    statusColumn: '卡密状态',
    status: { unused: '未使用', redeemed: '已兑换', expired: '已过期', disabled: '已停用' },
    owner: '所属作者',
    createdBy: '生成人',
    downloadedAt: '卡密下载时间',
    downloadCount: '下载次数',
    unusedNum: '未使用',
    redeemedNum: '已兑换',
    expiredNum: '已过期',
    disabledNum: '已停用',
    redeemedBy: '兑换用户',
    redeemedAt: '兑换时间',
    expiresAt: '到期时间',
  },
} satisfies Pick<Translation, 'cardKey'>;
