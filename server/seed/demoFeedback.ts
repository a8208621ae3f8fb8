/**
 * Demo feedback (docs/feedback.md), so the feedback desk has data: player1's and player2's
 * feedback in every status, one with a screenshot, made through the app's own calls' code
 * (screenshot kept, feedback sent) and moved by ADMIN through the feedback machine, so the audit
 * trail and each feedback's History read as they happened. Once: a database with any feedback is
 * left alone.
 */
import type { Kysely } from 'kysely';
import type { SendFeedbackForm } from '../../contracts/feedback.js';
import type { DB } from '../db/schema.js';
import { DEFAULT_LIMITS } from '../limits.js';
import { changeFeedback } from '../modules/feedback/flow.js';
import { keepScreenshot } from '../modules/feedback/screenshotRoutes.js';
import { sendFeedback } from '../modules/feedback/send.js';
import { checkImage } from '../modules/files/imageCheck.js';
import type { FileStorage } from '../modules/files/storage.js';
import { solidPng } from './demoCovers.js';

const HOUR_MS = 60 * 60 * 1000;

async function idOf(db: Kysely<DB>, table: 'users' | 'scripts', column: 'username_key' | 'script_name', value: string): Promise<number | null> {
  const row = await db.selectFrom(table as 'users').select('id').where(column as 'username_key', '=', value).executeTakeFirst();
  return row?.id ?? null;
}

export async function seedDemoFeedback(db: Kysely<DB>, screenshots: FileStorage, now: number = Date.now()): Promise<void> {
  if (await db.selectFrom('feedback').select('id').limit(1).executeTakeFirst()) return;
  const player1 = await idOf(db, 'users', 'username_key', 'player1');
  const player2 = await idOf(db, 'users', 'username_key', 'player2');
  const admin = await idOf(db, 'users', 'username_key', 'admin');
  if (player1 === null || player2 === null || admin === null) return;
  const puzzle = (await idOf(db, 'scripts', 'script_name', 'Puzzle Kingdom Auto')) ?? undefined;
  const deps = { db, secret: 'demo', limits: DEFAULT_LIMITS };
  const shot = await keepScreenshot(db, screenshots, player1, checkImage(solidPng(360, 640, [24, 144, 255]), 4096, 'screenshot'), now - 30 * HOUR_MS);
  const send = (userId: number, hoursAgo: number, form: Omit<SendFeedbackForm, 'appVersion' | 'deviceId'>) =>
    sendFeedback(deps, userId, { appVersion: '3.2.1', deviceId: `demo-device-${userId}`, ...form }, now - hoursAgo * HOUR_MS);

  const stuck = await send(player1, 30, {
    clientId: 'demo-feedback-0001',
    text: 'The script stops on the second level after the latest update. The screenshot shows where it stays.',
    contact: 'player1@example.com',
    scriptId: puzzle,
    screenshots: [shot.key],
  });
  const slow = await send(player2, 26, { clientId: 'demo-feedback-0002', text: 'Start-up takes almost a minute on my cloud phone.' });
  const thanks = await send(player1, 50, { clientId: 'demo-feedback-0003', text: 'Could you add a dark theme to the app?', scriptId: puzzle });
  const spam = await send(player2, 70, { clientId: 'demo-feedback-0004', text: 'test test' });
  await send(player2, 2, { clientId: 'demo-feedback-0005', text: 'Where do I type my card key?', contact: '13800000012' });

  const actor = { id: admin, roles: ['ADMIN'] };
  const at = (hoursAgo: number) => now - hoursAgo * HOUR_MS;
  await changeFeedback(db, slow.id, admin, { type: 'TAKE', actor }, at(20));
  await changeFeedback(db, thanks.id, admin, { type: 'TAKE', actor }, at(48));
  await changeFeedback(db, thanks.id, admin, { type: 'REPLY', actor, reply: 'Thank you! A dark theme is planned for the next version of the app.' }, at(47));
  await changeFeedback(db, spam.id, admin, { type: 'CLOSE', actor }, at(69));
  void stuck; // stays new: the desk's first row to take up
}
