/**
 * The feedback desk's calls (docs/feedback.md): the list (through `resourceApi`, with its CSV
 * export of the filter) and the feedback flow's four events. Silent: the screen says what
 * happened, or why not, in the user's language.
 */
import type { FeedbackChange, ReplyFeedbackForm } from '@contracts/feedback.js';
import { feedbackContract } from '@contracts/resources/feedback.js';
import { request } from './client';
import { resourceApi, type ResourceApi } from './resources';

export type FeedbackListApi = ResourceApi<typeof feedbackContract>;

export interface FeedbackApi {
  records: FeedbackListApi;
  take(id: number): Promise<FeedbackChange>;
  reply(body: ReplyFeedbackForm): Promise<FeedbackChange>;
  close(id: number): Promise<FeedbackChange>;
  reopen(id: number): Promise<FeedbackChange>;
}

const API = `/api/${feedbackContract.area}`;

const silentPost = (action: string, data: unknown) =>
  request<FeedbackChange>({ method: 'POST', url: `${API}/${action}`, data }, { silent: true });

export const feedbackApi: FeedbackApi = {
  records: resourceApi(feedbackContract),
  take: (id) => silentPost('takeFeedback', { id }),
  reply: (body) => silentPost('replyFeedback', body),
  close: (id) => silentPost('closeFeedback', { id }),
  reopen: (id) => silentPost('reopenFeedback', { id }),
};
