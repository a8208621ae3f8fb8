import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AuthProvider } from '@/auth/AuthProvider';
import { currentTranslations } from '@/i18n/currentTranslations';
import LoginScreen from '@/screens/login/LoginScreen';
import type { SignInInput, SignInOutput } from '@machines/auth.machine.js';
import { delay, never } from '../../tests/fixtures/apiErrors';
import { fixtureAuthLogic } from '../../tests/fixtures/authFixtures';
import { label } from '../fixtures/fill';

/** The login screen on the real auth machine, with the signIn effect replaced by a fixture. */
function LoginWith({ signIn }: { signIn?: (input: SignInInput) => Promise<SignInOutput> }) {
  return (
    <AuthProvider logic={fixtureAuthLogic({ signIn })} initialToken={null}>
      <LoginScreen />
    </AuthProvider>
  );
}

/** The app's signIn rethrows api failures with the text the user reads; so does this one. */
async function wrongPassword(): Promise<SignInOutput> {
  await delay(200);
  throw new Error(
    currentTranslations()?.errors.invalid_credentials() ?? 'Incorrect username or password.',
  );
}

const meta = {
  title: 'Screens/Login',
  component: LoginWith,
  parameters: { router: { path: '/login' } },
} satisfies Meta<typeof LoginWith>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create a creator account' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/repassword',
    );
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Enter your username.')).toBeVisible();
    await expect(canvas.getByText('Enter your password.')).toBeVisible();
  },
};

export const PasswordShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = await canvas.findByLabelText(label('Password'));
    await userEvent.type(password, 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Busy: Story = {
  args: { signIn: () => never() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(label('Username')), 'admin');
    await userEvent.type(canvas.getByLabelText(label('Password')), 'admin123!');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('button', { name: /Signing in/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const WrongPassword: Story = {
  args: { signIn: wrongPassword },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(label('Username')), 'admin');
    await userEvent.type(canvas.getByLabelText(label('Password')), 'wrong password{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Incorrect username or password.',
    );
  },
};

export const PrefilledAfterRegistering: Story = {
  parameters: { router: { path: '/login?username=ada_writer' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(label('Username'))).toHaveValue('ada_writer');
  },
};

export const RedirectsWhenSignedIn: Story = {
  parameters: { router: { path: '/login?redirect=%2Fwn%2Fgame-admin%3Fpage%3D2' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(label('Username')), '  admin  ');
    await userEvent.type(canvas.getByLabelText(label('Password')), 'admin123!{Enter}');
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Navigated to /wn/game-admin?page=2' },
        { timeout: 3000 },
      ),
    ).toBeVisible();
  },
};

/** A redirect left by another user (an author's page) is not followed by an admin: the dashboard. */
export const IgnoresRedirectTheUserCannotOpen: Story = {
  parameters: { router: { path: '/login?redirect=%2Fscript-table%3Fpage%3D2' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(label('Username')), 'admin');
    await userEvent.type(canvas.getByLabelText(label('Password')), 'admin123!{Enter}');
    await expect(
      await canvas.findByRole('heading', { name: 'Navigated to /' }, { timeout: 3000 }),
    ).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('请输入用户名。')).toBeVisible();
  },
};

export const ChineseError: Story = {
  globals: { locale: 'zh' },
  args: { signIn: wrongPassword },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(label('用户名')), 'admin');
    await userEvent.type(canvas.getByLabelText(label('密码')), 'wrong password{Enter}');
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Iniciar sesión' }),
    ).toBeVisible();
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'ログイン' }),
    ).toBeVisible();
  },
};
