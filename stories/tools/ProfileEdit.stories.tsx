import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ProfileScreen from '@/screens/profile/ProfileScreen';
import type { ProfileEditServices } from '@/screens/profile/profileEditLogic';
import { apiError, never } from '../../tests/fixtures/apiErrors';
import { DEMO_USER } from '../../tests/fixtures/authFixtures';
import { fixtureCoverUpload } from '../../tests/fixtures/lists/coverFixtures';
import { fixtureProfileEditServices, fixtureProfileServices, SessionFrame } from '../../tests/fixtures/toolsFixtures';
import { fill } from '../fixtures/fill';

/** The profile screen of a fixture session, its identity card in edit mode once opened. */
function ProfileEditOfDemoUser({ editServices }: { editServices: ProfileEditServices }) {
  return (
    <SessionFrame user={DEMO_USER}>
      <ProfileScreen services={fixtureProfileServices()} editServices={editServices} />
    </SessionFrame>
  );
}

const meta = {
  title: 'Screens/Profile/Edit',
  component: ProfileEditOfDemoUser,
  parameters: { router: { path: '/profile' } },
  args: { editServices: fixtureProfileEditServices() },
} satisfies Meta<typeof ProfileEditOfDemoUser>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openEditor(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Edit profile' }));
  return within(await canvas.findByRole('form', { name: 'Edit profile' }));
}

export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const form = await openEditor(canvasElement);
    await expect(form.getByRole('textbox', { name: /^Nickname/ })).toHaveValue(DEMO_USER.name);
    await expect(form.getByRole('button', { name: 'Choose image' })).toBeVisible();
  },
};

export const EditingChinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '编辑资料' }));
    await expect(await canvas.findByRole('button', { name: '保存资料' })).toBeVisible();
  },
};

/** The avatar being uploaded: its progress shown, the form still editable. */
export const AvatarLoading: Story = {
  args: { editServices: { ...fixtureProfileEditServices(), uploadAvatar: fixtureCoverUpload({ pending: true }).upload } },
  play: async ({ canvasElement }) => {
    const form = await openEditor(canvasElement);
    const picker = canvasElement.querySelector<HTMLInputElement>('[data-testid="cover-file"]')!;
    await userEvent.upload(picker, new File([new Uint8Array(64)], 'me.png', { type: 'image/png' }));
    await expect(await form.findByText('Uploading… 50%')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { editServices: fixtureProfileEditServices({ save: () => never() }) },
  play: async ({ canvasElement }) => {
    const form = await openEditor(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));
    await expect(await form.findByRole('button', { name: 'Saving…' })).toBeVisible();
  },
};

export const SaveFailed: Story = {
  args: {
    editServices: fixtureProfileEditServices({
      save: async () => {
        throw apiError(500, 'internal_error', 'Server error');
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const form = await openEditor(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));
    await expect(await form.findByText(/^The profile was not saved/)).toBeVisible();
  },
};

export const NicknameRefused: Story = {
  play: async ({ canvasElement }) => {
    const form = await openEditor(canvasElement);
    await fill(form, { Nickname: '' });
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));
    await expect(await form.findByText('Enter a nickname.')).toBeVisible();
  },
};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openEditor(canvasElement);
    await fill(form, { Nickname: 'Countess Ada', Introduction: 'Notes on the engine.' });
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));
    await expect(await canvas.findByText('Profile saved.')).toBeVisible();
    await expect(canvas.getByText('Notes on the engine.')).toBeVisible();
  },
};

/** A new password the strength check refuses, with the meter saying why. */
export const WeakNewPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Profile' });
    await fill(canvas, { 'Current password': 'my old secret 1', 'New password': 'qwertyuiopas', 'Repeat the new password': 'qwertyuiopas' });
    await expect(await canvas.findByRole('progressbar', { name: /^Strength: / })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(
      await canvas.findByText('This password is too easy to guess. Make it longer or add unusual words.'),
    ).toBeVisible();
  },
};
