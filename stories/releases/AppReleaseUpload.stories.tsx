import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppReleaseUploadView } from '@/screens/releases/upload/AppReleaseUploadView';
import { sampleFile, scriptedUploads, type UploadScript } from '../../tests/fixtures/uploads/uploadFixtures';
import { fixtureUploadApi, REFUSALS, type UploadFixtureOptions } from '../../tests/fixtures/uploads/releaseUploadFixtures';

/** The new app release's page over in-memory releases and fixture uploads (no Worker, no server). */
function AppReleaseUploadStory({ fixture, upload }: { fixture: UploadFixtureOptions; upload: UploadScript }) {
  const api = useMemo(() => fixtureUploadApi('app', fixture).api, [fixture]);
  const effects = useMemo(() => scriptedUploads(upload).effects, [upload]);
  return <AppReleaseUploadView api={api} effects={effects} />;
}

const meta = {
  title: 'Releases/App release upload',
  component: AppReleaseUploadStory,
  args: { fixture: {}, upload: {} },
  parameters: { router: { path: '/versionUpload/version-upload' } },
} satisfies Meta<typeof AppReleaseUploadStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const apk = () => sampleFile('rocket-2.4.0.apk', 43_000_000);
const picker = (canvasElement: HTMLElement) => within(canvasElement).getByTestId<HTMLInputElement>('upload-files');

/** Fills the form with 2.4.0 / `code` and chooses the APK. */
async function fill(canvasElement: HTMLElement, code = '130') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Version' }), '2.4.0');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Version code' }), code);
  await userEvent.upload(picker(canvasElement), apk());
}

/** Nothing filled in: the highest code so far as the hint, the APK's limits. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Higher than 120.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Rollout (%)' })).toHaveValue('100');
    await expect(canvas.getByRole('group', { name: 'APK file' })).toHaveAccessibleDescription('.apk, at most 1 GB.');
  },
};

/** The APK on its way (40% sent, checksum at 60%): Add version says to wait for it. */
export const Uploading: Story = {
  args: { upload: { hash: 0.6, send: { stopAt: 0.4 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await expect(await canvas.findByText(/^40% · 17.2 MB of 43 MB/)).toBeVisible();
    await expect(canvas.getByText('Checksum: 60%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add version' }));
    await expect(await canvas.findByText(/^The file is still uploading/)).toBeVisible();
  },
};

/** A file the browser refuses before sending it (not an APK). */
export const RefusedFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.setup({ applyAccept: false }).upload(picker(canvasElement), sampleFile('notes.txt', 2_000));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This file type is not accepted here: choose .apk.');
  },
};

/** The APK is up and waits for "Add version": not saved yet, and it may still be cancelled. */
export const HeldForTheForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await canvas.findByText(/is uploaded: choose Add version/);
    const row = canvas.getByRole('listitem', { name: 'rocket-2.4.0.apk' });
    await expect(within(row).getByRole('status')).toHaveTextContent('Uploaded, not saved yet');
    await expect(within(row).getByRole('button', { name: 'Cancel: rocket-2.4.0.apk' })).not.toHaveAttribute('aria-disabled');
  },
};

/** Another release took code 130 meanwhile: the server's 409 on the field, the upload kept. */
export const VersionTakenMeanwhile: Story = {
  args: { fixture: { takenMeanwhile: { versionCode: 140, versionName: '1.3.0' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Higher than 120.');
    await fill(canvasElement);
    await canvas.findByText(/is uploaded: choose Add version/);
    await userEvent.click(canvas.getByRole('button', { name: 'Add version' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Version code' })).toHaveAccessibleDescription(
        expect.stringContaining('Choose a version number above 140.'),
      ),
    );
    await expect(canvas.getByText(/is uploaded: choose Add version/)).toBeVisible();
  },
};

/** The server finds no Android package in the file: its row says so, with only Remove (Retry cannot help). */
export const FileRefusedByServer: Story = {
  args: { fixture: { addErrors: [REFUSALS.notAnApk()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await canvas.findByText(/is uploaded: choose Add version/);
    await userEvent.click(canvas.getByRole('button', { name: 'Add version' }));
    const row = await canvas.findByRole('listitem', { name: 'rocket-2.4.0.apk' });
    await expect(await within(row).findByRole('alert')).toHaveTextContent('This is not an Android package: it has no AndroidManifest.xml.');
    await expect(within(row).getByRole('status')).toHaveTextContent('Not accepted');
    await expect(within(row).queryByRole('button', { name: 'Retry: rocket-2.4.0.apk' })).toBeNull();
    await expect(within(row).getByRole('button', { name: 'Remove: rocket-2.4.0.apk' })).toBeEnabled();
  },
};

/** Added: where to activate it, and the form blank again for the next one. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await canvas.findByText(/is uploaded: choose Add version/);
    await userEvent.click(canvas.getByRole('button', { name: 'Add version' }));
    await expect(await canvas.findByText(/Release 2\.4\.0 uploaded/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Version Management' })).toHaveAttribute('href', '/versionUpload/version-admin');
    await expect(await canvas.findByText('Higher than 130.')).toBeVisible();
  },
};
