/** Activity pop-ups: title, content, an https: image, a link, a schedule (end after start) and a switch. */
import { z } from 'zod';
import { httpsUrl, httpUrl, isoTimeField, multilineText, plainText, timeRangeProblems, updateFormOf } from './fields.js';

export const NOTICE_TITLE_MAX = 100;
export const NOTICE_CONTENT_MAX = 2000;

export const activityNoticeFields = {
  title: plainText(NOTICE_TITLE_MAX),
  content: multilineText(NOTICE_CONTENT_MAX),
  /** Loaded by the browser from elsewhere: https: only (the CSP's img-src allows no more). */
  imageUrl: httpsUrl.nullable(),
  linkUrl: httpUrl.nullable(),
  startAt: isoTimeField,
  endAt: isoTimeField,
  enabled: z.boolean(),
};

export const addActivityNoticeForm = z.strictObject(activityNoticeFields).superRefine((value, ctx) => {
  for (const problem of timeRangeProblems(value.startAt, value.endAt)) {
    ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message, params: { reason: 'invalid_value' } });
  }
});
export type AddActivityNoticeForm = z.infer<typeof addActivityNoticeForm>;
export const updateActivityNoticeForm = updateFormOf(activityNoticeFields);
export type UpdateActivityNoticeForm = z.infer<typeof updateActivityNoticeForm>;

export const activityNoticeRecord = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string(),
  enabled: z.boolean(),
  /** How many other enabled notices' schedules overlap this one's (0 = none). */
  overlaps: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ActivityNoticeRecord = z.infer<typeof activityNoticeRecord>;
