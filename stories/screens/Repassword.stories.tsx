import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import RepasswordScreen from '@/screens/repassword/RepasswordScreen';
import { apiError } from '../../tests/fixtures/apiErrors';
import { fill, label, VALID_RESET } from '../fixtures/fill';
import { fixtureRepasswordServices } from '../../tests/fixtures/formFixtures';

const meta = {
  title: 'Screens/Repassword',
  component: RepasswordScreen,
  parameters: { router: { path: '/repassword' } },
  args: { services: fixtureRepasswordServices({ demoOutbox: true }) },
} satisfies Meta<typeof RepasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reset password' }));
    for (const text of [
      'Enter a username.',
      'Enter your phone number.',
      'Enter the code we sent you.',
      'Enter a password.',
      'Repeat the password.',
    ]) {
      await expect(await canvas.findByText(text)).toBeVisible();
    }
  },
};

export const CodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(label('Phone number')), '+4915112345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
    await expect(
      await canvas.findByText('Demo mode: the code sent to +4915112345678 is 123456.'),
    ).toBeVisible();
  },
};

export const WrongCode: Story = {
  args: {
    services: fixtureRepasswordServices({
      submit: async () => {
        throw apiError(400, 'phone_code_invalid', 'Wrong or expired code', {
          fields: [
            { field: 'phoneCode', reason: 'invalid_value', message: 'Wrong or expired code' },
          ],
        });
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Reset your password' });
    await fill(canvas, VALID_RESET);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(
      await canvas.findByText('This code is wrong or has expired. Request a new one.'),
    ).toBeVisible();
  },
};

export const PhoneMismatch: Story = {
  args: {
    services: fixtureRepasswordServices({
      submit: async () => {
        throw apiError(400, 'phone_mismatch', 'Phone does not match', {
          fields: [{ field: 'phone', reason: 'mismatch', message: 'Phone does not match' }],
        });
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Reset your password' });
    await fill(canvas, VALID_RESET);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(
      await canvas.findByText('This phone number does not belong to that account.'),
    ).toBeVisible();
  },
};

export const ServerDown: Story = {
  args: {
    services: fixtureRepasswordServices({
      submit: async () => {
        throw apiError(500, 'internal_error', 'Internal error');
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Reset your password' });
    await fill(canvas, VALID_RESET);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /The password could not be changed/,
    );
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Reset your password' });
    await fill(canvas, VALID_RESET);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Navigated to /login?username=creator1' },
        { timeout: 3000 },
      ),
    ).toBeVisible();
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'パスワードを再設定' }));
    await expect(await canvas.findByText('受け取ったコードを入力してください。')).toBeVisible();
  },
};
