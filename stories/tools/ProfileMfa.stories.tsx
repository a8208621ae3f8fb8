import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MfaSection } from '@/screens/profile/MfaSection';
import type { MfaSectionApi } from '@/screens/profile/mfaSectionApi';
import { apiError, never } from '../../tests/fixtures/apiErrors';
import { fixtureMfaSectionApi } from '../../tests/fixtures/mfaFixtures';
import { label } from '../fixtures/fill';

/** The profile's two-step section, as wide as a phone's screen when `width` says so. */
function TwoStep({ api, width }: { api: MfaSectionApi; width?: number }) {
  return (
    <div style={{ maxWidth: width ? `${width}px` : '560px' }}>
      <MfaSection username="admin" api={api} />
    </div>
  );
}

const ON = { enabled: true, enabledAt: '2026-11-20T08:00:00.000Z', recoveryCodesLeft: 7 };

const meta = {
  title: 'Screens/Profile/Two-step verification',
  component: TwoStep,
  parameters: { router: { path: '/profile' } },
  args: { api: fixtureMfaSectionApi() },
} satisfies Meta<typeof TwoStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Turn on' })).toBeVisible();
    await expect(canvas.getByText('Off')).toBeVisible();
  },
};

export const TurningOn: Story = {
  args: { width: 390 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn on' }));
    await expect(await canvas.findByRole('img', { name: /QR code/ })).toBeVisible();
    await expect(canvas.getByLabelText(label('Authenticator code'))).toHaveAttribute('inputmode', 'numeric');
  },
};

export const On: Story = {
  args: { api: fixtureMfaSectionApi({ status: ON }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Recovery codes left')).toBeVisible();
    await expect(canvas.getByText('7')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Turn off' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New recovery codes' })).toBeVisible();
  },
};

export const RequiredByRole: Story = {
  args: { api: fixtureMfaSectionApi({ status: { ...ON, required: true } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Your role requires two-step verification/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Turn off' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { api: fixtureMfaSectionApi({ load: () => never() }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { api: fixtureMfaSectionApi({ load: async () => Promise.reject(apiError(500, 'internal_error', 'Server error')) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Two-step verification could not be read.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Retry|Try again/ })).toBeVisible();
  },
};
