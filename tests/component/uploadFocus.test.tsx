/**
 * Focus around a version form's Save (docs/browser.md, "Uploads in the browser"): back to what
 * opened the script's "New version" dialog (a row action, a "More actions" menu, the upload
 * button), or the screen's heading when a saved version opened another tab; on a refused Save, the
 * first invalid field (the file's chooser when the file is the problem), in the dialog and on the
 * app release's page.
 */
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RowActions } from '@/components/list/RowActions';
import { AppReleaseUploadView } from '@/screens/releases/upload/AppReleaseUploadView';
import { ScriptFileUploadButton, useScriptFileUpload } from '@/screens/releases/upload/useScriptFileUpload';
import type { ScriptFileUploadApi } from '@/screens/releases/upload/ScriptFileUploadDialog';
import type { UploadEffects } from '@/upload/uploadLogic';
import { renderTool } from './support/toolsKit';
import { sampleFile, scriptedUploads } from '../fixtures/uploads/uploadFixtures';
import { fixtureUploadApi, REFUSALS, type UploadFixtureOptions } from '../fixtures/uploads/releaseUploadFixtures';

configure({ asyncUtilTimeout: 5000 });

const SCRIPT = { id: 1, name: 'Puzzle Kingdom Auto' };

/** A catalogue row with the script's upload actions; a saved version opens the Files "tab" instead. */
function Catalogue({ api, effects }: { api: ScriptFileUploadApi; effects: UploadEffects }) {
  const [tab, setTab] = useState<'scripts' | 'files'>('scripts');
  const upload = useScriptFileUpload({ api, effects, onAdded: () => setTab('files') });
  if (tab === 'files') return <h1>Files</h1>;
  return (
    <>
      <h1>Scripts</h1>
      <RowActions actions={upload.actionsFor(SCRIPT)} name={SCRIPT.name} />
      {upload.dialog}
    </>
  );
}

function renderScripts(options: UploadFixtureOptions = {}, button = false) {
  const fixture = fixtureUploadApi('script', options);
  const { effects } = scriptedUploads();
  const element = button ? <ScriptFileUploadButton script={SCRIPT} api={fixture.api} effects={effects} /> : <Catalogue api={fixture.api} effects={effects} />;
  return { ...fixture, ...renderTool(element) };
}

const dialogOf = (kind: string) => screen.findByRole('dialog', { name: `New version of Puzzle Kingdom Auto · ${kind}` });
const upload = (dialog: HTMLElement, name: string) =>
  userEvent.setup({ applyAccept: false }).upload(within(dialog).getByTestId('upload-files'), sampleFile(name, 8_400_000));

describe("focus around a script's new version", () => {
  it('goes back to the upload button after a Save', async () => {
    const { user, added } = renderScripts({}, true);
    const opener = await screen.findByRole('button', { name: 'Upload a new version' });
    await user.click(opener);
    await user.click(await screen.findByRole('menuitem', { name: 'Course file' }));
    const dialog = await dialogOf('Course file');
    await upload(dialog, 'lesson.pdf');
    await within(dialog).findByText(/is uploaded: choose Save/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(added).toHaveLength(1);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('goes back to the "More actions" button after a Cancel', async () => {
    const { user } = renderScripts();
    const more = await screen.findByRole('button', { name: 'More actions for Puzzle Kingdom Auto' });
    await user.click(more);
    await user.click(await screen.findByRole('menuitem', { name: 'New version: RC file' }));
    const dialog = await dialogOf('RC file');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(more).toHaveFocus());
  });

  it('goes to the heading of the tab a saved version opened, its opener gone', async () => {
    const { user } = renderScripts();
    await user.click(await screen.findByRole('button', { name: 'New version: APK' }));
    const dialog = await dialogOf('APK');
    await user.type(await within(dialog).findByRole('textbox', { name: 'Version' }), '3');
    await upload(dialog, 'puzzle-3.apk');
    await within(dialog).findByText(/is uploaded: choose Save/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const heading = await screen.findByRole('heading', { name: 'Files', hidden: true });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.body).not.toHaveFocus();
  });

  it('goes to the first invalid field when Save is refused: the number, then the file’s chooser', async () => {
    const { user, added } = renderScripts({ addErrors: [REFUSALS.notNewer('version', 5)] });
    await user.click(await screen.findByRole('button', { name: 'New version: APK' }));
    const dialog = await dialogOf('APK');
    await within(dialog).findByText('Higher than 2.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const version = within(dialog).getByRole('textbox', { name: 'Version' });
    await waitFor(() => expect(version).toHaveFocus());
    expect(version).toHaveAttribute('aria-invalid', 'true');

    await user.type(version, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Choose file' })).toHaveFocus());
    expect(within(dialog).getByText('Upload the file first.')).toBeInTheDocument();

    // The server refuses the number (another version took it meanwhile): focus on it again.
    await upload(dialog, 'puzzle-3.apk');
    await within(dialog).findByText(/is uploaded: choose Save/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(version).toHaveFocus());
    expect(added).toHaveLength(1);
  });
});

/** Focus is in the open dialog (not behind it), on `element` when given. */
const focusIn = (dialog: HTMLElement, element?: HTMLElement) => {
  expect(document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')).toBe(dialog);
  if (element) expect(element).toHaveFocus();
};

describe('focus in the dialog from the keyboard, as what had it goes', () => {
  async function openApk() {
    const page = renderScripts();
    await page.user.click(await screen.findByRole('button', { name: 'New version: APK' }));
    return { ...page, dialog: await dialogOf('APK') };
  }

  it('goes to the unsaved-changes question on Cancel, and back to Cancel on Keep editing', async () => {
    const { user, dialog } = await openApk();
    await user.type(await within(dialog).findByRole('textbox', { name: 'Version' }), '3');
    within(dialog).getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('{Enter}');
    const keep = await within(dialog).findByRole('button', { name: 'Keep editing' });
    focusIn(dialog, keep);
    await user.keyboard(' ');
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Keep editing' })).toBeNull());
    focusIn(dialog, within(dialog).getByRole('button', { name: 'Cancel' }));
  });

  it('goes back to the field Escape left once the question is answered with Keep editing', async () => {
    const { user, dialog } = await openApk();
    const version = await within(dialog).findByRole('textbox', { name: 'Version' });
    await user.type(version, '3');
    await user.keyboard('{Escape}');
    focusIn(dialog, await within(dialog).findByRole('button', { name: 'Keep editing' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(version).toHaveFocus());
  });

  it("goes to the row's Remove when its Cancel ends a finished upload", async () => {
    const { user, dialog } = await openApk();
    await upload(dialog, 'good.apk');
    await within(dialog).findByText(/is uploaded: choose Save/);
    within(dialog).getByRole('button', { name: 'Cancel: good.apk' }).focus();
    await user.keyboard('{Enter}');
    const remove = await within(dialog).findByRole('button', { name: 'Remove: good.apk' });
    await waitFor(() => focusIn(dialog, remove));
    await user.keyboard('{Enter}');
    await waitFor(() => focusIn(dialog, within(dialog).getByRole('button', { name: 'Choose file' })));
  });

  it('goes to the new file\'s row once "Choose another file" has a file', async () => {
    const { user, dialog } = await openApk();
    await upload(dialog, 'good.apk');
    await within(dialog).findByText(/is uploaded: choose Save/);
    within(dialog).getByRole('button', { name: 'Choose another file' }).focus();
    await user.keyboard(' ');
    await userEvent.setup({ applyAccept: false }).upload(within(dialog).getByTestId('upload-replace'), sampleFile('better.apk', 8_400_000));
    await waitFor(() => expect(within(dialog).queryByRole('listitem', { name: 'good.apk' })).toBeNull());
    const row = await within(dialog).findByRole('listitem', { name: 'better.apk' });
    await waitFor(() => expect(row.contains(document.activeElement)).toBe(true));
  });
});

describe("focus on the app release's page", () => {
  it('goes to the first invalid field when "Add version" is refused', async () => {
    const fixture = fixtureUploadApi('app');
    const { user } = renderTool(<AppReleaseUploadView api={fixture.api} effects={scriptedUploads().effects} />, { path: '/versionUpload/version-upload' });
    await screen.findByText('Higher than 120.');
    await user.type(screen.getByRole('textbox', { name: 'Version code' }), '130');
    await user.click(screen.getByRole('button', { name: 'Add version' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Version' })).toHaveFocus());

    await user.type(screen.getByRole('textbox', { name: 'Version' }), '2.4.0');
    await user.click(screen.getByRole('button', { name: 'Add version' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose file' })).toHaveFocus());
  });
});
