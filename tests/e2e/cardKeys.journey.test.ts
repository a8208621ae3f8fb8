/**
 * Card keys through the real product in Chromium (docs/cardKeys.md): creator1 generates a group
 * of 100 keys for their script and downloads them, once (a second download is refused); an app
 * user redeems one key through the app's call; the creator's key query shows it redeemed, with the
 * user's name; the admin disables the group, and the next redemption fails with a clear message.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API, appSignIn } from './support/appUser';
import { journeysCanRun, signIn, useBrowser } from './support/journey';

const SCRIPT = 'Puzzle Kingdom Auto'; // creator1's (server/seed/catalogue.ts)

async function signedInAs(page: Page, username: string) {
  await signIn(page, username);
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/** The session token the browser keeps (the Admin-Token cookie). */
async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'Admin-Token');
  if (!cookie) throw new Error('not signed in');
  return decodeURIComponent(cookie.value);
}

describe.runIf(journeysCanRun)('card keys journey in Chromium', () => {
  const browser = useBrowser();

  it('generates, downloads once, redeems, shows who redeemed, and stops a disabled group', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    await signedInAs(page, 'creator1');
    await page.goto('/card/card-generate');
    await page.getByRole('table').first().waitFor();

    // Generate 100 keys of creator1's script.
    await page.getByRole('button', { name: 'Generate keys', exact: true }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('combobox', { name: 'Script' }).selectOption({ label: SCRIPT });
    await form.getByRole('textbox', { name: 'Number of keys' }).fill('100');
    await form.getByRole('textbox', { name: 'Days valid' }).fill('30');
    await form.getByRole('textbox', { name: 'Price per key' }).fill('9.90');
    const created = page.waitForResponse((r) => r.url().includes('/card/addCardGroup') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    const answer = await created;
    expect(answer.status(), await answer.text()).toBe(200);
    const groupId = ((await answer.json()) as { data: { id: number } }).data.id;
    await form.waitFor({ state: 'detached' });

    // Download the keys, once: the file holds 100 plain keys.
    const row = page.locator(`tr[data-row-id="${groupId}"]`);
    await row.getByRole('button', { name: 'Download keys' }).click();
    const question = page.getByRole('alertdialog');
    const downloading = page.waitForEvent('download');
    await question.getByRole('button', { name: 'Download keys', exact: true }).click();
    const download = await downloading;
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(101);
    const keyColumn = lines[0]!.split(',').indexOf('Card key');
    expect(keyColumn).toBeGreaterThanOrEqual(0);
    const keys = lines.slice(1).map((line) => line.split(',')[keyColumn]!);
    expect(new Set(keys).size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);

    // A second download is refused to the creator (the screen no longer offers it; the call says why).
    await expect.poll(() => row.getByRole('button', { name: 'Download keys' }).count()).toBe(0);
    const again = await page.request.post(`${API}/card/downloadCardKeys`, {
      headers: { Authorization: `Bearer ${await tokenOf(page)}` },
      data: { id: groupId },
    });
    expect(again.status()).toBe(409);

    // The app side: player1 redeems the first key.
    const app = page.context().request;
    const player = await appSignIn(app, 'player1');
    const redeemed = await app.post(`${API}/card/redeemCardKey`, { headers: { Authorization: `Bearer ${player}` }, data: { cardKey: keys[0] } });
    expect(redeemed.status(), await redeemed.text()).toBe(200);

    // The creator's query shows it redeemed, by the user's name.
    await page.goto(`/card/card-query?groupId=${groupId}&status=redeemed`);
    const keyRow = page.getByRole('row').filter({ hasText: keys[0]!.slice(-4) });
    await keyRow.getByText('Redeemed', { exact: true }).waitFor();
    await expect.poll(() => keyRow.innerText()).toContain('player1');

    // The admin disables the whole group; the next key cannot be redeemed, and says why.
    const admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signedInAs(admin, 'admin');
    await admin.goto(`/wn/card-group-admin`);
    const adminRow = admin.locator(`tr[data-row-id="${groupId}"]`);
    // The row's first action is a button, the others are in its "More actions" menu.
    await adminRow.getByRole('button', { name: /^More actions/ }).last().click();
    await admin.getByRole('menuitem', { name: 'Disable group' }).click();
    const confirm = admin.getByRole('alertdialog');
    await expect.poll(() => confirm.innerText()).toContain('99');
    await confirm.getByRole('button', { name: 'Disable group', exact: true }).click();
    await adminRow.getByText('Disabled', { exact: true }).first().waitFor();

    const refused = await app.post(`${API}/card/redeemCardKey`, { headers: { Authorization: `Bearer ${player}` }, data: { cardKey: keys[1] } });
    expect(refused.status()).toBe(409);
    const body = (await refused.json()) as { msg: string; data: { reason: string } };
    expect(body.data.reason).toBe('card_group_disabled');
    expect(body.msg).toMatch(/disabled/i);
  });
});
