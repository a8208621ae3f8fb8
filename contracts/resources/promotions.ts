/**
 * Partner promotions' list (/api/promotion/queryPromotion, exportPromotion, addPromotion,
 * updatePromotion; docs/promotions.md). ADMIN sees every partner's; a COOPERATE user their own
 * partner's. The status filter reads the status as it stands now (a due start or end counts).
 */
import { z } from 'zod';
import { addPromotionForm, PROMOTION_POSITIONS, promotionRecord, updatePromotionForm } from '../promotion.js';
import { PROMOTION_STATUSES } from '../promotionKinds.js';
import { defineContract } from '../resourceContract.js';

export const promotionContract = defineContract({
  area: 'promotion',
  entity: 'Promotion',
  record: promotionRecord,
  filters: {
    status: { kind: 'custom', schema: z.enum(PROMOTION_STATUSES) },
    partnerId: { kind: 'equals', type: 'int' },
    position: { kind: 'enum', values: PROMOTION_POSITIONS },
    title: { kind: 'contains' },
    startsAt: { kind: 'dateRange' },
  },
  sort: ['id', 'title', 'startsAt', 'endsAt', 'createdAt'],
  defaultSort: { field: 'id', direction: 'desc' },
  columns: {
    id: { label: 'list.id', format: 'integer' },
    title: { label: 'promotionArea.title', format: 'text' },
    imageUrl: { label: 'promotionArea.image', format: 'text' },
    partnerId: { label: 'promotionArea.partner', format: 'text', shows: 'partnerName' },
    position: { label: 'promotionArea.position', format: { labels: 'promotionArea.positions' } },
    linkUrl: { label: 'promotionArea.link', format: 'text' },
    startsAt: { label: 'promotionArea.startsAt', format: 'time' },
    endsAt: { label: 'promotionArea.endsAt', format: 'time' },
    status: { label: 'promotion.statusColumn', format: { labels: 'promotion.status' } },
    rejectReason: { label: 'promotionArea.rejectReason', format: 'text' },
    createdBy: { label: 'promotionArea.createdBy', format: 'text', shows: 'createdByName' },
    createdAt: { label: 'list.createdAt', format: 'time' },
  },
  add: addPromotionForm,
  update: updatePromotionForm,
});
