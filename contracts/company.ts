/** Business companies; their member users are the users list filtered by companyId. */
import { z } from 'zod';
import { plainText, updateFormOf } from './fields.js';

export const COMPANY_NAME_MAX = 128;

export const companyFields = { name: plainText(COMPANY_NAME_MAX) };
export const addCompanyForm = z.strictObject(companyFields);
export type AddCompanyForm = z.infer<typeof addCompanyForm>;
export const updateCompanyForm = updateFormOf(companyFields);
export type UpdateCompanyForm = z.infer<typeof updateCompanyForm>;

export const companyRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  memberCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type CompanyRecord = z.infer<typeof companyRecord>;
