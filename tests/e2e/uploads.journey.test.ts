/**
 * A script's APK through the real product in Chromium (docs/files.md, docs/releases.md): the
 * admin uploads a generated 200 MB APK from the catalogue with visible progress; the connection
 * drops half way and the upload resumes where it stopped (its next chunk starts past zero); the
 * version is added with the MD5 the browser computed; it downloads back byte-identical; it is
 * activated, then the previous version is rolled back to.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { writeLargeApk } from '../server/support/largeApk';
import { appUrl, journeysCanRun, signIn, useBrowser } from './support/journey';

const SIZE = 200_000_000;
const SCRIPT = 'Puzzle Kingdom Auto';

async function md5OfStream(chunks: AsyncIterable<Uint8Array>): Promise<{ md5: string; size: number }> {
  const hash = createHash('md5');
  let size = 0;
  for await (const chunk of chunks) {
    hash.update(chunk);
    size += chunk.byteLength;
  }
  return { md5: hash.digest('hex'), size };
}

async function progressOf(page: Page, name: string): Promise<number> {
  const bar = page.getByRole('progressbar', { name: `Upload of ${name}` });
  return Number((await bar.getAttribute('aria-valuenow')) ?? 0);
}

describe.runIf(journeysCanRun)('uploads journey in Chromium', () => {
  const browser = useBrowser();
  let dir = '';
  let apk = '';
  let local = { md5: '', size: 0 };
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rs-journey-apk-'));
    apk = join(dir, 'puzzle-kingdom-3.apk');
    await writeLargeApk(apk, SIZE, 'journey');
    local = await md5OfStream(createReadStream(apk));
  }, 120_000);
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('uploads 200 MB through a dropped connection, verifies, serves and rolls back', async () => {
    expect((await stat(apk)).size).toBe(SIZE);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const offsets: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/files/tus/')) offsets.push(Number(request.headers()['upload-offset']));
    });
    await signIn(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto(`/wn/script-admin?scriptName=${encodeURIComponent(SCRIPT)}`);
    const row = page.getByRole('table', { name: 'Scripts', exact: true }).getByRole('row').filter({ hasText: SCRIPT });
    await row.getByRole('button', { name: /^More actions/ }).last().click();
    await page.getByRole('menuitem', { name: 'New version: APK', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('spinbutton', { name: 'Version' }).or(dialog.getByRole('textbox', { name: 'Version' })).first().fill('3');
    await dialog.locator('[data-testid="upload-files"]').setInputFiles(apk);

    // Visible progress, then the connection drops half way and comes back.
    await expect.poll(() => progressOf(page, 'puzzle-kingdom-3.apk'), { timeout: 120_000 }).toBeGreaterThan(0.3);
    await page.context().setOffline(true);
    const stalled = await progressOf(page, 'puzzle-kingdom-3.apk');
    await page.waitForTimeout(2_500);
    expect(stalled).toBeLessThan(1);
    await page.context().setOffline(false);
    try {
      await dialog.getByText('puzzle-kingdom-3.apk is uploaded: choose Save to add the version.').waitFor({ timeout: 60_000 });
    } catch (error) {
      // What the row said instead (a refusal, a stalled upload) is the useful part of a failure.
      console.log('dialog:', await dialog.innerText(), '\nPATCH offsets:', offsets.join(','));
      throw error;
    }
    // Resumed, not restarted: after the first chunk, no PATCH started from zero again.
    expect(offsets.filter((offset) => offset === 0)).toHaveLength(1);
    expect(Math.max(...offsets)).toBeGreaterThan(SIZE / 2);
    await expect.poll(async () => dialog.getByText(`MD5 ${local.md5}`).count(), { timeout: 60_000 }).toBe(1);

    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 120_000 });
    await page.waitForURL((url) => url.searchParams.get('tab') === 'files');
    const files = page.getByRole('table').first();
    const added = files.getByRole('row').filter({ hasText: 'puzzle-kingdom-3.apk' });
    await added.waitFor();
    await expect.poll(async () => added.getByText('Uploaded', { exact: true }).count()).toBe(1);

    // Byte-identical back: the public URL the row links to, hashed as a stream.
    const href = await added.getByRole('link', { name: 'Download puzzle-kingdom-3.apk' }).getAttribute('href');
    const answer = await fetch(`${appUrl()}${href}`);
    expect(answer.headers.get('etag')).toBe(`"${local.md5}"`);
    expect(await md5OfStream(answer.body as unknown as AsyncIterable<Uint8Array>)).toEqual(local);

    // Activate the new version, then roll back to the one it superseded.
    const act = async (rowText: string, action: string, confirm: string) => {
      const target = files.getByRole('row').filter({ hasText: rowText });
      const button = target.getByRole('button', { name: action, exact: true });
      if (await button.count()) await button.click();
      else {
        await target.getByRole('button', { name: /more/i }).last().click();
        await page.getByRole('menuitem', { name: action, exact: true }).click();
      }
      await page.getByRole('alertdialog').getByRole('button', { name: confirm, exact: true }).click();
    };
    await act('puzzle-kingdom-3.apk', 'Activate', 'Activate');
    await expect.poll(async () => added.getByText('Active', { exact: true }).count()).toBe(1);
    const previous = files.getByRole('row').filter({ hasText: 'puzzlekingdom-2.apk' });
    await expect.poll(async () => previous.getByText('Superseded', { exact: true }).count()).toBe(1);
    await act('puzzlekingdom-2.apk', 'Roll back to this version', 'Roll back to this version');
    await expect.poll(async () => previous.getByText('Active', { exact: true }).count()).toBe(1);
    await expect.poll(async () => added.getByText('Superseded', { exact: true }).count()).toBe(1);
  }, 600_000);
});
