/**
 * A finished upload held for its form (docs/browser.md, "Uploads in the browser"): it reads
 * "Uploaded, not saved yet" and may be cancelled until "Add version" sends it ("Saving…" only
 * then); left behind (another file, the dialog closed, the page left) it is deleted on the server
 * at once, never while it is being sent nor after it was saved; and what the form said about the
 * file goes with a row cancelled or removed.
 */
import { describe, expect, it } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppReleaseUploadView } from '@/screens/releases/upload/AppReleaseUploadView';
import { ScriptFileUploadButton } from '@/screens/releases/upload/useScriptFileUpload';
import { renderTool } from './support/toolsKit';
import { controlledUploads, sampleFile, sampleUploadId, sampleUploadUrl } from '../fixtures/uploads/uploadFixtures';
import { fixtureUploadApi, REFUSALS, type UploadFixtureOptions } from '../fixtures/uploads/releaseUploadFixtures';

configure({ asyncUtilTimeout: 5000 });

const picker = () => screen.findByTestId<HTMLInputElement>('upload-files');
const field = (name: string) => screen.getByRole('textbox', { name });
const rowOf = (name: string) => screen.getByRole('listitem', { name });
const statusOf = (name: string) => within(rowOf(name)).getByRole('status');
/** The unsaved-changes question, by its title: Fluent's opening motion leaves a dialog unnamed in jsdom for a while. */
const question = async () => (await screen.findByText('Discard your changes?')).closest<HTMLElement>('[role="alertdialog"]')!;
const cancelOf = (name: string) => within(rowOf(name)).getByRole('button', { name: `Cancel: ${name}` });

/** The "add" calls wait until the test lets them through (`release`). */
function gatedApi(options: UploadFixtureOptions = {}) {
  const fixture = fixtureUploadApi('app', options);
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const api = { ...fixture.api, add: async (body: Parameters<typeof fixture.api.add>[0]) => gate.then(() => fixture.api.add(body)) };
  return { ...fixture, api, release: () => act(async () => open()) };
}

async function renderHeld(options: UploadFixtureOptions = {}, gated = false) {
  const fixture = gated ? gatedApi(options) : { ...fixtureUploadApi('app', options), release: async () => {} };
  const uploads = controlledUploads();
  const view = renderTool(<AppReleaseUploadView api={fixture.api} effects={uploads.effects} />, { path: '/versionUpload/version-upload' });
  const user = userEvent.setup({ applyAccept: false });
  await user.type(await screen.findByRole('textbox', { name: 'Version' }), '2.4.0');
  await user.type(field('Version code'), '130');
  await user.upload(await picker(), sampleFile('rocket.apk', 43_000_000));
  act(() => {
    uploads.sends[0]!.created(sampleUploadUrl(1));
    uploads.sends[0]!.finish(sampleUploadId(1));
    uploads.hashes[0]!.finish();
  });
  await screen.findByText('rocket.apk is uploaded: choose Add version to save it.');
  return { ...fixture, ...uploads, ...view, user };
}

describe('a finished upload held for its form', () => {
  it('reads "not saved yet" while held, "Saving…" only while sent, and is deleted on no account after it was saved', async () => {
    const page = await renderHeld({}, true);
    expect(statusOf('rocket.apk')).toHaveTextContent('Uploaded, not saved yet');
    expect(cancelOf('rocket.apk')).not.toHaveAttribute('aria-disabled');

    await page.user.click(screen.getByRole('button', { name: 'Add version' }));
    await waitFor(() => expect(statusOf('rocket.apk')).toHaveTextContent('Saving…'));
    expect(cancelOf('rocket.apk')).toHaveAttribute('aria-disabled', 'true');
    await page.release();
    // Saved: the page says so and starts the next release blank (the done row goes at once).
    expect(await screen.findByText(/Release 2\.4\.0 uploaded/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel: rocket.apk' })).toBeNull();
    expect(page.added).toHaveLength(1);
    page.unmount();
    expect(page.discarded).toEqual([]);
  });

  it('is deleted at once when cancelled, and the ready line and the file’s problem go with it', async () => {
    const page = await renderHeld();
    await page.user.click(cancelOf('rocket.apk'));
    await waitFor(() => expect(statusOf('rocket.apk')).toHaveTextContent('Cancelled'));
    expect(page.discarded).toEqual([sampleUploadUrl(1)]);
    expect(screen.queryByText(/is uploaded: choose Add version/)).toBeNull();

    // Nothing held any more: the form asks for a file, and the row's removal clears that too.
    await page.user.click(screen.getByRole('button', { name: 'Add version' }));
    expect(await screen.findByText('Upload the file first.')).toBeInTheDocument();
    expect(page.added).toEqual([]);
    await page.user.click(within(rowOf('rocket.apk')).getByRole('button', { name: 'Remove: rocket.apk' }));
    expect(screen.queryByText('Upload the file first.')).toBeNull();
  });

  it('"Choose another file" opens the picker, and the upload goes only once another file is chosen', async () => {
    const page = await renderHeld();
    const opened: EventTarget[] = [];
    const watch = (event: Event) => event.target instanceof HTMLInputElement && event.target.type === 'file' && opened.push(event.target);
    document.addEventListener('click', watch, true);
    await page.user.click(screen.getByRole('button', { name: 'Choose another file' }));
    document.removeEventListener('click', watch, true);
    const replacing = screen.getByTestId<HTMLInputElement>('upload-replace');
    expect(opened).toEqual([replacing]);
    // The picker closed without a choice: the file in place stays, held.
    expect(page.discarded).toEqual([]);
    expect(statusOf('rocket.apk')).toHaveTextContent('Uploaded, not saved yet');

    await page.user.upload(replacing, sampleFile('rocket-fixed.apk', 43_000_000));
    await waitFor(() => expect(page.discarded).toEqual([sampleUploadUrl(1)]));
    expect(screen.queryByRole('listitem', { name: 'rocket.apk' })).toBeNull();
    expect(screen.queryByText(/rocket\.apk is uploaded/)).toBeNull();
    // The new file is on its way in the field's new queue.
    expect(await screen.findByRole('listitem', { name: 'rocket-fixed.apk' })).toBeInTheDocument();
    await waitFor(() => expect(page.sends).toHaveLength(2));
  });

  it('is deleted at once when the page is left, but not while it is being sent', async () => {
    const held = await renderHeld();
    held.unmount();
    expect(held.discarded).toEqual([sampleUploadUrl(1)]);

    const sending = await renderHeld({}, true);
    await sending.user.click(screen.getByRole('button', { name: 'Add version' }));
    await waitFor(() => expect(statusOf('rocket.apk')).toHaveTextContent('Saving…'));
    sending.unmount();
    expect(sending.discarded).toEqual([]);
  });

  it('asks before the page is left with a file on its way; Keep editing stays, Discard deletes the upload', async () => {
    const fixture = fixtureUploadApi('app');
    const uploads = controlledUploads();
    const view = renderTool(<AppReleaseUploadView api={fixture.api} effects={uploads.effects} />, { path: '/versionUpload/version-upload' });
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('textbox', { name: 'Version' });
    await user.upload(await picker(), sampleFile('rocket.apk', 43_000_000));
    act(() => uploads.sends[0]!.created(sampleUploadUrl(1)));
    // "Add version" now says to wait for the file, not to upload one.
    await user.click(screen.getByRole('button', { name: 'Add version' }));
    expect(await screen.findByText(/The file is still uploading/)).toBeInTheDocument();
    // Paused, it says so: waiting would never finish it.
    await user.click(screen.getByRole('button', { name: 'Pause: rocket.apk' }));
    await user.click(screen.getByRole('button', { name: 'Add version' }));
    expect(await screen.findByText(/upload is paused: choose Resume/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume: rocket.apk' }));

    await act(() => view.router.navigate('/dashboard'));
    await user.click(within(await question()).getByRole('button', { name: 'Keep editing', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(view.router.state.location.pathname).toBe('/versionUpload/version-upload');
    expect(uploads.discarded).toEqual([]);
    // Focus is back where it was when leaving was asked (here the row's last pressed button), not on the page.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pause: rocket.apk' })).toHaveFocus());

    await act(() => view.router.navigate('/dashboard'));
    await user.click(within(await question()).getByRole('button', { name: 'Discard changes', hidden: true }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard'));
    expect(uploads.discarded).toEqual([sampleUploadUrl(1)]);
  });

  it('says what the form said about a refused file only until its row is removed', async () => {
    const page = await renderHeld({ addErrors: [REFUSALS.tooLarge()] });
    await page.user.click(screen.getByRole('button', { name: 'Add version' }));
    expect(await within(rowOf('rocket.apk')).findByRole('alert')).toHaveTextContent('The file is too large.');
    expect(statusOf('rocket.apk')).toHaveTextContent('Not accepted');
    const problem = 'The file was not accepted: see why in its row, then choose another file.';
    expect(screen.getByText(problem)).toBeInTheDocument();
    await page.user.click(within(rowOf('rocket.apk')).getByRole('button', { name: 'Remove: rocket.apk' }));
    expect(screen.queryByText(problem)).toBeNull();
    // The server discarded it itself: nothing to delete from here.
    expect(page.discarded).toEqual([]);
  });
});

describe("a script's new file, held in its dialog", () => {
  it('is deleted at once when the dialog is closed without saving', async () => {
    const fixture = fixtureUploadApi('script');
    const uploads = controlledUploads();
    const { user } = renderTool(<ScriptFileUploadButton script={{ id: 1, name: 'Puzzle Kingdom Auto' }} api={fixture.api} effects={uploads.effects} />);
    await user.click(await screen.findByRole('button', { name: 'Upload a new version' }));
    await user.click(await screen.findByRole('menuitem', { name: 'RC file' }));
    const dialog = await screen.findByRole('dialog', { name: 'New version of Puzzle Kingdom Auto · RC file' });
    await userEvent.setup({ applyAccept: false }).upload(within(dialog).getByTestId('upload-files'), sampleFile('puzzle.rc', 950));
    act(() => {
      uploads.sends[0]!.created(sampleUploadUrl(7));
      uploads.sends[0]!.finish(sampleUploadId(7));
      uploads.hashes[0]!.finish();
    });
    expect(await within(dialog).findByText('Uploaded, not saved yet')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // The form changed (a file is held): closing asks first.
    await user.click(await within(dialog).findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(uploads.discarded).toEqual([sampleUploadUrl(7)]);
    expect(fixture.added).toEqual([]);
  });
});
