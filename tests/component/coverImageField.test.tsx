import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/api/apiError';
import type { ImageUploader } from '@/api/files';
import { CoverImageField } from '@/screens/scripts/CoverImageField';
import { renderTool } from './support/toolsKit';
import { fixtureCoverUpload, sampleCoverUrl } from '../fixtures/lists/coverFixtures';
import { ScriptCatalogueFixture } from '../fixtures/lists/ScriptCatalogueFixture';
import { fixtureScriptApi, sampleScripts } from '../fixtures/lists/scriptFixtures';

configure({ asyncUtilTimeout: 5000 });

/** The field as a form holds it: the value kept outside, shown beside it. */
function Harness({ upload, initial = '' }: { upload: ImageUploader; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CoverImageField label="Cover image" value={value} onChange={setValue} upload={upload} />
      <output data-testid="value">{value}</output>
    </>
  );
}

function setup(upload: ImageUploader, initial?: string) {
  const view = renderTool(<Harness upload={upload} initial={initial} />);
  // The picker's accept list would hide a wrong file from the test: the field checks it itself.
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

const png = (size = 64) => new File([new Uint8Array(size)], 'cover.png', { type: 'image/png' });
const picker = () => screen.findByTestId<HTMLInputElement>('cover-file');
const value = () => screen.getByTestId('value').textContent;

describe('the cover image field', () => {
  it('uploads the chosen image, previews it, keeps its URL, and removes it', async () => {
    const upload = vi.fn(fixtureCoverUpload().upload);
    const { user } = setup(upload);
    expect(await screen.findByRole('group', { name: 'Cover image' })).toHaveAccessibleDescription(
      'PNG, JPEG or WebP, at most 2 MB and 4096 pixels a side.',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const file = png();
    await user.upload(await picker(), file);
    await waitFor(() => expect(value()).toBe(sampleCoverUrl('1')));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]![0]).toBe(file);
    // The preview is the browser's copy of the chosen file, not a download of what was stored.
    expect(screen.getByRole('img', { name: 'Cover image preview' }).getAttribute('src')).toMatch(/^blob:/);

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(value()).toBe('');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('shows the stored cover of a script being edited', async () => {
    setup(fixtureCoverUpload().upload, sampleCoverUrl('c', 'webp'));
    expect(await screen.findByRole('img', { name: 'Cover image preview' })).toHaveAttribute('src', sampleCoverUrl('c', 'webp'));
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('refuses a file of another type or over 2 MB before sending anything', async () => {
    const upload = vi.fn(fixtureCoverUpload().upload);
    const { user } = setup(upload);
    await user.upload(await picker(), new File(['just words'], 'notes.png', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image.');
    await user.upload(await picker(), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image.');
    await user.upload(await picker(), png(2_000_001));
    expect(screen.getByRole('alert')).toHaveTextContent('The image is larger than 2 MB.');
    expect(upload).not.toHaveBeenCalled();
    expect(value()).toBe('');
  });

  it('shows the progress while uploading, with the button unavailable', async () => {
    const { user } = setup(fixtureCoverUpload({ pending: true, progress: 0.4 }).upload);
    await user.upload(await picker(), png());
    expect(await screen.findByRole('progressbar', { name: 'Uploading… 40%' })).toBeInTheDocument();
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    // Unavailable but still focusable, so focus can stay on it while the file uploads.
    expect(screen.getByRole('button', { name: 'Choose image' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says why the server refused the image, and keeps no value', async () => {
    const refusals: [ApiError, string][] = [
      [new ApiError('too big', 400, { reason: 'invalid_input', fields: [{ field: 'image', reason: 'too_big', message: 'x' }] }), 'The image is larger than 4096 pixels a side.'],
      [new ApiError('unreadable', 400, { reason: 'invalid_input', fields: [{ field: 'image', reason: 'invalid_value', message: 'x' }] }), 'This image cannot be read; choose another one.'],
      [new ApiError('not an image', 415, { reason: 'unsupported_media_type' }), 'Choose a PNG, JPEG or WebP image.'],
      [new ApiError('too large', 413, { reason: 'payload_too_large' }), 'The image is larger than 2 MB.'],
    ];
    for (const [error, text] of refusals) {
      const { user, unmount } = setup(fixtureCoverUpload({ error }).upload);
      await user.upload(await picker(), png());
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(value()).toBe('');
      unmount();
    }
  });

  it('opens the file picker from the keyboard', async () => {
    const { user } = setup(fixtureCoverUpload().upload);
    const opened = vi.fn();
    (await picker()).addEventListener('click', opened);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose image' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('puts the uploaded cover into the script the form saves', async () => {
    const fixture = fixtureScriptApi({ rows: sampleScripts(6).filter((row) => row.ownerId === 7) }, { id: 7, roles: ['CREATOR'] });
    const { user } = renderTool(
      <ScriptCatalogueFixture screenKey="scriptTable" roles={['CREATOR']} userId={7} api={fixture.api} />,
      { path: '/script-table' },
    );
    const row = (await screen.findByText('Dungeon Runner 5')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await user.upload(within(dialog).getByTestId('cover-file'), png());
    expect(await within(dialog).findByRole('img', { name: 'Cover image preview', hidden: true })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(fixture.calls.update).toHaveLength(1));
    expect(fixture.calls.update[0]).toMatchObject({ id: 5, iamgeUrl: sampleCoverUrl('1') });
  });
});
