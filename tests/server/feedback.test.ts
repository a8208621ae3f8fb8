/**
 * The app's feedback calls on both databases (docs/feedback.md): screenshots uploaded first
 * (checked by their bytes, size-limited, private behind signed addresses), feedback sent once
 * per clientId, throttled per user, and read back with the reply by its author alone.
 */
import { describe, expect, it } from 'vitest';
import type { MyFeedbackPage, MyFeedbackRecord } from '../../contracts/feedback.js';
import { SCREENSHOT_MAX_BYTES } from '../../contracts/feedback.js';
import { tableCounts } from './support/controlCharacters.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { APP, FEEDBACK, feedbackForm, sendFeedback, uploadScreenshot } from './support/feedback.js';
import { greyJpeg, solidPng, WEBP } from './support/images.js';
import { call, useTestServer } from './support/server.js';
import { isoTime } from '../../server/db/values.js';
import { sweepFeedbackUploads } from '../../server/modules/feedback/uploadSweep.js';
import { openScreenshotStorage } from '../../server/modules/files/stores.js';

const FEW = { max: 3, windowSeconds: 3600 };
const DAY_MS = 24 * 60 * 60 * 1000;

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`the app's feedback on ${target.name}`, () => {
    const server = useTestServer(target);

    it('uploads screenshots of each format, refuses other content and too large ones, and serves them only at a signed address', async () => {
      const player = await server.sessionFor('player1');
      for (const [bytes, type] of [[solidPng(300, 600, [1, 2, 3]), 'image/png'], [greyJpeg(16, 16), 'image/jpeg'], [WEBP.lossless, 'image/webp']] as const) {
        const answer = await uploadScreenshot(server, player, bytes, type);
        expect(answer.status, answer.text).toBe(200);
        expect(answer.body.data.key).toMatch(/^[0-9a-f]{64}\.(png|jpg|webp)$/);
        const image = await fetch(new URL(answer.body.data.url, server.url));
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toBe(type);
        expect(Buffer.from(await image.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
        const unsigned = await fetch(new URL(answer.body.data.url.replace(/sig=[0-9a-f]+/, 'sig=' + '0'.repeat(32)), server.url));
        expect(unsigned.status).toBe(404);
      }
      const before = await tableCounts(server.db);
      const text = await uploadScreenshot(server, player, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
      expect(text.status).toBe(415);
      const html = await uploadScreenshot(server, player, Buffer.from('<html></html>'), 'application/octet-stream');
      expect(html.status).toBe(415);
      const huge = Buffer.concat([solidPng(10, 10, [0, 0, 0]), Buffer.alloc(SCREENSHOT_MAX_BYTES)]);
      expect((await uploadScreenshot(server, player, huge)).status).toBe(413);
      const wide = await uploadScreenshot(server, player, solidPng(5000, 10, [0, 0, 0]));
      expect(wide.status).toBe(400);
      expect(wide.body.data).toMatchObject({ fields: [{ field: 'screenshot', reason: 'too_big' }] });
      expect(await tableCounts(server.db)).toEqual(before);
      // Back-office accounts send no screenshots: the upload is the app's.
      expect((await uploadScreenshot(server, await server.sessionFor('admin'), solidPng(5, 5, [0, 0, 0]))).status).toBe(403);
    });

    it('stores a feedback once however often its clientId is sent, in sequence or at once', async () => {
      const player = await server.sessionFor('player1');
      const shot = (await uploadScreenshot(server, player, solidPng(20, 40, [9, 9, 9]))).body.data;
      const form = feedbackForm({ text: 'It freezes.\nEvery time, after the second level.', contact: 'me@example.com', screenshots: [shot.key] });
      const first = await sendFeedback(server, player, form);
      expect(first).toMatchObject({ status: 'new', text: form.text, contact: 'me@example.com', reply: null, screenshots: [{ key: shot.key }] });
      const again = await sendFeedback(server, player, { ...form, text: 'changed on the way' });
      expect(again.id).toBe(first.id);
      expect(again.text).toBe(form.text);
      const burstForm = feedbackForm();
      const burst = await Promise.all(Array.from({ length: 6 }, () => server.post<MyFeedbackRecord>(`${APP}/sendFeedback`, burstForm, { token: player })));
      expect(burst.map((answer) => answer.status)).toEqual(new Array(6).fill(200));
      expect(new Set(burst.map((answer) => answer.body.data.id)).size).toBe(1);
      const rows = await server.db.selectFrom('feedback').select('id').where('client_id', 'in', [form.clientId, burstForm.clientId]).execute();
      expect(rows).toHaveLength(2);
    });

    it('refuses more than 3 screenshots, someone else\'s and unknown ones, and a script that does not exist, storing nothing', async () => {
      const player1 = await server.sessionFor('player1');
      const player2 = await server.sessionFor('player2');
      const keys = [];
      for (let n = 0; n < 4; n++) keys.push((await uploadScreenshot(server, player1, solidPng(8, 8 + n, [n, 0, 0]))).body.data.key);
      const theirs = (await uploadScreenshot(server, player2, solidPng(9, 9, [7, 7, 7]))).body.data.key;
      const before = await tableCounts(server.db);
      const cases = [
        [{ screenshots: keys }, 'screenshots'],
        [{ screenshots: [keys[0]!, keys[0]!] }, 'screenshots'],
        [{ screenshots: [theirs] }, 'screenshots'],
        [{ screenshots: [`${'a'.repeat(64)}.png`] }, 'screenshots'],
        [{ screenshots: ['../../etc/passwd'] }, 'screenshots.0'],
        [{ scriptId: 2_000_000_000 }, 'scriptId'],
      ] as const;
      for (const [more, field] of cases) {
        const answer = await server.post(`${APP}/sendFeedback`, feedbackForm(more as never), { token: player1 });
        expect(answer.status, answer.text).toBe(400);
        expect((answer.body.data as { fields: { field: string }[] }).fields.map((f) => f.field)).toContain(field);
      }
      expect(await tableCounts(server.db)).toEqual(before);
    });

    it('shows the reply in myFeedback to its author only, newest first and paged', async () => {
      const player1 = await server.sessionFor('player1');
      const player2 = await server.sessionFor('player2');
      const admin = await server.sessionFor('admin');
      const mine = await sendFeedback(server, player1, feedbackForm({ text: 'Please answer me' }));
      expect((await server.post(`${FEEDBACK}/takeFeedback`, { id: mine.id }, { token: admin })).status).toBe(200);
      expect((await server.post(`${FEEDBACK}/replyFeedback`, { id: mine.id, reply: '  Fixed in 3.2.2  ' }, { token: admin })).status).toBe(200);
      const page = await server.post<MyFeedbackPage>(`${APP}/myFeedback`, { size: 2 }, { token: player1 });
      expect(page.status, page.text).toBe(200);
      expect(page.body.data.records[0]).toMatchObject({ id: mine.id, status: 'replied', reply: 'Fixed in 3.2.2', repliedAt: expect.any(String) });
      expect(page.body.data.records).toHaveLength(2);
      expect(page.body.data.total).toBeGreaterThan(2);
      const theirs = await server.post<MyFeedbackPage>(`${APP}/myFeedback`, {}, { token: player2 });
      expect(theirs.body.data.records.map((record) => record.id)).not.toContain(mine.id);
      expect(theirs.text).not.toContain('Fixed in 3.2.2');
      expect((await server.post(`${APP}/myFeedback`, {}, { token: admin })).status).toBe(403);
    });

    it('removes a screenshot left unattached for a day, and keeps one a feedback names', async () => {
      const player = await server.sessionFor('player2');
      const left = (await uploadScreenshot(server, player, solidPng(11, 22, [3, 1, 4]))).body.data;
      const kept = (await uploadScreenshot(server, player, solidPng(11, 23, [3, 1, 4]))).body.data;
      await sendFeedback(server, player, feedbackForm({ screenshots: [kept.key] }));
      await server.db.updateTable('feedback_uploads').set({ created_at: isoTime(Date.now() - 2 * DAY_MS) }).where('key', 'in', [left.key, kept.key]).execute();
      const removed = await sweepFeedbackUploads(server.db, await openScreenshotStorage(server.config));
      expect(removed).toContain(left.key);
      expect(removed).not.toContain(kept.key);
      expect((await fetch(new URL(left.url, server.url))).status).toBe(404);
      expect((await fetch(new URL(kept.url, server.url))).status).toBe(200);
      const rows = await server.db.selectFrom('feedback_uploads').select('key').where('key', 'in', [left.key, kept.key]).execute();
      expect(rows.map((row) => row.key)).toEqual([kept.key]);
    });

    it('answers 429 past the per-user limit; a resend of a stored feedback still answers; another user is not touched', async () => {
      const limited = await server.startAnother({ limits: { ...server.config.limits, feedbackPerUser: FEW, feedbackScreenshotsPerUser: FEW } });
      await server.db.deleteFrom('throttles').where('key', 'like', 'feedback:%').execute();
      const send = (token: string, form: object) => call(limited, 'POST', `${APP}/sendFeedback`, { token, body: form });
      const player1 = await server.sessionFor('player1');
      const forms = [feedbackForm(), feedbackForm(), feedbackForm()];
      for (const form of forms) expect((await send(player1, form)).status).toBe(200);
      const fourth = await send(player1, feedbackForm());
      expect(fourth.status).toBe(429);
      expect(fourth.headers.get('retry-after')).toBeTruthy();
      expect((await send(player1, forms[0]!)).status).toBe(200);
      expect((await send(await server.sessionFor('player2'), feedbackForm())).status).toBe(200);
    });
  });
}
