/**
 * The feedback desk's list (docs/feedback.md): /api/feedback/queryFeedback and exportFeedback,
 * filtered by status, script, words in the text and the days received. Written only through the
 * feedback flow's calls (contracts/feedback.ts).
 */
import { FEEDBACK_STATUSES, feedbackRecord } from '../feedback.js';
import { defineContract } from '../resourceContract.js';

export const feedbackContract = defineContract({
  area: 'feedback',
  entity: 'Feedback',
  record: feedbackRecord,
  filters: {
    status: { kind: 'enum', values: FEEDBACK_STATUSES },
    scriptId: { kind: 'equals', type: 'int' },
    text: { kind: 'contains' },
    createdAt: { kind: 'dateRange' },
  },
  sort: ['id', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'id', direction: 'desc' },
  columns: {
    id: { label: 'feedbackDesk.id', format: 'integer' },
    status: { label: 'feedback.statusColumn', format: { labels: 'feedback.status' } },
    text: { label: 'feedbackDesk.text', format: 'text' },
    userId: { label: 'feedbackDesk.user', format: 'text', shows: 'userName' },
    contact: { label: 'feedbackDesk.contact', format: 'text' },
    scriptId: { label: 'feedbackDesk.script', format: 'text', shows: 'scriptName' },
    appVersion: { label: 'feedbackDesk.appVersion', format: 'text' },
    deviceId: { label: 'feedbackDesk.deviceId', format: 'text' },
    handlerId: { label: 'feedbackDesk.handler', format: 'text', shows: 'handlerName' },
    reply: { label: 'feedbackDesk.reply', format: 'text' },
    createdAt: { label: 'feedbackDesk.receivedAt', format: 'time' },
    updatedAt: { label: 'list.updatedAt', format: 'time' },
  },
});
