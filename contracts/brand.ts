/**
 * Brands: owned by a CREATOR. ADMIN sees and manages all of them and names the owner; a CREATOR
 * sees and manages only their own (ownerId is then theirs, whatever is sent).
 */
import { z } from 'zod';
import { idField, plainText, updateFormOf } from './fields.js';

export const BRAND_NAME_MAX = 64;

export const brandFields = {
  brandName: plainText(BRAND_NAME_MAX),
  /** The owning CREATOR. ADMIN must give it; a CREATOR may leave it out (or give their own id). */
  ownerId: idField.optional(),
};
export const addBrandForm = z.strictObject(brandFields);
export type AddBrandForm = z.infer<typeof addBrandForm>;
export const updateBrandForm = updateFormOf(brandFields);
export type UpdateBrandForm = z.infer<typeof updateBrandForm>;

export const brandRecord = z.object({
  id: z.number().int(),
  brandName: z.string(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BrandRecord = z.infer<typeof brandRecord>;
