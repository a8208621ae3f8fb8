/**
 * Partner promotions (docs/promotions.md): what a partner puts in the assistant app (a banner on
 * the home page, a card in the script list, a splash at launch) for a period, approved by ADMIN.
 * The forms, the record, the figures and the app's two calls. Statuses and the flow's rules:
 * ./promotionKinds.ts and machines/promotion.machine.ts.
 */
import { z } from 'zod';
import { eventIdentity } from './appEvents.js';
import { COVER_URL_PATTERN } from './files.js';
import { idField, isHttpsUrl, isoTimeField, plainText, timeRangeProblems, updateFormOf } from './fields.js';
import { PROMOTION_POSITIONS, PROMOTION_REJECT_REASON_MAX, PROMOTION_STATUSES } from './promotionKinds.js';

export { PROMOTION_POSITIONS, type PromotionPosition } from './promotionKinds.js';

export const PROMOTION_TITLE_MAX = 60;
export const PROMOTION_LINK_MAX = 500;

/** Where a tap on the promotion leads: an https: address only (no javascript:, data:, http:…). */
export const promotionLink = z
  .string()
  .trim()
  .max(PROMOTION_LINK_MAX)
  .refine(isHttpsUrl, { message: 'must be an https URL', params: { reason: 'invalid_format' } });

/** An image uploaded through the app (POST /api/files/uploadImage), as a cover is. */
export const promotionImage = z.string().regex(COVER_URL_PATTERN, { message: 'must be an image uploaded through the app' });

const promotionFields = {
  title: plainText(PROMOTION_TITLE_MAX),
  imageUrl: promotionImage,
  linkUrl: promotionLink,
  position: z.enum(PROMOTION_POSITIONS),
  startsAt: isoTimeField,
  endsAt: isoTimeField,
};

/** The period's problem, on `endsAt`: it must come after `startsAt`. */
export function promotionPeriodProblems(startsAt: string | undefined, endsAt: string | undefined): { field: string; message: string }[] {
  return timeRangeProblems(startsAt, endsAt).map(() => ({ field: 'endsAt', message: 'endsAt must be after startsAt' }));
}

export const addPromotionForm = z
  .strictObject({
    ...promotionFields,
    /** The partner (`cooperates.id`). ADMIN must name it; a COOPERATE user may leave it out (their own). */
    partnerId: idField.optional(),
  })
  .superRefine((value, ctx) => {
    if (promotionPeriodProblems(value.startsAt, value.endsAt).length > 0) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'endsAt must be after startsAt', params: { reason: 'invalid_value' } });
    }
  });
export type AddPromotionForm = z.infer<typeof addPromotionForm>;
/** A draft's fields; the partner stays the one it was made for. */
export const updatePromotionForm = updateFormOf(promotionFields);
export type UpdatePromotionForm = z.infer<typeof updatePromotionForm>;

export const promotionRecord = z.object({
  id: z.number().int(),
  partnerId: z.number().int(),
  partnerName: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
  position: z.enum(PROMOTION_POSITIONS),
  startsAt: z.string(),
  endsAt: z.string(),
  /** As it stands now: a scheduled promotion whose start has come reads `live` before the sweep records it. */
  status: z.enum(PROMOTION_STATUSES),
  rejectReason: z.string().nullable(),
  createdBy: z.number().int(),
  createdByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PromotionRecord = z.infer<typeof promotionRecord>;

// ---- the flow's calls (/api/promotion/<event>Promotion) -------------------------------------

export const promotionIdForm = z.strictObject({ id: idField });
export const rejectPromotionForm = z.strictObject({
  id: idField,
  reason: plainText(PROMOTION_REJECT_REASON_MAX),
});
export type RejectPromotionForm = z.infer<typeof rejectPromotionForm>;

export const promotionChange = z.object({
  id: z.number().int(),
  from: z.enum(PROMOTION_STATUSES),
  to: z.enum(PROMOTION_STATUSES),
});
export type PromotionChange = z.infer<typeof promotionChange>;

// ---- figures (GET /api/promotion/queryPromotionFigures?id=) ---------------------------------

export const promotionFiguresQuery = z.strictObject({ id: z.coerce.number().pipe(idField) });

export const promotionDay = z.object({
  /** The UTC day, YYYY-MM-DD. */
  day: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
});
export type PromotionDay = z.infer<typeof promotionDay>;

export const promotionFigures = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Oldest first; only days with figures. */
  days: z.array(promotionDay),
  impressions: z.number().int(),
  clicks: z.number().int(),
});
export type PromotionFigures = z.infer<typeof promotionFigures>;

/** Clicks per impression (0 when nothing was shown), as a fraction. */
export function clickThroughRate(impressions: number, clicks: number): number {
  return impressions > 0 ? clicks / impressions : 0;
}

// ---- the app's calls ------------------------------------------------------------------------

/** What the app saw happen to a promotion: shown (impression) or tapped (click). */
export const PROMOTION_EVENT_KINDS = ['impression', 'click'] as const;
export type PromotionEventKind = (typeof PROMOTION_EVENT_KINDS)[number];

/** One event of POST /api/app/reportPromotions (batched as launches are: contracts/appEvents.ts). */
export const promotionEvent = z.strictObject({
  ...eventIdentity,
  promotionId: idField,
  kind: z.enum(PROMOTION_EVENT_KINDS),
});
export type PromotionEvent = z.infer<typeof promotionEvent>;

/** POST /api/app/livePromotions: the promotions live now at one place. */
export const livePromotionsForm = z.strictObject({ position: z.enum(PROMOTION_POSITIONS) });

export const livePromotion = promotionRecord.pick({
  id: true,
  title: true,
  /** Relative to the server (the public cover address). */
  imageUrl: true,
  linkUrl: true,
  position: true,
  startsAt: true,
  endsAt: true,
});
export type LivePromotion = z.infer<typeof livePromotion>;
export const livePromotions = z.object({ records: z.array(livePromotion) });
