/** Helpers of the feedback tests (docs/feedback.md): uploading screenshots, sending feedback. */
import { expect } from 'vitest';
import type { MyFeedbackRecord, SendFeedbackForm, UploadedScreenshot } from '../../../contracts/feedback.js';
import type { Envelope } from '../../../contracts/envelope.js';
import { API, type Answer, type TestServer } from './server.js';

export const APP = `${API}/app`;
export const FEEDBACK = `${API}/feedback`;

/** POST uploadScreenshot with raw bytes. */
export async function uploadScreenshot(server: TestServer, token: string, bytes: Uint8Array, contentType = 'image/png'): Promise<Answer<UploadedScreenshot>> {
  const response = await fetch(new URL(`${APP}/uploadScreenshot`, server.url), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType, 'X-Client-Type': 'pc' },
    body: Buffer.from(bytes),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as Envelope<UploadedScreenshot>, text };
}

let sent = 0;

/** A valid feedback body with a fresh clientId. */
export function feedbackForm(more: Partial<SendFeedbackForm> = {}): SendFeedbackForm {
  sent += 1;
  return { clientId: `test-${Date.now()}-${sent}`, text: 'The app freezes on start.', appVersion: '3.2.1', deviceId: 'device-0001', ...more };
}

export async function sendFeedback(server: TestServer, token: string, form: SendFeedbackForm): Promise<MyFeedbackRecord> {
  const answer = await server.post<MyFeedbackRecord>(`${APP}/sendFeedback`, form, { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data;
}
