/**
 * The card key lists (docs/cardKeys.md): card groups (/api/card/queryCardGroup) and their keys
 * (/api/card/queryCardKey), each with its CSV export of the filter. ADMIN sees all; a CREATOR the
 * groups of their own scripts and those groups' keys. Keys are never listed in clear.
 */
import {
  CARD_GOODS_KINDS,
  CARD_GROUP_STATUSES,
  CARD_KEY_STATUSES,
  cardGroupRecord,
  cardKeyFilter,
  cardKeyRecord,
} from '../cardKeys.js';
import { defineContract } from '../resourceContract.js';

const goodsCard = { kind: 'enum', values: CARD_GOODS_KINDS } as const;
const groupStatus = { kind: 'enum', values: CARD_GROUP_STATUSES } as const;

export const cardGroupContract = defineContract({
  area: 'card',
  entity: 'CardGroup',
  record: cardGroupRecord,
  filters: {
    goodsCard,
    goodsId: { kind: 'equals', type: 'int' },
    groupStatus,
    ownerId: { kind: 'equals', type: 'int' },
    createdAt: { kind: 'dateRange' },
  },
  sort: ['id', 'cardNum', 'validDay', 'createdAt'],
  defaultSort: { field: 'id', direction: 'desc' },
  columns: {
    id: { label: 'cardKey.groupId', format: 'integer' },
    goodsCard: { label: 'cardKey.goodsCard', format: { labels: 'cardKey.goods' } },
    goodsId: { label: 'cardKey.goodsName', format: 'text', shows: 'goodsName', otherwise: { labels: 'cardKey.goods', by: 'goodsCard' } },
    cardNum: { label: 'cardKey.cardNum', format: 'integer' },
    validDay: { label: 'cardKey.validDay', format: 'integer' },
    price: { label: 'cardKey.price', format: 'money' },
    groupStatus: { label: 'cardKey.groupStatusColumn', format: { labels: 'cardKey.groupStatus' } },
    unusedNum: { label: 'cardKey.unusedNum', format: 'integer' },
    redeemedNum: { label: 'cardKey.redeemedNum', format: 'integer' },
    expiredNum: { label: 'cardKey.expiredNum', format: 'integer' },
    disabledNum: { label: 'cardKey.disabledNum', format: 'integer' },
    ownerId: { label: 'cardKey.owner', format: 'text', shows: 'ownerName' },
    createdBy: { label: 'cardKey.createdBy', format: 'text', shows: 'createdByName' },
    downloadedAt: { label: 'cardKey.downloadedAt', format: 'time' },
    downloadCount: { label: 'cardKey.downloadCount', format: 'integer' },
    createdAt: { label: 'list.createdAt', format: 'time' },
  },
});

export const cardKeyContract = defineContract({
  area: 'card',
  entity: 'CardKey',
  record: cardKeyRecord,
  filters: {
    cardKey: { kind: 'custom', schema: cardKeyFilter },
    groupId: { kind: 'equals', type: 'int' },
    goodsCard,
    goodsId: { kind: 'equals', type: 'int' },
    status: { kind: 'enum', values: CARD_KEY_STATUSES },
    groupStatus,
    redeemedBy: { kind: 'equals', type: 'int' },
    redeemedByName: { kind: 'contains' },
    redeemedAt: { kind: 'dateRange' },
  },
  sort: ['id', 'redeemedAt', 'expiresAt'],
  defaultSort: { field: 'id', direction: 'desc' },
  columns: {
    id: { label: 'cardKey.cardId', format: 'integer' },
    cardKey: { label: 'cardKey.cardKey', format: 'text' },
    groupId: { label: 'cardKey.groupId', format: 'integer' },
    goodsCard: { label: 'cardKey.goodsCard', format: { labels: 'cardKey.goods' } },
    goodsId: { label: 'cardKey.goodsName', format: 'text', shows: 'goodsName', otherwise: { labels: 'cardKey.goods', by: 'goodsCard' } },
    validDay: { label: 'cardKey.validDay', format: 'integer' },
    status: { label: 'cardKey.statusColumn', format: { labels: 'cardKey.status' } },
    groupStatus: { label: 'cardKey.groupStatusColumn', format: { labels: 'cardKey.groupStatus' } },
    redeemedBy: { label: 'cardKey.redeemedBy', format: 'text', shows: 'redeemedByName' },
    redeemedAt: { label: 'cardKey.redeemedAt', format: 'time' },
    expiresAt: { label: 'cardKey.expiresAt', format: 'time' },
    createdAt: { label: 'list.createdAt', format: 'time' },
  },
});
