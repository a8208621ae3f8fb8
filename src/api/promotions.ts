/**
 * The promotion calls (docs/promotions.md): the list (through `resourceApi`: query, export, add,
 * update), one call per flow event, a promotion's figures and the image upload. The event calls
 * are silent: the screen says what happened, or why not, in the user's language.
 */
import type { PromotionChange, PromotionFigures, RejectPromotionForm } from '@contracts/promotion.js';
import { promotionContract } from '@contracts/resources/promotions.js';
import { request } from './client';
import { uploadImage, type ImageUploader } from './files';
import { resourceApi, type ResourceApi } from './resources';

/** The flow's calls that need only the promotion's id. */
export type PromotionCall = 'submitPromotion' | 'approvePromotion' | 'withdrawPromotion' | 'endPromotion';

export interface PromotionApi {
  records: ResourceApi<typeof promotionContract>;
  change(action: PromotionCall, id: number): Promise<PromotionChange>;
  /** REJECT, with the reason the partner reads. */
  reject(body: RejectPromotionForm): Promise<PromotionChange>;
  figures(id: number): Promise<PromotionFigures>;
  uploadImage: ImageUploader;
}

const API = `/api/${promotionContract.area}`;

export const promotionApi: PromotionApi = {
  records: resourceApi(promotionContract),
  change: (action, id) => request<PromotionChange>({ method: 'POST', url: `${API}/${action}`, data: { id } }, { silent: true }),
  reject: (body) => request<PromotionChange>({ method: 'POST', url: `${API}/rejectPromotion`, data: body }, { silent: true }),
  figures: (id) => request<PromotionFigures>({ method: 'GET', url: `${API}/queryPromotionFigures`, params: { id } }, { silent: true }),
  uploadImage,
};
