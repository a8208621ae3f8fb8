/**
 * Articles through the real product in Chromium (docs/articles.md): company1 writes an article in
 * Markdown (hostile parts included), previews it, saves and publishes it; the app's public read
 * calls, without signing in, then list it and answer its Markdown; nothing of it ever ran.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeysCanRun, signIn, useBrowser } from './support/journey';

const API = '/rocketScript/api';
const TITLE = `Launch notes ${Date.now()}`;
const MARKDOWN = '# Launch\n\nIt is **out**.\n\n<script>window.__pwned = true</script>\n\n<img src=x onerror="window.__pwned = true">';

async function signedInAs(page: Page, username: string) {
  await signIn(page, username);
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

describe.runIf(journeysCanRun)('articles journey in Chromium', () => {
  const browser = useBrowser();

  it('writes, previews and publishes an article; the public call returns it', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signedInAs(page, 'company1');
    await page.goto('/version-game');
    await page.getByRole('table').first().waitFor();

    await page.getByRole('button', { name: 'New article', exact: true }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await form.getByRole('combobox', { name: 'Game' }).selectOption({ label: 'Puzzle Kingdom' });
    await form.getByRole('textbox', { name: 'Text (Markdown)' }).fill(MARKDOWN);
    await form.getByRole('tab', { name: 'Preview' }).click();
    const preview = form.getByTestId('article-body');
    await preview.getByRole('heading', { name: 'Launch' }).waitFor();
    expect(await preview.locator('strong').innerText()).toBe('out');
    expect(await preview.locator('script, [onerror]').count()).toBe(0);
    const created = page.waitForResponse((r) => r.url().includes('/article/addArticle') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    const answer = await created;
    expect(answer.status(), await answer.text()).toBe(200);
    const id = ((await answer.json()) as { data: { id: number } }).data.id;
    await form.waitFor({ state: 'detached' });

    // Publish it from its row (a draft's first action is Edit; Publish is in its menu), asked first.
    const row = page.locator(`tr[data-row-id="${id}"]`);
    await row.getByRole('button', { name: /^More actions/ }).last().click();
    await page.getByRole('menuitem', { name: 'Publish' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Publish', exact: true }).click();
    await row.getByText('Published', { exact: true }).waitFor();

    // The app reads it without signing in: listed, and its Markdown as written.
    const app = page.context().request;
    const list = await app.post(`${API}/app/articles`, { data: { size: 50 } });
    expect(list.status()).toBe(200);
    const listed = ((await list.json()) as { data: { records: { id: number; title: string }[] } }).data.records;
    expect(listed.find((r) => r.id === id)?.title).toBe(TITLE);
    const one = await app.post(`${API}/app/article`, { data: { id } });
    expect(one.status()).toBe(200);
    expect(((await one.json()) as { data: { body: string } }).data.body).toBe(MARKDOWN);
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  });
});
