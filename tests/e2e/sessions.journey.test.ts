/**
 * Sessions in real Chromium (docs/auth-protocol.md, "Sessions"): creator1 signed in on two
 * browsers (two contexts, one of them telling a Firefox on Windows user agent) signs the other one
 * out from the profile; that browser's next call is refused and it lands on the login page, which
 * says why.
 */
import { describe, expect, it } from 'vitest';
import { journeysCanRun, signIn, useBrowser } from './support/journey';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';

describe.runIf(journeysCanRun)('sessions journey in Chromium', () => {
  const browser = useBrowser();

  it('signs out the other browser from the profile, and that browser is sent to the login page with the reason', async () => {
    const other = await browser.newPage({ userAgent: FIREFOX_WINDOWS });
    await signIn(other, 'creator1');
    await other.waitForURL((url) => url.pathname === '/dashboard');

    // A phone's width: the list must fit without scrolling sideways.
    const here = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(here, 'creator1', 'rocket123', '/login?redirect=%2Fprofile');
    await here.waitForURL((url) => url.pathname === '/profile');
    const sessions = here.getByRole('list', { name: 'Your sessions' });
    const current = sessions.getByRole('listitem').filter({ hasText: 'This device' });
    await expect.poll(() => current.count(), { timeout: 10_000 }).toBe(1);
    const firefox = sessions.getByRole('listitem', { name: 'Firefox on Windows' });
    await firefox.first().waitFor();
    const overflow = await here.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (process.env.SESSIONS_SCREENSHOT) await here.screenshot({ path: process.env.SESSIONS_SCREENSHOT, fullPage: true });

    await firefox.first().getByRole('button', { name: 'Sign out Firefox on Windows' }).click();
    await here.getByText('Firefox on Windows was signed out.').waitFor();
    await expect.poll(() => firefox.count(), { timeout: 10_000 }).toBe(0);
    // This browser is still signed in.
    await current.first().waitFor();

    // The other browser's next call (its profile asks for its sessions) is refused.
    await other.getByRole('button', { name: /account menu/i }).click();
    await other.getByRole('menuitem', { name: /profile/i }).click();
    await other.waitForURL(/\/login/, { timeout: 15_000 });
    await other.getByText('This session was signed out, from another session or by an administrator. Please log in again.').first().waitFor();
  });
});
