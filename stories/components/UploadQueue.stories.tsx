import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '@fluentui/react-components';
import { UploadQueue } from '@/upload/UploadQueue';
import type { UploadPurpose } from '@/upload/tusUpload';
import { SAMPLE_MD5, sampleFile, scriptedUploads, type UploadScript } from '../../tests/fixtures/uploads/uploadFixtures';

interface QueueStoryProps {
  script: UploadScript;
  purpose: UploadPurpose;
  accept: string[];
  maxBytes: number;
  multiple: boolean;
  label?: string;
}

/** The queue over fixture effects (no Worker, no server), with what the "add" call accepted. */
function QueueStory({ script, purpose, accept, maxBytes, multiple, label }: QueueStoryProps) {
  const effects = useMemo(() => scriptedUploads(script).effects, [script]);
  const [registered, setRegistered] = useState<string[]>([]);
  return (
    <div style={{ padding: 16, maxWidth: 640, display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Text as="h1" size={500} weight="semibold">
        New versions
      </Text>
      <UploadQueue
        purpose={purpose}
        accept={accept}
        maxBytes={maxBytes}
        multiple={multiple}
        label={label}
        effects={effects}
        register={async (file, ids) => ({ fileName: file.name, ...ids })}
        onRegistered={(file) => setRegistered((names) => [...names, file.name])}
      />
      <Text data-testid="registered">{registered.length ? `Registered: ${registered.join(', ')}` : 'Nothing registered yet'}</Text>
    </div>
  );
}

const meta = {
  title: 'Components/Upload queue',
  component: QueueStory,
  args: { script: {}, purpose: 'apk', accept: ['apk'], maxBytes: 1_000_000_000, multiple: true },
} satisfies Meta<typeof QueueStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const picker = (canvasElement: HTMLElement) => within(canvasElement).getByTestId<HTMLInputElement>('upload-files');
const apk = (name = 'rocket-2.4.0.apk', size = 734_000_000) => sampleFile(name, size);

/** Nothing chosen yet: the button, the drop zone and what is accepted. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeEnabled();
    await expect(canvas.getByRole('group', { name: 'Choose files' })).toHaveAccessibleDescription('.apk, at most 1 GB each.');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A 734 MB APK on its way: 40% sent at 25 MB/s, its checksum 60% computed. */
export const Uploading: Story = {
  args: { script: { hash: 0.6, send: { stopAt: 0.4 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(picker(canvasElement), apk());
    await expect(await canvas.findByText('40% · 293.6 MB of 734 MB · 25 MB/s · 18 s left')).toBeVisible();
    await expect(canvas.getByText('Checksum: 60%')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Upload of rocket-2.4.0.apk' })).toHaveAttribute('aria-valuenow', '0.4');
    await expect(canvas.getByRole('button', { name: 'Pause: rocket-2.4.0.apk' })).toBeEnabled();
  },
};

/** The connection dropped at 25%: Retry goes on from there and the file is registered. */
export const FailedWithRetry: Story = {
  args: { script: { send: { dropAt: 0.25 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(picker(canvasElement), apk());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The connection was lost. Retry to go on where the upload stopped.');
    await expect(canvas.getByText(/^25% · 183.5 MB of 734 MB/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry: rocket-2.4.0.apk' }));
    await waitFor(() => expect(canvas.getByTestId('registered')).toHaveTextContent('Registered: rocket-2.4.0.apk'));
  },
};

/** Two files sent, checked and registered. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(picker(canvasElement), [apk(), apk('rocket-2.4.1.apk', 12_500)]);
    await waitFor(() => expect(canvas.getByTestId('registered')).toHaveTextContent('Registered: rocket-2.4.0.apk, rocket-2.4.1.apk'));
    await expect(canvas.getAllByText('Uploaded')).toHaveLength(2);
    await expect(canvas.getAllByText(`MD5 ${SAMPLE_MD5}`)).toHaveLength(2);
    await expect(canvas.getByText('12.5 kB')).toBeVisible();
  },
};

/** Files the browser refuses (another type, over the limit): listed with the reason, never sent. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(picker(canvasElement), [sampleFile('notes.txt', 2_000), apk('huge.apk', 1_200_000_000)]);
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual([
      'This file type is not accepted here: choose .apk.',
      'This file is larger than 1 GB.',
    ]);
    await expect(canvas.getByTestId('registered')).toHaveTextContent('Nothing registered yet');
  },
};

/** One file at a time, as a version form uses it: a course file (PDF or MP4). */
export const SingleFile: Story = {
  args: { purpose: 'course', accept: ['pdf', 'mp4'], maxBytes: 500_000_000, multiple: false, label: 'Course file' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Course file' })).toHaveAccessibleDescription('.pdf or .mp4, at most 500 MB.');
    await userEvent.upload(picker(canvasElement), sampleFile('lesson-1.mp4', 48_000_000));
    await waitFor(() => expect(canvas.getByTestId('registered')).toHaveTextContent('Registered: lesson-1.mp4'));
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeEnabled();
  },
};
