/**'s browser journeys, in real Chromium against the real server and demo data. */
import { describe, expect, it } from 'vitest';
import { appUrl, journeysCanRun, signIn, useBrowser } from './support/journey';

const DEMO_ACCOUNTS = [
  'admin',
  'luaadmin',
  'creator1',
  'creator2',
  'operator',
  'company1',
  'company2',
  'partner1',
  'partner2',
  'auditor',
];

describe.runIf(journeysCanRun)('auth journeys in Chromium', () => {
  const browser = useBrowser();

  it('sends /dashboard without a token to /login?redirect=%2Fdashboard', async () => {
    const page = await browser.newPage();
    await page.goto('/dashboard');
    await page.waitForURL(/\/login/);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).search).toBe('?redirect=%2Fdashboard');
  });

  it('lands on the redirect after login, and /login with a token goes to /dashboard', async () => {
    const page = await browser.newPage();
    await page.goto('/profile');
    await page.waitForURL(/redirect=%2Fprofile/);
    await signIn(page, 'admin', 'rocket123', page.url().replace(appUrl(), ''));
    await page.waitForURL((url) => url.pathname === '/profile');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'Admin-Token')?.value).toMatch(/\S{20,}/);
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });

  it('sends unknown paths to /404', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/no/such/place');
    await page.waitForURL((url) => url.pathname === '/404');
    await page.getByText('404').filter({ visible: true }).first().waitFor();
  });

  it('does not show an ADMIN screen to a CREATOR', async () => {
    const page = await browser.newPage();
    await signIn(page, 'creator1');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/useradmin/useradmin-admin');
    await page.waitForURL((url) => url.pathname !== '/useradmin/useradmin-admin');
    expect(['/401', '/404']).toContain(new URL(page.url()).pathname);
  });

  it('logs out back to the login page, and the old token no longer works', async () => {
    const page = await browser.newPage();
    await signIn(page, 'operator');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')?.value;
    await page.getByRole('button', { name: /account menu/i }).click();
    // The menu arrives with the header's overlays, imported on this first press.
    await page.getByRole('menuitem', { name: /log ?out/i }).click();
    await page.waitForURL(/\/login/);
    expect((await page.context().cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();
    const answer = await fetch(`${appUrl()}/rocketScript/api/userQuery/userInfo`, {
      headers: { Authorization: `Bearer ${token}`, 'X-Client-Type': 'pc' },
    });
    expect(answer.status).toBe(401);
  });

  it('tells an app account it belongs in the app, and ends the session its sign-in opened', async () => {
    const page = await browser.newPage();
    const tokens: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('/api/user/userLogin')) return;
      const body = (await response.json().catch(() => null)) as { data?: { token?: string } } | null;
      if (body?.data?.token) tokens.push(body.data.token);
    });
    await signIn(page, 'player1');
    await page.getByText(/app account/i).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(tokens).toHaveLength(1);
    // The app's own call with that token: refused once the back-office has revoked it.
    const mine = () =>
      fetch(`${appUrl()}/rocketScript/api/app/myFeedback`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${tokens[0]}`, 'Content-Type': 'application/json' },
        body: '{}',
      }).then((answer) => answer.status);
    await expect.poll(mine, { timeout: 10_000 }).toBe(401);
    await page.close();
  });

  it("after an admin logs out on an admin screen, the next user (creator1) lands on their dashboard, not a refusal", async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/wn/game-admin');
    await page.getByRole('heading', { name: 'Games' }).waitFor();
    await page.getByRole('button', { name: /account menu/i }).click();
    // The menu arrives with the header's overlays, imported on this first press.
    await page.getByRole('menuitem', { name: /log ?out/i }).click();
    await page.waitForURL(/\/login/);
    // The login page keeps where the admin was, for whoever signs in next.
    await page.getByRole('textbox', { name: /username/i }).fill('creator1');
    await page.locator('input[type="password"]').fill('rocket123');
    await page.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(await page.getByText(/401|not allowed|permission/i).count()).toBe(0);
    await page.close();
  });

  it('shows Chinese with a language=zh cookie', async () => {
    const page = await browser.newPage();
    await page.context().addCookies([{ name: 'language', value: 'zh', url: appUrl() }]);
    await page.goto('/login');
    await expect(page.locator('html')).toBeDefined();
    await page.getByText('系统登录').first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('zh');
  });

  it('shows Japanese to a Japanese browser with no cookie', async () => {
    const page = await browser.newPage({ locale: 'ja-JP' });
    await page.goto('/login');
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    expect(await page.locator('body').innerText()).toMatch(/[\u3040-\u30ff]/);
  });

  it.each(DEMO_ACCOUNTS)('signs in as %s and reaches the dashboard', async (username) => {
    const page = await browser.newPage();
    await signIn(page, username);
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });
});
