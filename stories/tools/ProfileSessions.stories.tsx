import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { SessionsApi } from '@/api/sessions';
import { SessionsSection } from '@/screens/profile/SessionsSection';
import { apiError, never } from '../../tests/fixtures/apiErrors';
import { fixtureSessionsApi, SAMPLE_SESSIONS } from '../../tests/fixtures/sessionFixtures';
import { openedDialog } from '../lists/listStatePlays';

/** The profile's sessions section, as wide as a phone's screen when `width` says so. */
function Sessions({ api, width }: { api: SessionsApi; width?: number }) {
  return (
    <div style={{ maxWidth: width ? `${width}px` : '560px' }}>
      <SessionsSection api={api} />
    </div>
  );
}

const meta = {
  title: 'Screens/Profile/Sessions',
  component: Sessions,
  parameters: { router: { path: '/profile' } },
  args: { api: fixtureSessionsApi() },
} satisfies Meta<typeof Sessions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { api: fixtureSessionsApi({ list: () => never() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { api: fixtureSessionsApi({ sessions: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No active sessions')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
  },
};

export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = await canvas.findByRole('listitem', { name: 'Chrome on Windows' });
    await expect(within(current).getByText('This device')).toBeVisible();
    await expect(within(current).queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('listitem', { name: 'Safari on iOS' })).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: 'Unknown device' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out all other sessions' })).toBeVisible();
  },
};

export const DataChinese: Story = { globals: { locale: 'zh' } };

/** At 390 px: every session's facts wrap under its device, nothing runs out of the card. */
export const DataOnAPhone: Story = { args: { width: 390 } };

export const LoadError: Story = {
  args: {
    api: fixtureSessionsApi({
      list: async () => {
        throw apiError(500, 'internal_error', 'boom');
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your sessions could not be loaded')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const ActionFailed: Story = {
  args: { api: fixtureSessionsApi({ failActions: apiError(404, 'not_found', 'No such session of yours') }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out Safari on iOS' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not sign out: The requested item was not found.');
    await expect(canvas.getByRole('listitem', { name: 'Safari on iOS' })).toBeVisible();
  },
};

export const SignedOutOthers: Story = {
  args: { api: fixtureSessionsApi({ sessions: SAMPLE_SESSIONS }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = await openedDialog(canvasElement, 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out others', hidden: true }));
    await expect(await canvas.findByText('2 other sessions were signed out.')).toBeVisible();
  },
};
