/**'s shell journeys, in real Chromium against the real server and demo data. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeysCanRun, signIn, useBrowser } from './support/journey';

async function signedIn(page: Page) {
  await signIn(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.getByRole('button', { name: 'Toggle the sidebar' }).waitFor();
}

const tags = (page: Page) => page.getByRole('navigation', { name: 'Visited pages' }).getByRole('link');

describe.runIf(journeysCanRun)('shell journeys in Chromium', () => {
  const browser = useBrowser();

  it('visits three screens, closes the others from the context menu; the affixed dashboard stays', async () => {
    const page = await browser.newPage();
    await signedIn(page);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Game Channels' }).click();
    await page.waitForURL((url) => url.pathname === '/game-channel-admin');
    // Visited: shown. A screen left while its code still loads was never shown, and gets no tag.
    await page.getByRole('main').getByRole('heading', { level: 1 }).filter({ hasText: 'Game Channels' }).waitFor();
    await menu.getByRole('link', { name: 'Activity Pop-ups' }).click();
    await page.waitForURL((url) => url.pathname === '/activity-notice-admin');
    await expect.poll(() => tags(page).allTextContents()).toEqual(['Dashboard', 'Game Channels', 'Activity Pop-ups']);

    await tags(page).filter({ hasText: 'Game Channels' }).click({ button: 'right' });
    const contextMenu = page.getByRole('menu');
    await contextMenu.waitFor();
    expect(Math.round((await contextMenu.boundingBox())!.width)).toBeLessThanOrEqual(105);
    await contextMenu.getByRole('menuitem', { name: 'Close Others' }).click();
    await expect.poll(() => tags(page).allTextContents()).toEqual(['Dashboard', 'Game Channels']);
    await page.waitForURL((url) => url.pathname === '/game-channel-admin');
    await expect.poll(() => page.title()).toMatch(/^Game Channels - /);
  });

  it('switches to ja, and after a reload it is still ja', async () => {
    const page = await browser.newPage();
    await signedIn(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
    await page.getByText('言語の切り替えに成功しました').or(page.getByRole('combobox', { name: '言語' })).first().waitFor();
    await page.getByRole('combobox', { name: '言語' }).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'language')?.value).toBe('ja');
    await page.reload();
    await page.getByRole('combobox', { name: '言語' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
  });

  it('switches the size and the controls get denser', async () => {
    const page = await browser.newPage();
    await signedIn(page);
    const hamburger = page.getByRole('button', { name: 'Toggle the sidebar' });
    const chooseSize = async (name: string) => {
      await page.getByRole('button', { name: 'Global size' }).click();
      await page.getByRole('menuitemradio', { name }).click();
      await page.getByText('Switch Size Success').first().waitFor();
    };
    await chooseSize('Default');
    const large = (await hamburger.boundingBox())!.height;
    await chooseSize('Mini');
    await expect.poll(async () => (await hamburger.boundingBox())!.height).toBeLessThan(large);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'size')?.value).toBe('mini');
  });

  it("the header's tools work on the first press, before their overlays have arrived, focus kept", async () => {
    const page = await browser.newPage();
    // The overlays module held back, as on a slow network: the first screen must not need it.
    let fetched = 0;
    await page.route('**/assets/overlays-*.js', async (route) => {
      fetched += 1;
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await signedIn(page);
    expect(fetched).toBe(0);
    const account = page.getByRole('button', { name: 'Platform Admin, Account menu' });
    const isActive = (locator: typeof account) => locator.evaluate((element) => element === document.activeElement);
    await account.evaluate((element) => ((element as HTMLElement).dataset.first = 'yes'));

    await account.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    expect(fetched).toBe(1);
    // Into the menu as Fluent does, then back to the very same button.
    await expect.poll(() => isActive(page.getByRole('menuitem', { name: 'Dashboard' }))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => isActive(account)).toBe(true);
    expect(await account.getAttribute('data-first')).toBe('yes');

    const search = page.getByRole('button', { name: 'Search the menu' });
    await search.click();
    const box = page.getByRole('combobox', { name: 'Search pages' });
    await expect.poll(() => isActive(box)).toBe(true);
    await page.keyboard.type('games');
    await page.getByRole('listbox').getByRole('option', { name: /\/wn\/game-admin/ }).waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect.poll(() => isActive(search)).toBe(true);

    await page.getByRole('button', { name: 'Page settings' }).click();
    await page.getByRole('heading', { name: 'Page style settings' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => isActive(page.getByRole('button', { name: 'Page settings' }))).toBe(true);
  });

  it('at 800 px wide the sidebar is an overlay with a backdrop', async () => {
    const page = await browser.newPage({ viewport: { width: 800, height: 700 } });
    await signedIn(page);
    const root = page.locator('[data-device]');
    await expect.poll(() => root.getAttribute('data-device')).toBe('mobile');
    expect(await root.getAttribute('data-sidebar')).toBe('closed');
    await page.getByRole('button', { name: 'Toggle the sidebar' }).click();
    const backdrop = page.getByRole('button', { name: 'Close the menu' });
    await backdrop.waitFor();
    const sidebar = page.getByTestId('sidebar');
    expect(await sidebar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    // The content keeps the full width under the overlay.
    const main = (await page.getByRole('main').boundingBox())!;
    expect(main.x).toBeLessThan(10);
    await backdrop.click({ position: { x: 700, y: 300 } });
    await expect.poll(() => root.getAttribute('data-sidebar')).toBe('closed');
  });

  it('the fullscreen toggle warns where the browser cannot go full screen', async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(Document.prototype, 'fullscreenEnabled', { configurable: true, get: () => false });
    });
    await signedIn(page);
    await page.getByRole('button', { name: 'Full screen' }).click();
    await page.getByText('you browser can not work').first().waitFor();
  });

  it('at 390 px wide the demo ribbon reads in full above the login form and the signed-in layout, covering nothing', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/login');
    const ribbon = page.getByRole('complementary', { name: 'Demo mode' });
    await ribbon.waitFor();
    expect(await ribbon.innerText()).toBe('Demo data — not for production');
    const readable = async () =>
      ribbon.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return {
          inFlow: style.position === 'static' || style.position === 'relative',
          fits: el.scrollWidth <= el.clientWidth && box.left >= 0 && box.right <= window.innerWidth,
          bottom: box.bottom,
        };
      });
    const onLogin = await readable();
    expect(onLogin).toMatchObject({ inFlow: true, fits: true });
    const heading = (await page.getByRole('heading', { name: 'Sign in' }).boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(onLogin.bottom);

    await signIn(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('button', { name: 'Toggle the sidebar' }).waitFor();
    const onDashboard = await readable();
    expect(onDashboard).toMatchObject({ inFlow: true, fits: true });
    const hamburger = (await page.getByRole('button', { name: 'Toggle the sidebar' }).boundingBox())!;
    expect(hamburger.y).toBeGreaterThanOrEqual(onDashboard.bottom);
  });
});
