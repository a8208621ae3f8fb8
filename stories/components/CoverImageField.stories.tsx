import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '@fluentui/react-components';
import { ApiError } from '@/api/apiError';
import { CoverImageField } from '@/screens/scripts/CoverImageField';
import { fixtureCoverUpload } from '../../tests/fixtures/lists/coverFixtures';

/** A stored cover for the story: an inline picture, so it shows without a server. */
const STORED_COVER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#1f6fd0"/></svg>');

type Upload = 'answers' | 'pending' | 'tooBig';

/** The script form's cover field over an in-memory upload, with the value the form would keep. */
function CoverField({ value, upload }: { value: string; upload: Upload }) {
  const [url, setUrl] = useState(value);
  const uploader = useMemo(
    () =>
      fixtureCoverUpload({
        pending: upload === 'pending',
        progress: 0.4,
        error:
          upload === 'tooBig'
            ? new ApiError('too big', 400, { reason: 'invalid_input', fields: [{ field: 'image', reason: 'too_big', message: 'too big' }] })
            : undefined,
      }).upload,
    [upload],
  );
  return (
    <div style={{ padding: 16, maxWidth: 480, display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Text as="h1" size={500} weight="semibold">
        Script cover
      </Text>
      <CoverImageField label="Cover image" value={url} onChange={setUrl} upload={uploader} />
      <Text data-testid="value">{url || '(none)'}</Text>
    </div>
  );
}

const meta = {
  title: 'Components/Cover image field',
  component: CoverField,
  args: { value: '', upload: 'answers' },
} satisfies Meta<typeof CoverField>;
export default meta;
type Story = StoryObj<typeof meta>;

const png = () => new File([new Uint8Array(64)], 'cover.png', { type: 'image/png' });
const picker = (canvasElement: HTMLElement) => within(canvasElement).getByTestId<HTMLInputElement>('cover-file');

/** No cover yet: the button and what may be uploaded. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Remove' })).toBeNull();
    await expect(canvas.getByText('PNG, JPEG or WebP, at most 2 MB and 4096 pixels a side.')).toBeVisible();
  },
};

/** A script's stored cover, previewed, with Remove. */
export const WithCover: Story = {
  args: { value: STORED_COVER },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Cover image preview' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(canvas.getByTestId('value')).toHaveTextContent('(none)');
  },
};

/** A file on its way: the progress, the button unavailable (and focusable). */
export const Uploading: Story = {
  args: { upload: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(picker(canvasElement), png());
    await expect(await canvas.findByRole('progressbar', { name: 'Uploading… 40%' })).toBeVisible();
    // Unavailable, but still focusable: focus stays on it while the file uploads.
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Uploaded: the chosen file previewed, its URL the value. */
export const Uploaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(picker(canvasElement), png());
    await waitFor(() => expect(canvas.getByTestId('value')).toHaveTextContent('/rocketScript/api/files/covers/'));
    await expect(canvas.getByRole('img', { name: 'Cover image preview' })).toBeVisible();
  },
};

/** A file the browser refuses (not an image): nothing is sent. */
export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(picker(canvasElement), new File(['words'], 'notes.png', { type: 'text/plain' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image.');
  },
};

/** An image the server refuses (larger than 4096 px a side). */
export const RefusedByServer: Story = {
  args: { upload: 'tooBig' },
  play: async ({ canvasElement }) => {
    await userEvent.upload(picker(canvasElement), png());
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The image is larger than 4096 pixels a side.');
    await expect(within(canvasElement).getByTestId('value')).toHaveTextContent('(none)');
  },
};
