/**
 * Adding versions as users click them (docs/releases.md, "Adding a version"): the app release's
 * page (the form checked before its upload is registered, a refused version number on its field
 * with the upload kept, a refused file on its row), a script's file dialog, and the Lua code's
 * screen (a new version with its notes, the comparison with the active version).
 */
import { describe, expect, it } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppReleaseUploadView } from '@/screens/releases/upload/AppReleaseUploadView';
import { ScriptFileUploadButton } from '@/screens/releases/upload/useScriptFileUpload';
import { LuaCodeView } from '@/screens/lua/LuaCodeView';
import { renderTool } from './support/toolsKit';
import { controlledUploads, SAMPLE_MD5, sampleFile, sampleUploadId, sampleUploadUrl, scriptedUploads } from '../fixtures/uploads/uploadFixtures';
import { fixtureReadText, fixtureUploadApi, luaTexts, REFUSALS, type UploadFixtureOptions } from '../fixtures/uploads/releaseUploadFixtures';

configure({ asyncUtilTimeout: 5000 });

const EVERY_RIGHT = { list: true, add: true, update: true, delete: true };
const picker = () => screen.findByTestId<HTMLInputElement>('upload-files');
const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const apk = () => sampleFile('rocket-2.4.0.apk', 43_000_000);

function renderAppUpload(options: UploadFixtureOptions = {}) {
  const fixture = fixtureUploadApi('app', options);
  const uploads = controlledUploads();
  const view = renderTool(<AppReleaseUploadView api={fixture.api} effects={uploads.effects} />, { path: '/versionUpload/version-upload' });
  return { ...fixture, ...uploads, ...view, user: userEvent.setup({ applyAccept: false }) };
}

type Uploads = ReturnType<typeof controlledUploads>;
/** The `n`th send and hash of the page finish (the server has the whole file). */
function finishUpload({ sends, hashes }: Uploads, n = 0) {
  act(() => {
    sends[n]!.created(sampleUploadUrl(1));
    sends[n]!.finish(sampleUploadId(1));
    hashes[n]?.finish();
  });
}

describe('a new app release', () => {
  it('checks the whole form before the upload is registered, and says where to activate it', async () => {
    const page = renderAppUpload();
    const { user, added } = page;
    expect(await screen.findByText('Higher than 120.')).toBeInTheDocument();
    // A region of the shell's main landmark, named by its heading, not a second main.
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.getByRole('region', { name: 'Version Upload' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add version' }));
    expect(await screen.findByText('Upload the file first.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('Give the version number: a whole number above the highest uploaded.')).toBeInTheDocument();

    await user.type(field('Version'), '2.4.x');
    await user.type(field('Version code'), '120');
    await user.upload(await picker(), apk());
    finishUpload(page);
    expect(await screen.findByText('rocket-2.4.0.apk is uploaded: choose Add version to save it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add version' }));
    expect(await screen.findByText('Write numbers separated by dots, such as 2.4.0.')).toBeInTheDocument();
    expect(screen.getByText('Choose a version number above 120.')).toBeInTheDocument();
    expect(screen.queryByText('Upload the file first.')).toBeNull();

    await user.clear(field('Version'));
    await user.type(field('Version'), '2.4.0');
    await user.clear(field('Version code'));
    await user.type(field('Version code'), '130');
    await user.clear(field('Rollout (%)'));
    await user.type(field('Rollout (%)'), '0');
    await user.click(screen.getByRole('button', { name: 'Add version' }));
    expect(await screen.findByText('Write a whole percentage from 1 to 100.')).toBeInTheDocument();
    // Nothing was sent: a refused add would have cost the upload.
    expect(added).toEqual([]);

    await user.clear(field('Rollout (%)'));
    await user.type(field('Rollout (%)'), '20');
    await user.click(screen.getByRole('switch', { name: 'Force update' }));
    await user.type(field('Notes'), 'Faster start.');
    await user.click(screen.getByRole('button', { name: 'Add version' }));
    const done = await screen.findByText(/Release 2\.4\.0 uploaded\. Activate it from the release list/);
    expect(within(done.closest('div')!).getByRole('link', { name: 'Version Management' })).toHaveAttribute('href', '/versionUpload/version-admin');
    expect(added).toEqual([
      { version: '2.4.0', updateVersion: 130, updateForce: true, rolloutPercent: 20, notes: 'Faster start.', uploadId: sampleUploadId(1), md5: SAMPLE_MD5 },
    ]);
    // Said where focus is; the form opens again, blank, file field included, for the next release,
    // whose code must be above this one.
    await waitFor(() => expect(done.closest('.fui-MessageBar')).toHaveFocus());
    await waitFor(() => expect(field('Version')).toHaveValue(''));
    expect(screen.queryByRole('listitem', { name: 'rocket-2.4.0.apk' })).toBeNull();
    expect(await screen.findByText('Higher than 130.')).toBeInTheDocument();
    // The next file chosen starts the next release: the message goes.
    await user.upload(await picker(), apk());
    await waitFor(() => expect(screen.queryByText(/Release 2\.4\.0 uploaded/)).toBeNull());
  });

  it('shows a version code another release took meanwhile on its field, and keeps the upload for the next try', async () => {
    // Another admin adds 1.3.0 (code 140) while this form is filled in.
    const page = renderAppUpload({ takenMeanwhile: { versionCode: 140, versionName: '1.3.0' } });
    const { user, added, sends } = page;
    expect(await screen.findByText('Higher than 120.')).toBeInTheDocument();
    await user.type(field('Version'), '1.3.0');
    await user.type(field('Version code'), '130');
    await user.upload(await picker(), apk());
    finishUpload(page);
    await screen.findByText(/is uploaded: choose Add version/);
    await user.click(screen.getByRole('button', { name: 'Add version' }));

    const codeField = field('Version code');
    await waitFor(() => expect(codeField).toHaveAccessibleDescription(expect.stringContaining('Choose a version number above 140.')));
    expect(codeField).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Higher than 140.')).toBeInTheDocument();
    expect(screen.getByText(/is uploaded: choose Add version/)).toBeInTheDocument();

    await user.clear(codeField);
    await user.type(codeField, '141');
    await user.click(screen.getByRole('button', { name: 'Add version' }));
    expect(await screen.findByText(/Release 1\.3\.0 uploaded/)).toBeInTheDocument();
    // The same upload both times: sent once, registered on the second try.
    expect(sends).toHaveLength(1);
    expect(added.map((body) => [(body as { updateVersion: number }).updateVersion, body.uploadId])).toEqual([
      [130, sampleUploadId(1)],
      [141, sampleUploadId(1)],
    ]);
  });

  it('shows a file refused for its content on its row with only Remove, then adds another file', async () => {
    const page = renderAppUpload({ addErrors: [REFUSALS.notAnApk()] });
    const { user, added, sends, discarded } = page;
    await user.type(await screen.findByRole('textbox', { name: 'Version' }), '2.4.0');
    await user.type(field('Version code'), '130');
    await user.upload(await picker(), apk());
    finishUpload(page);
    await screen.findByText(/is uploaded: choose Add version/);
    await user.click(screen.getByRole('button', { name: 'Add version' }));

    const row = screen.getByRole('listitem', { name: 'rocket-2.4.0.apk' });
    expect(await within(row).findByRole('alert')).toHaveTextContent('This is not an Android package: it has no AndroidManifest.xml.');
    expect(within(row).getByRole('status')).toHaveTextContent('Not accepted');
    // The server discarded the upload: Retry could only be refused again.
    expect(within(row).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Remove: rocket-2.4.0.apk']);
    expect(screen.getByText('The file was not accepted: see why in its row, then choose another file.')).toBeInTheDocument();
    // Focus goes to the problem: the file's chooser.
    expect(screen.getByRole('button', { name: 'Choose file' })).toHaveFocus();
    expect(discarded).toEqual([]);

    await user.upload(await picker(), sampleFile('rocket-2.4.1.apk', 43_000_000));
    expect(screen.queryByRole('listitem', { name: 'rocket-2.4.0.apk' })).toBeNull();
    expect(screen.queryByText(/The file was not accepted/)).toBeNull();
    act(() => {
      sends[1]!.created(sampleUploadUrl(2));
      sends[1]!.finish(sampleUploadId(2));
      page.hashes[1]!.finish();
    });
    await screen.findByText(/rocket-2\.4\.1\.apk is uploaded: choose Add version/);
    await user.click(screen.getByRole('button', { name: 'Add version' }));
    expect(await screen.findByText(/Release 2\.4\.0 uploaded/)).toBeInTheDocument();
    expect(added.map((body) => body.uploadId)).toEqual([sampleUploadId(1), sampleUploadId(2)]);
  });
});

describe("a script's new file", () => {
  it('asks a number above the highest of that script and kind, and adds the version', async () => {
    const fixture = fixtureUploadApi('script');
    const { effects } = scriptedUploads();
    const { user, notices } = renderTool(
      <ScriptFileUploadButton script={{ id: 1, name: 'Puzzle Kingdom Auto' }} api={fixture.api} effects={effects} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Upload a new version' }));
    await user.click(await screen.findByRole('menuitem', { name: 'APK' }));
    const dialog = await screen.findByRole('dialog', { name: 'New version of Puzzle Kingdom Auto · APK' });
    expect(await within(dialog).findByText('Higher than 2.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Version' }), '2');
    const upload = userEvent.setup({ applyAccept: false });
    await upload.upload(within(dialog).getByTestId('upload-files'), sampleFile('puzzle-3.apk', 8_400_000));
    await within(dialog).findByText(/is uploaded: choose Save to add the version/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a version number above 2.')).toBeInTheDocument();
    expect(fixture.added).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Version' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Version' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fixture.added).toEqual([
      { scriptId: 1, kind: 'apk', version: 3, forceUpdate: false, notes: '', uploadId: sampleUploadId(1), md5: SAMPLE_MD5 },
    ]);
    expect(notices.map((n) => n.text)).toContain('APK version 3 of Puzzle Kingdom Auto uploaded (upload-15.apk). Activate it from the list when apps should get it.');
  });
});

function renderLua(texts = luaTexts(), options: { fail?: boolean } & UploadFixtureOptions = {}) {
  const fixture = fixtureUploadApi('lua', options);
  const reader = fixtureReadText(texts, options);
  const view = renderTool(
    <LuaCodeView
      api={fixture.api}
      actor={{ id: 1, roles: ['LUA_ADMIN'] }}
      permissions={EVERY_RIGHT}
      readText={reader.readText}
      effects={scriptedUploads().effects}
    />,
    { path: '/luaUpload/version-upload' },
  );
  return { ...fixture, ...reader, ...view };
}

const rowOf = async (version: string) => (await within(await screen.findByRole('table', { name: 'Lua Detection Code Upload' })).findByText(version)).closest('tr')!;

/**
 * The comparison dialog, by its title: Fluent's modal layer may still mark the dialog aria-hidden
 * in jsdom for a moment after it opens (it keeps no accessible name then), so it is found by
 * its heading, hidden or not.
 */
async function diffDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: title, hidden: true }, { timeout: 10_000 });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

describe('the Lua code', () => {
  it('compares a version with the active one, added and removed lines marked beyond colour', async () => {
    const { user, read } = renderLua();
    expect(await screen.findByText('Active Lua code: version 2')).toBeInTheDocument();
    await user.click(within(await rowOf('3')).getByRole('button', { name: 'Compare with the active version' }));
    // The comparison library loads on first use: on a busy machine that is more than a second.
    const dialog = await diffDialog('Version 3 against version 2');
    const table = await within(dialog).findByRole('table', { name: 'Version 3 against version 2', hidden: true }, { timeout: 10_000 });
    expect(within(dialog).getByText('Added: 3 · Removed: 2')).toBeInTheDocument();
    // A long comparison scrolls from the keyboard: its box takes focus.
    expect(table.closest('[role="region"]')).toHaveAttribute('tabindex', '0');
    expect(table.closest('[role="region"]')).toHaveAccessibleName('Compared lines');
    const changed = (label: string) =>
      within(table)
        .getAllByText(label)
        .map((mark) => mark.closest('tr')!)
        .map((row) => within(row).getAllByRole('cell', { hidden: true }).map((cell) => cell.textContent));
    expect(changed('Removed')).toEqual([
      ['5', '', '−Removed', '  local button = screen:find("start")'],
      ['9', '', '−Removed', '  return nil'],
    ]);
    expect(changed('Added')).toEqual([
      ['', '5', '+Added', '  local button = screen:find("start_button")'],
      ['', '9', '+Added', '  M.misses = (M.misses or 0) + 1'],
      ['', '10', '+Added', '  return screen:find("retry")'],
    ]);
    expect(within(table).getByText('return screen:find("retry")').tagName).toBe('INS');
    expect(read).toEqual(expect.arrayContaining([expect.stringMatching(/0202\.lua$/), expect.stringMatching(/0303\.lua$/)]));
    // The active version is not compared with itself.
    expect(within(await rowOf('2')).queryByRole('button', { name: 'Compare with the active version', hidden: true })).toBeNull();
  });

  it('says when the versions are identical', async () => {
    const { user } = renderLua(luaTexts({ sameAsActive: true }));
    await user.click(within(await rowOf('3')).getByRole('button', { name: 'Compare with the active version' }));
    expect(await screen.findByText('The two versions are identical.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('says when a version cannot be read, and reads again on Retry', async () => {
    const { user, read } = renderLua(luaTexts(), { fail: true });
    await user.click(within(await rowOf('1')).getByRole('button', { name: 'Compare with the active version' }));
    const dialog = await diffDialog('Version 1 against version 2');
    expect(await within(dialog).findByText('The versions could not be read for comparison.')).toBeInTheDocument();
    const reads = read.length;
    await user.click(within(dialog).getByRole('button', { name: 'Retry', hidden: true }));
    await waitFor(() => expect(read.length).toBeGreaterThan(reads));
  });

  it('adds a new version with its notes, listed as uploaded', async () => {
    const { user, added, notices } = renderLua();
    await user.type(await screen.findByRole('textbox', { name: 'Notes' }), 'Finds the retry button.');
    await userEvent.setup({ applyAccept: false }).upload(await picker(), sampleFile('detect.lua', 13_200));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toEqual({ notes: 'Finds the retry button.', uploadId: sampleUploadId(1), md5: SAMPLE_MD5 });
    await waitFor(() => expect(notices.map((n) => n.text)).toContain('Lua code version 4 uploaded. Compare it with the active version, then activate it.'));
    expect(within(await rowOf('4')).getByText('Uploaded')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('');
    // Focus that was in the panel goes to the new version's row, read again with the list.
    const newRow = (await rowOf('4')).closest('[data-row-id]');
    await waitFor(() => expect(newRow?.contains(document.activeElement)).toBe(true));
  });

  it('says on the row where the Lua code does not parse, with no Retry', async () => {
    renderLua(luaTexts(), { addErrors: [REFUSALS.luaSyntax(7)] });
    await userEvent.setup({ applyAccept: false }).upload(await picker(), sampleFile('detect.lua', 13_200));
    const row = screen.getByRole('listitem', { name: 'detect.lua' });
    expect(await within(row).findByRole('alert')).toHaveTextContent('The Lua code does not parse: error on line 7.');
    expect(within(row).getByRole('status')).toHaveTextContent('Not accepted');
    expect(within(row).queryByRole('button', { name: 'Retry: detect.lua' })).toBeNull();
  });
});
