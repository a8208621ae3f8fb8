import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import RegisterScreen from '@/screens/register/RegisterScreen';
import { apiError, never } from '../../tests/fixtures/apiErrors';
import { fill, label, VALID_REGISTRATION } from '../fixtures/fill';
import { fixtureRegisterServices } from '../../tests/fixtures/formFixtures';

const meta = {
  title: 'Screens/Register',
  component: RegisterScreen,
  parameters: { router: { path: '/register' } },
  args: { services: fixtureRegisterServices({ demoOutbox: true }) },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Create a creator account' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create account' }));
    for (const text of [
      'Enter a nickname.',
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

export const InvalidValues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Create a creator account' });
    await fill(canvas, {
      Nickname: 'Ada',
      Username: 'a!',
      'Phone number': '12345',
      'Verification code': '12',
      Password: 'password1234',
      'Repeat the password': 'passw0rd1234',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(
      await canvas.findByText('Use 3 to 32 letters, digits, dots, dashes or underscores.'),
    ).toBeVisible();
    await expect(canvas.getByText(/11-digit mobile number/)).toBeVisible();
    await expect(canvas.getByText('The code has 6 digits.')).toBeVisible();
    await expect(
      canvas.getByText('This password is too common. Choose another one.'),
    ).toBeVisible();
    await expect(canvas.getByText('The passwords do not match.')).toBeVisible();
  },
};

/** Long enough but easy to guess: the meter says so as it is typed, and the form refuses it. */
export const WeakPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Create a creator account' });
    await fill(canvas, { Password: 'aaaaaaaaaaaa', 'Repeat the password': 'aaaaaaaaaaaa' });
    await expect(await canvas.findByRole('progressbar', { name: 'Strength: Very weak' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(
      await canvas.findByText('This password is too easy to guess. Make it longer or add unusual words.'),
    ).toBeVisible();
  },
};

export const ValidationErrorsChinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '注册' }));
    await expect(await canvas.findByText('请输入昵称。')).toBeVisible();
    await expect(canvas.getByText('请再次输入密码。')).toBeVisible();
  },
};

export const CodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(label('Phone number')), '13800138000');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
    await expect(
      await canvas.findByText('Demo mode: the code sent to 13800138000 is 123456.'),
    ).toBeVisible();
  },
};

export const CodeRateLimited: Story = {
  args: {
    services: fixtureRegisterServices({
      sendCode: async () => {
        throw apiError(429, 'rate_limited', 'Too many requests', { retryAfter: 42 });
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(label('Phone number')), '13800138000');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText(/Too many requests\. Try again in 42 s\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  },
};

export const UsernameTaken: Story = {
  args: {
    services: fixtureRegisterServices({
      demoOutbox: true,
      submit: async () => {
        throw apiError(409, 'username_taken', 'Username already taken');
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Create a creator account' });
    await fill(canvas, VALID_REGISTRATION);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('This username is already taken.')).toBeVisible();
    await expect(canvas.getByLabelText(label('Username'))).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ServerFieldErrors: Story = {
  args: {
    services: fixtureRegisterServices({
      submit: async () => {
        throw apiError(400, 'invalid_input', 'Invalid input', {
          fields: [
            { field: 'phone', reason: 'invalid_format', message: 'phone: invalid format' },
            { field: 'phoneCode', reason: 'required', message: 'phoneCode: required' },
          ],
        });
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Create a creator account' });
    await fill(canvas, VALID_REGISTRATION);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText(/11-digit mobile number/)).toBeVisible();
    await expect(canvas.getByText('Enter the code we sent you.')).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { services: fixtureRegisterServices({ submit: () => never() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Create a creator account' });
    await fill(canvas, VALID_REGISTRATION);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('button', { name: /Creating account/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Create a creator account' });
    await fill(canvas, VALID_REGISTRATION);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Navigated to /login?username=ada_writer' },
        { timeout: 3000 },
      ),
    ).toBeVisible();
  },
};
