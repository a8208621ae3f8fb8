/**
 * Partner promotions through the real product in Chromium (docs/promotions.md): partner1 creates
 * a promotion starting a few seconds ahead, with an image uploaded through the form, and submits
 * it; the admin approves it; after its start the list shows it live, and the server's sweep (every
 * second on the journeys' server) has recorded its START; the app reports what it showed and what
 * was tapped, and the partner reads the figures, drawn as a chart and in a table.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { solidPng } from '../../server/seed/demoCovers';
import { API, appSignIn } from './support/appUser';
import { journeysCanRun, signIn, useBrowser } from './support/journey';

const SCREEN = '/cooperate/cooperate-advert-admin';
const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const localTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/** The session token the browser keeps (the Admin-Token cookie). */
async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'Admin-Token');
  if (!cookie) throw new Error('not signed in');
  return decodeURIComponent(cookie.value);
}

async function signedInAs(page: Page, username: string) {
  await signIn(page, username);
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

describe.runIf(journeysCanRun)('partner promotions journey in Chromium', () => {
  const browser = useBrowser();

  it('a partner creates and submits a promotion, the admin approves it, and it goes live at its start', async () => {
    const partner = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signedInAs(partner, 'partner1');
    await partner.goto(SCREEN);
    await partner.getByRole('table').first().waitFor();

    const title = `Journey offer ${Date.now().toString(36)}`;
    const start = new Date(Date.now() + 15_000);
    const end = new Date(start.getTime() + 86_400_000);
    await partner.getByRole('button', { name: 'New promotion', exact: true }).click();
    const form = partner.getByRole('dialog');
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    const uploaded = partner.waitForResponse((r) => r.url().includes('/files/uploadImage'));
    await form.getByTestId('cover-file').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: solidPng(320, 100, [200, 60, 40]) });
    expect((await uploaded).status()).toBe(200);
    await form.getByRole('img', { name: 'Cover image preview' }).waitFor();
    await form.getByRole('textbox', { name: 'Link' }).fill('https://example.com/journey');
    await form.getByRole('combobox', { name: 'Position' }).selectOption({ label: 'Home banner' });
    for (const [label, value] of [['Start date', localDate(start)], ['End date', localDate(end)]] as const) {
      await form.getByRole('combobox', { name: label }).fill(value);
      await form.getByRole('combobox', { name: label }).press('Tab');
    }
    await form.getByLabel('Start time').fill(localTime(start));
    await form.getByLabel('End time').fill(localTime(end));
    const created = partner.waitForResponse((r) => r.url().includes('/promotion/addPromotion'));
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    const answer = await created;
    expect(answer.status(), await answer.text()).toBe(200);
    const id = ((await answer.json()) as { data: { id: number } }).data.id;
    await form.waitFor({ state: 'detached' });

    // Submit the draft: it awaits approval and offers no edit any more.
    const row = partner.locator(`tr[data-row-id="${id}"]`);
    await row.getByRole('button', { name: 'Submit' }).click();
    await row.getByText('Awaiting approval', { exact: true }).waitFor();
    await expect.poll(() => row.getByRole('button', { name: 'Edit' }).count()).toBe(0);

    // The admin approves it.
    const admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signedInAs(admin, 'admin');
    await admin.goto(`${SCREEN}?status=pending`);
    const adminRow = admin.locator(`tr[data-row-id="${id}"]`);
    await adminRow.getByRole('button', { name: 'Approve' }).click();
    await adminRow.waitFor({ state: 'detached' });

    // After its start it is live, for the partner too, and the sweep recorded its START (no actor).
    await partner.waitForTimeout(Math.max(0, start.getTime() - Date.now()));
    await expect.poll(async () => {
      await partner.reload();
      await row.waitFor();
      return row.getByText('Live', { exact: true }).count();
    }, { timeout: 15_000 }).toBe(1);
    const token = await tokenOf(admin);
    await expect.poll(async () => {
      const history = await admin.request.get(`${API}/audit/queryRecordHistory`, { headers: { Authorization: `Bearer ${token}` }, params: { entity: 'promotion', id: String(id) } });
      const body = (await history.json()) as { data: { status: string; transitions: { event: string; actorId: number | null }[] } };
      return [body.data.status, body.data.transitions.at(-1)?.event, body.data.transitions.at(-1)?.actorId];
    }, { timeout: 10_000 }).toEqual(['live', 'START', null]);

    // The app shows it four times and it is tapped once; the partner reads a 25% click-through rate.
    const app = partner.context().request;
    const player = await appSignIn(app, 'player1');
    const events = ['impression', 'impression', 'impression', 'impression', 'click'].map((kind, i) => ({
      eventId: `journey-${id}-${i}`, deviceId: 'journey-device-1', occurredAt: new Date().toISOString(), promotionId: id, kind,
    }));
    const reported = await app.post(`${API}/app/reportPromotions`, { headers: { Authorization: `Bearer ${player}` }, data: { events } });
    expect(((await reported.json()) as { data: { accepted: number } }).data.accepted).toBe(5);
    await row.getByRole('button', { name: 'Figures' }).click();
    const figures = partner.getByRole('dialog');
    await figures.getByRole('cell', { name: '25.00%' }).first().waitFor();
    // The chart is drawn (apexcharts, loaded on this screen only when the dialog asks for it).
    await figures.locator('.apexcharts-canvas').waitFor();
  });
});
