/** What a partner price change would re-price (docs/settlement.md, "Partner prices"). */
import type { PriceImpact } from '@contracts/partnerPrice.js';
import { request } from './client';

export type PriceImpactLoader = (id: number, priceFrom: string) => Promise<PriceImpact>;

export const loadPriceImpact: PriceImpactLoader = (id, priceFrom) =>
  request<PriceImpact>(
    { method: 'GET', url: '/api/cooperate/cooperatePriceImpact', params: { id, priceFrom } },
    { silent: true },
  );
