/**
 * A stored feedback as its author reads it (myFeedback) and as the feedback desk lists it: the
 * screenshots as signed addresses, the names of the author, the script and the handler.
 */
import type { FeedbackRecord, FeedbackStatus, MyFeedbackRecord } from '../../../contracts/feedback.js';
import { userRecordName } from '../../../contracts/recordNames.js';
import type { Row } from '../../resource/resource.js';
import { screenshotRefs } from './screenshotLinks.js';

const textOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value));
const idOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function shared(row: Row, secret: string) {
  return {
    id: Number(row.id),
    text: String(row.text),
    contact: textOrNull(row.contact),
    scriptId: idOrNull(row.script_id),
    scriptName: textOrNull(row.script_name),
    appVersion: String(row.app_version),
    screenshots: screenshotRefs(secret, row.screenshots),
    status: row.status as FeedbackStatus,
    reply: textOrNull(row.reply),
    repliedAt: textOrNull(row.replied_at),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
  };
}

export function myFeedbackOf(row: Row, secret: string): MyFeedbackRecord {
  return { ...shared(row, secret), clientId: String(row.client_id) };
}

export function feedbackOf(row: Row, secret: string): FeedbackRecord {
  const handlerId = idOrNull(row.handler_id);
  return {
    ...shared(row, secret),
    userId: Number(row.user_id),
    userName: userRecordName(String(row.username), textOrNull(row.nickname)),
    deviceId: String(row.device_id),
    handlerId,
    handlerName: handlerId === null || row.handler_username === null ? null : userRecordName(String(row.handler_username), textOrNull(row.handler_nickname)),
  };
}
