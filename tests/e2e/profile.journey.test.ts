/**
 * A user edits their profile at phone width: a new nickname and avatar, seen at once in the top
 * bar; then a weak new password is refused in the browser with the translated message, before
 * anything is sent. Real Chromium, real server.
 */
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { solidPng } from '../../server/seed/demoCovers.js';
import { appUrl, journeysCanRun, signIn, useBrowser } from './support/journey';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

async function post<T>(path: string, body: unknown): Promise<T> {
  const answer = await fetch(`${appUrl()}/rocketScript/api${path}`, {
    method: path.startsWith('/dev/') ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Client-Type': 'pc' },
    body: path.startsWith('/dev/') ? undefined : JSON.stringify(body),
  });
  const envelope = (await answer.json()) as { code: number; data: T };
  expect(envelope.code).toBe(200);
  return envelope.data;
}

/** An author of this journey's own, so no other journey sees its name change. */
async function registerAuthor(username: string, phone: string, password: string) {
  await post('/user/sendPhoneCode', { phone, purpose: 'register' });
  const [sent] = await post<{ code: string }[]>(`/dev/phoneOutbox?phone=${encodeURIComponent(phone)}`, null);
  await post('/user/registerCreator', { username, nickname: 'Plain Name', phone, phoneCode: sent!.code, password: md5(password), passwordConfirm: md5(password) });
}

describe.runIf(journeysCanRun)('editing the profile in Chromium', () => {
  const browser = useBrowser();
  const suffix = Date.now().toString().slice(-6);
  const username = `profiled${suffix}`;
  const password = 'Harbour-Violet-63';

  it('changes nickname and avatar, seen in the top bar; a weak new password is refused', async () => {
    await registerAuthor(username, `137${suffix}11`, password);
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, username, password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    await form.getByRole('textbox', { name: /^Nickname/ }).fill('Harbour Author');
    await form.getByTestId('cover-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(120, 120, [30, 140, 200]) });
    await form.getByRole('img', { name: 'Avatar preview' }).waitFor();
    await form.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile saved.').waitFor();

    // The top bar, at once and without reloading: its button is named by the new nickname.
    const account = page.getByRole('button', { name: /^Harbour Author, / });
    await account.waitFor();
    const avatar = account.locator('img');
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/rocketScript\/api\/files\/covers\/[0-9a-f]{64}\.png$/);
    // Nothing at phone width is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A long enough but weak new password: the meter says so, the form refuses, nothing is sent.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('userChangePassword')) sent.push(request.url());
    });
    await page.getByLabel(/^Current password/).fill(password);
    await page.getByLabel(/^New password/).fill('qwertyuiopas');
    await page.getByLabel(/^Repeat the new password/).fill('qwertyuiopas');
    await page.getByRole('progressbar', { name: /^Strength: / }).waitFor();
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('This password is too easy to guess. Make it longer or add unusual words.').waitFor();
    expect(sent).toEqual([]);
  });
});
