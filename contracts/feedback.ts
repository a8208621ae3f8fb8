/**
 * Feedback's payloads (docs/feedback.md): what the app sends (its screenshots first, then the
 * feedback naming them), what it reads back, and the records and calls of the feedback desk.
 * Statuses, events and the reply's bound are in ./feedbackKinds.ts (no zod there).
 */
import { z } from 'zod';
import { DEVICE_ID, EVENT_ID } from './appEvents.js';
import { FEEDBACK_EVENTS, FEEDBACK_REPLY_MAX, FEEDBACK_STATUSES } from './feedbackKinds.js';
import { idField, multilineText, pageOf, plainText } from './fields.js';
import { PAGE_SIZE_MAX } from './list.js';

export * from './feedbackKinds.js';

/** Characters of a feedback's text, once trimmed. */
export const FEEDBACK_TEXT_MAX = 2000;
/** Characters of the contact the app user leaves (a phone, an e-mail, a QQ number…). */
export const FEEDBACK_CONTACT_MAX = 100;
/** Screenshots one feedback may carry. */
export const FEEDBACK_SCREENSHOTS_MAX = 3;
/** Largest screenshot in bytes (413 beyond): a phone's full-screen PNG fits. */
export const SCREENSHOT_MAX_BYTES = 3_000_000;
/** Largest width and height in pixels (400 beyond, and for a zero side). */
export const SCREENSHOT_MAX_SIDE = 4096;

/** The app's calls, under the API base (`/rocketScript`). */
export const APP_FEEDBACK_PATH = '/api/app';
/** Where stored screenshots are served, each address signed and short-lived. */
export const SCREENSHOTS_PATH = '/rocketScript/api/feedback/screenshots';

/** A stored screenshot's name: the sha-256 of its bytes (hex) and the extension of its format. */
export const SCREENSHOT_KEY_PATTERN = /^[0-9a-f]{64}\.(?:png|jpg|webp)$/;
export const screenshotKey = z.string().regex(SCREENSHOT_KEY_PATTERN, 'a screenshot is named by what uploadScreenshot answered');

const textField = multilineText(FEEDBACK_TEXT_MAX).min(1);

/**
 * POST /api/app/sendFeedback (app users). `clientId` is the app's own id of this feedback: sent
 * again (the answer was lost), it answers the feedback stored the first time and stores nothing.
 */
export const sendFeedbackForm = z.strictObject({
  clientId: z.string().regex(EVENT_ID, 'clientId must be 8 to 64 letters, digits or . _ : -'),
  text: textField,
  contact: plainText(FEEDBACK_CONTACT_MAX).optional(),
  scriptId: idField.optional(),
  appVersion: plainText(32),
  deviceId: z.string().regex(DEVICE_ID, 'deviceId must be 8 to 64 letters, digits or . _ : -'),
  screenshots: z
    .array(screenshotKey)
    .max(FEEDBACK_SCREENSHOTS_MAX)
    .refine((keys) => new Set(keys).size === keys.length, { message: 'a screenshot is named once', params: { reason: 'invalid_value' } })
    .optional(),
});
export type SendFeedbackForm = z.infer<typeof sendFeedbackForm>;

/** A screenshot as answered: its name, and an address that shows it for a while. */
export const screenshotRef = z.object({
  key: screenshotKey,
  url: z.string().describe('A signed address of the image, valid for an hour'),
});
export type ScreenshotRef = z.infer<typeof screenshotRef>;

/** POST /api/app/uploadScreenshot: the body is the image's bytes. */
export const uploadedScreenshot = screenshotRef.extend({
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
});
export type UploadedScreenshot = z.infer<typeof uploadedScreenshot>;

const statusField = z.enum(FEEDBACK_STATUSES);

/** A feedback as its author reads it (myFeedback). */
export const myFeedbackRecord = z.object({
  id: z.number().int(),
  clientId: z.string(),
  text: z.string(),
  contact: z.string().nullable(),
  scriptId: z.number().int().nullable(),
  scriptName: z.string().nullable(),
  appVersion: z.string(),
  screenshots: z.array(screenshotRef),
  status: statusField,
  /** What the platform answered; null until a reply is written. */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyFeedbackRecord = z.infer<typeof myFeedbackRecord>;

/** POST /api/app/myFeedback: the caller's own feedback, newest first. */
export const myFeedbackQuery = z.strictObject({
  page: z.number().int().min(1).max(100_000).optional(),
  size: z.number().int().min(1).max(PAGE_SIZE_MAX).optional(),
});
export const myFeedbackPage = pageOf(myFeedbackRecord);
export type MyFeedbackPage = z.infer<typeof myFeedbackPage>;

/** A feedback on the feedback desk (GET /api/feedback/queryFeedback). */
export const feedbackRecord = myFeedbackRecord.omit({ clientId: true }).extend({
  userId: z.number().int(),
  userName: z.string(),
  deviceId: z.string(),
  handlerId: z.number().int().nullable(),
  handlerName: z.string().nullable(),
});
export type FeedbackRecord = z.infer<typeof feedbackRecord>;

/** The bodies of the flow's calls. */
export const feedbackIdForm = z.strictObject({ id: idField });
export const replyFeedbackForm = z.strictObject({ id: idField, reply: multilineText(FEEDBACK_REPLY_MAX).min(1) });
export type ReplyFeedbackForm = z.infer<typeof replyFeedbackForm>;

/** What a flow call answers. */
export const feedbackChange = z.object({
  id: z.number().int(),
  event: z.enum(FEEDBACK_EVENTS),
  from: statusField,
  to: statusField,
});
export type FeedbackChange = z.infer<typeof feedbackChange>;
