/**
 * A new script author registers with a phone code (shown in demo mode), signs in, and later
 * resets the password through the retrieve-password screen. Real Chromium, real server.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createHash } from 'node:crypto';
import { appUrl, journeysCanRun, signIn, useBrowser } from './support/journey';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

async function api<T>(path: string, init?: { body: unknown }): Promise<T> {
  const answer = await fetch(`${appUrl()}/rocketScript/api${path}`, {
    method: init ? 'POST' : 'GET',
    headers: { 'Content-Type': 'application/json', 'X-Client-Type': 'pc' },
    body: init ? JSON.stringify(init.body) : undefined,
  });
  const envelope = (await answer.json()) as { code: number; data: T };
  expect(envelope.code).toBe(200);
  return envelope.data;
}

/** Registers an author through the API, as the register screen would. */
async function registerThroughApi(username: string, phone: string, password: string) {
  await api('/user/sendPhoneCode', { body: { phone, purpose: 'register' } });
  const [sent] = await api<{ code: string }[]>(`/dev/phoneOutbox?phone=${encodeURIComponent(phone)}`);
  const digest = md5(password);
  await api('/user/registerCreator', {
    body: { username, nickname: username, phone, phoneCode: sent!.code, password: digest, passwordConfirm: digest },
  });
}

/** The code the embedded server "sent", as the demo hint on the screen shows it. */
async function requestCode(page: Page, phone: string): Promise<string> {
  await page.getByRole('textbox', { name: /phone number/i }).fill(phone);
  await page.getByRole('button', { name: /send code/i }).click();
  const hint = page.getByText(/Demo mode: the code sent to/);
  await hint.waitFor();
  const code = (await hint.innerText()).match(/(\d{6})\.?$/)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

describe.runIf(journeysCanRun)('registration and password retrieval in Chromium', () => {
  const browser = useBrowser();
  const suffix = Date.now().toString().slice(-6);
  const username = `author${suffix}`;
  const phone = `139${suffix}${'00'}`;

  it('registers a creator with a phone code and signs in as them', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: /create a creator account/i }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await page.getByRole('textbox', { name: /nickname/i }).fill('New Author');
    await page.getByRole('textbox', { name: /^username/i }).fill(username);
    const code = await requestCode(page, phone);
    await page.getByRole('textbox', { name: /verification code/i }).fill(code);
    const passwords = page.locator('input[type="password"]');
    await passwords.nth(0).fill('Lantern-Orbit-42');
    await passwords.nth(1).fill('Lantern-Orbit-42');
    await page.getByRole('button', { name: /^create account$/i }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('username')).toBe(username);

    await signIn(page, username, 'Lantern-Orbit-42');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByText('New Author').filter({ visible: true }).first().waitFor();
  });

  it('shows translated validation messages and sends nothing for a bad form', async () => {
    const page = await browser.newPage();
    await page.goto('/register');
    await page.getByRole('textbox', { name: /^username/i }).fill('a');
    await page.getByRole('button', { name: /^create account$/i }).click();
    await page.getByText('Enter a nickname.').waitFor();
    await page.getByText('Use 3 to 32 letters, digits, dots, dashes or underscores.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
  });

  it('resets the password with a phone code; the old one stops working', async () => {
    const username = `reset${suffix}`;
    const phone = `137${suffix}00`;
    await registerThroughApi(username, phone, 'Lantern-Orbit-42');
    const page = await browser.newPage();
    await page.goto('/repassword');
    await page.getByRole('textbox', { name: /^username/i }).fill(username);
    const code = await requestCode(page, phone);
    await page.getByRole('textbox', { name: /verification code/i }).fill(code);
    const passwords = page.locator('input[type="password"]');
    await passwords.nth(0).fill('Compass-Meadow-77');
    await passwords.nth(1).fill('Compass-Meadow-77');
    await page.getByRole('button', { name: /^reset password$/i }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await signIn(page, username, 'Lantern-Orbit-42');
    await page.getByText(/incorrect username or password/i).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await signIn(page, username, 'Compass-Meadow-77');
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });
});
