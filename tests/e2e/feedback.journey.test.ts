/**
 * Feedback through the real product in Chromium (docs/feedback.md): an app user (player1, through
 * the app's calls) uploads a screenshot and sends feedback naming it; the admin opens the feedback
 * desk, previews the screenshot, takes the feedback up, replies and closes it; the app's
 * myFeedback call then answers the reply.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { solidPng } from '../server/support/images';
import { API, appSignIn } from './support/appUser';
import { journeysCanRun, signIn, useBrowser } from './support/journey';

describe.runIf(journeysCanRun)('feedback journey in Chromium', () => {
  const browser = useBrowser();

  it('sends feedback with a screenshot from the app; the admin previews, takes, replies and closes it; the app reads the reply', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const app = page.context().request;
    const player = await appSignIn(app, 'player1');
    const auth = { Authorization: `Bearer ${player}` };

    const upload = await app.post(`${API}/app/uploadScreenshot`, { headers: { ...auth, 'Content-Type': 'image/png' }, data: solidPng(240, 480, [250, 140, 22]) });
    expect(upload.status(), await upload.text()).toBe(200);
    const { key } = ((await upload.json()) as { data: { key: string } }).data;
    const words = `Journey ${randomUUID().slice(0, 8)}: the timer stops after ten minutes.`;
    const sent = await app.post(`${API}/app/sendFeedback`, {
      headers: auth,
      data: { clientId: `journey-${randomUUID()}`, text: words, appVersion: '3.2.1', deviceId: 'journey-device', screenshots: [key] },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const { id } = ((await sent.json()) as { data: { id: number } }).data;

    await signIn(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/wn/opinion-admin');
    const row = page.locator(`tr[data-row-id="${id}"]`);
    await row.getByText('New', { exact: true }).waitFor();

    // The screenshot opens in the preview, loaded from its signed address.
    await row.getByRole('button', { name: /^Open screenshot 1 of / }).click();
    const preview = page.getByRole('dialog');
    const image = preview.getByRole('img', { name: /^Screenshot 1 of / });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240);
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: 'Take', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Take', exact: true }).click();
    await row.getByText('In progress', { exact: true }).waitFor();

    await row.getByRole('button', { name: 'Reply', exact: true }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox').fill('Fixed in 3.2.2: update the app, please.');
    await form.getByRole('button', { name: 'Reply', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await row.getByText('Replied', { exact: true }).waitFor();

    await row.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close', exact: true }).click();
    await row.getByText('Closed', { exact: true }).waitFor();

    const mine = await app.post(`${API}/app/myFeedback`, { headers: auth, data: {} });
    expect(mine.status()).toBe(200);
    const records = ((await mine.json()) as { data: { records: { id: number; status: string; reply: string | null }[] } }).data.records;
    expect(records.find((record) => record.id === id)).toMatchObject({ status: 'closed', reply: 'Fixed in 3.2.2: update the app, please.' });
  });
});
