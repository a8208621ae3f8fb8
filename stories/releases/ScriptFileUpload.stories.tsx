import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '@fluentui/react-components';
import { ScriptFileUploadButton } from '@/screens/releases/upload/useScriptFileUpload';
import { sampleFile, scriptedUploads, type UploadScript } from '../../tests/fixtures/uploads/uploadFixtures';
import { fixtureUploadApi, REFUSALS, type UploadFixtureOptions } from '../../tests/fixtures/uploads/releaseUploadFixtures';

/** One script's "Upload a new version" over in-memory files and fixture uploads, with what was added. */
function ScriptFileUploadStory({ fixture, upload }: { fixture: UploadFixtureOptions; upload: UploadScript }) {
  const api = useMemo(() => fixtureUploadApi('script', fixture).api, [fixture]);
  const effects = useMemo(() => scriptedUploads(upload).effects, [upload]);
  const [added, setAdded] = useState<string[]>([]);
  return (
    <div style={{ padding: 16, display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      <Text as="h1" size={500} weight="semibold">
        Puzzle Kingdom Auto
      </Text>
      <ScriptFileUploadButton
        script={{ id: 1, name: 'Puzzle Kingdom Auto' }}
        api={api}
        effects={effects}
        onAdded={(record) => setAdded((names) => [...names, `${record.kind} ${record.versionName}`])}
      />
      <Text data-testid="added">{added.length ? `Added: ${added.join(', ')}` : 'Nothing added yet'}</Text>
    </div>
  );
}

const meta = {
  title: 'Releases/Script file upload',
  component: ScriptFileUploadStory,
  args: { fixture: {}, upload: {} },
} satisfies Meta<typeof ScriptFileUploadStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function open(canvasElement: HTMLElement, kind: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upload a new version' }));
  await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: kind }));
  return within(await body(canvasElement).findByRole('dialog', { name: `New version of Puzzle Kingdom Auto · ${kind}` }));
}

/** A new APK: a number above the highest (2), the force flag, the file; saved and listed. */
export const Apk: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'APK');
    await expect(await dialog.findByText('Higher than 2.')).toBeVisible();
    await userEvent.type(await dialog.findByRole('textbox', { name: 'Version' }), '3');
    await userEvent.click(dialog.getByRole('switch', { name: 'Force update' }));
    await userEvent.upload(dialog.getByTestId<HTMLInputElement>('upload-files'), sampleFile('puzzle-3.apk', 8_400_000));
    await dialog.findByText(/is uploaded: choose Save to add the version/);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(canvasElement).getByTestId('added')).toHaveTextContent('Added: apk 3'));
  },
};

/** A course file is numbered by the server: PDF or MP4, no number to give, no force flag. */
export const Course: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Course file');
    await expect(await dialog.findByText('Course files are numbered by the server: this one becomes version 2.')).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Course file' })).toHaveAccessibleDescription('.pdf or .mp4, at most 500 MB.');
    await expect(dialog.queryByRole('switch')).toBeNull();
  },
};

/** The server read other bytes than were hashed: the row says so and offers Retry. */
export const Md5Mismatch: Story = {
  args: { fixture: { addErrors: [REFUSALS.md5Mismatch()] } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'RC file');
    await userEvent.type(await dialog.findByRole('textbox', { name: 'Version' }), '2');
    await userEvent.upload(dialog.getByTestId<HTMLInputElement>('upload-files'), sampleFile('puzzle.rc', 950));
    await dialog.findByText(/is uploaded: choose Save to add the version/);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const row = await dialog.findByRole('listitem', { name: 'puzzle.rc' });
    await expect(await within(row).findByRole('alert')).toHaveTextContent('The server received other bytes than the file holds.');
  },
};
