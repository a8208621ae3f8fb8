/**
 * Review of clicker configs and shared clicker configs (docs/review.md):
 *
 *   pending  --APPROVE (ADMIN: "examine")--> approved
 *   pending  --REJECT (ADMIN, with a reason)--> rejected
 *   approved | delisted --LIST (ADMIN: "list", favour)--> listed
 *   listed   --DELIST (ADMIN: "delist", deprecated)--> delisted
 *   rejected --RESUBMIT (owner)--> pending
 *
 * Stored as these lower-case strings; labels come from the locales. The machine that decides is
 * machines/review.machine.ts.
 */
import { z } from 'zod';
import { idField, queryIdField, multilineText, plainText } from './fields.js';

import { REVIEW_STATUSES } from './reviewKinds.js';
export * from './reviewKinds.js';

/** The user sending a review event, as much of them as the guards read. */
export interface ReviewActor {
  id: number;
  roles: readonly string[];
}

export const REJECT_REASON_MAX = 200;
/** A config's content: the clicker script's settings, as the app uploads them (text, e.g. JSON). */
export const CONFIG_CONTENT_MAX = 20_000;

/** POST …/approve…, list…, delist…, resubmit…: one record. */
export const reviewIdForm = z.strictObject({ id: idField });
export type ReviewIdForm = z.infer<typeof reviewIdForm>;

/** POST …/reject…: why, for the owner to read. */
export const rejectForm = z.strictObject({ id: idField, reason: plainText(REJECT_REASON_MAX) });
export type RejectForm = z.infer<typeof rejectForm>;

/** POST …/resubmit…: optionally with corrected content. */
export const resubmitForm = z.strictObject({
  id: idField,
  content: multilineText(CONFIG_CONTENT_MAX).min(1).optional(),
});
export type ResubmitForm = z.infer<typeof resubmitForm>;

/** The most records one batch approval takes. */
export const REVIEW_BATCH_MAX = 200;

/** POST …/approve…Batch: approve a selection; each record on its own (one refusal stops none). */
export const approveBatchForm = z.strictObject({
  ids: z
    .array(idField)
    .min(1)
    .max(REVIEW_BATCH_MAX)
    .refine((ids) => new Set(ids).size === ids.length, {
      message: 'ids must not repeat',
    }),
});
export type ApproveBatchForm = z.infer<typeof approveBatchForm>;

/** What a batch approval answers: which went, which were refused and why (a reason code). */
export const approveBatchAnswer = z.object({
  approved: z.array(idField),
  refused: z.array(z.object({ id: idField, reason: z.string() })),
});
export type ApproveBatchAnswer = z.infer<typeof approveBatchAnswer>;

/** What one review event answers. */
export const reviewChange = z.object({
  id: idField,
  from: z.enum(REVIEW_STATUSES),
  to: z.enum(REVIEW_STATUSES),
  rejectReason: z.string().nullable(),
});
export type ReviewChange = z.infer<typeof reviewChange>;

// ---- the reviewed records ----------------------------------------------------------------------

const reviewFields = {
  id: idField,
  ownerId: idField,
  ownerNick: z.string(),
  status: z.enum(REVIEW_STATUSES),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** GET /api/config/queryConfig: a clicker config submitted for a script (content: getConfigContent). */
export const configRecord = z.object({
  ...reviewFields,
  configName: z.string(),
  scriptId: idField,
  scriptName: z.string(),
  /** The first characters of the content, for the list. */
  contentPreview: z.string(),
});
export type ConfigRecord = z.infer<typeof configRecord>;

/** GET /api/linker/queryLinker: a shared clicker config (linkerId, linkerName, configName). */
export const linkerRecord = z.object({
  ...reviewFields,
  linkerName: z.string(),
  configName: z.string(),
  scriptId: idField.nullable(),
  scriptName: z.string().nullable(),
  contentPreview: z.string(),
});
export type LinkerRecord = z.infer<typeof linkerRecord>;

/** GET /api/<config|linker>/get<Entity>Content?id=: the whole content under review. */
export const reviewContentQuery = z.strictObject({ id: queryIdField });
export const reviewContent = z.object({ id: idField, content: z.string() });
export type ReviewContent = z.infer<typeof reviewContent>;

export const CONTENT_PREVIEW_LENGTH = 80;
