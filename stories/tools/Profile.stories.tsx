import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ProfileScreen from '@/screens/profile/ProfileScreen';
import type { ProfileServices } from '@/screens/profile/profileLogic';
import { apiError, never } from '../../tests/fixtures/apiErrors';
import { DEMO_USER } from '../../tests/fixtures/authFixtures';
import { fill } from '../fixtures/fill';
import { fixtureProfileServices, SessionFrame } from '../../tests/fixtures/toolsFixtures';

/** The profile screen of a fixture session (a user with two roles). */
function ProfileOfDemoUser({ services }: { services: ProfileServices }) {
  return (
    <SessionFrame user={{ ...DEMO_USER, roles: ['ADMIN', 'AUDITOR'] }}>
      <ProfileScreen services={services} />
    </SessionFrame>
  );
}

const meta = {
  title: 'Screens/Profile',
  component: ProfileOfDemoUser,
  parameters: { router: { path: '/profile' } },
  args: { services: fixtureProfileServices() },
} satisfies Meta<typeof ProfileOfDemoUser>;

export default meta;
type Story = StoryObj<typeof meta>;

const VALID = {
  'Current password': 'my old secret 1',
  'New password': 'a brand new secret',
  'Repeat the new password': 'a brand new secret',
};

export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(await canvas.findByText('Administrator')).toBeVisible();
    await expect(canvas.getByText('Auditor')).toBeVisible();
    await expect(canvas.getByText('Platform administrator')).toBeVisible();
  },
};

export const DataChinese: Story = { globals: { locale: 'zh' } };

export const Submitting: Story = {
  args: { services: fixtureProfileServices({ submit: () => never() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Profile' });
    await fill(canvas, VALID);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByRole('button', { name: 'Changing…' })).toBeVisible();
  },
};

export const OldPasswordWrong: Story = {
  args: {
    services: fixtureProfileServices({
      submit: async () => {
        throw apiError(400, 'old_password_wrong', 'Old password is wrong');
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Profile' });
    await fill(canvas, VALID);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('The old password is incorrect.')).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Profile' });
    await fill(canvas, VALID);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(
      await canvas.findByText(
        'Password changed. Other sessions have been signed out; this one stays signed in.',
      ),
    ).toBeVisible();
  },
};
