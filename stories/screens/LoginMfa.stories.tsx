import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AuthProvider } from '@/auth/AuthProvider';
import { PlatformInfoProvider } from '@/platform/PlatformInfoProvider';
import LoginScreen from '@/screens/login/LoginScreen';
import { never } from '../../tests/fixtures/apiErrors';
import { fixtureAuthLogic, MFA_FIXTURE } from '../../tests/fixtures/authFixtures';
import { label } from '../fixtures/fill';

/**
 * The login screen's second step on the real auth machine: the fixture sign-in opens a pending
 * session that asks for a code (`verify`) or an enrolment (`enrol`).
 */
function SecondStep({ mfa, demoMode = false, busy = false }: { mfa: 'verify' | 'enrol'; demoMode?: boolean; busy?: boolean }) {
  const info = useMemo(() => Promise.resolve({ demoMode, currency: 'CNY', examineUnusualFactor: 3 }), [demoMode]);
  const logic = useMemo(() => fixtureAuthLogic({ mfa, ...(busy && { verifyCode: () => never() }) }), [mfa, busy]);
  return (
    <PlatformInfoProvider info={info}>
      <AuthProvider logic={logic} initialToken={null}>
        <LoginScreen demoCode={async () => MFA_FIXTURE.code} />
      </AuthProvider>
    </PlatformInfoProvider>
  );
}

type Canvas = ReturnType<typeof within>;

async function signIn(canvas: Canvas) {
  await userEvent.type(await canvas.findByLabelText(label('Username')), 'admin');
  await userEvent.type(canvas.getByLabelText(label('Password')), 'rocket123{Enter}');
}

const codeField = (canvas: Canvas) => canvas.findByLabelText(label('Authenticator code'), {}, { timeout: 3000 });

const meta = {
  title: 'Screens/Login/Two-step verification',
  component: SecondStep,
  parameters: { router: { path: '/login' } },
  args: { mfa: 'verify' },
} satisfies Meta<typeof SecondStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvas);
    await expect(await codeField(canvas)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText('Enter the code.')).toBeVisible();
  },
};

export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvas);
    await userEvent.type(await codeField(canvas), '000000{Enter}');
    await expect(await canvas.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(MFA_FIXTURE.wrongCode);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvas);
    await userEvent.type(await codeField(canvas), `${MFA_FIXTURE.code}{Enter}`);
    await expect(await canvas.findByRole('button', { name: /Verifying/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const RecoveryCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvas);
    await codeField(canvas);
    await userEvent.click(canvas.getByRole('switch', { name: 'Use a recovery code' }));
    await expect(canvas.getByLabelText(label('Recovery code'))).toHaveAttribute('inputmode', 'text');
    await expect(canvas.getByText(/One of the codes you saved/)).toBeVisible();
  },
};

export const RecoveryCodeUsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvas);
    await codeField(canvas);
    await userEvent.click(canvas.getByRole('switch', { name: 'Use a recovery code' }));
    await userEvent.type(canvas.getByLabelText(label('Recovery code')), `${MFA_FIXTURE.recoveryCodes[0]}{Enter}`);
    await expect(await canvas.findByText(/9 recovery codes left/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

export const DemoCode: Story = {
  args: { demoMode: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvas);
    await codeField(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show the demo code' }));
    await expect(canvas.getByLabelText(label('Authenticator code'))).toHaveValue(MFA_FIXTURE.code);
  },
};

export const EnrolmentDemoCode: Story = {
  args: { mfa: 'enrol', demoMode: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show the demo code' }));
    await expect(canvas.getByLabelText(label('Authenticator code'))).toHaveValue(MFA_FIXTURE.code);
  },
};

export const EnrolmentQr: Story = {
  args: { mfa: 'enrol' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvas);
    await expect(await canvas.findByRole('img', { name: /QR code/ }, { timeout: 3000 })).toBeVisible();
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await expect(canvas.getByText(/Your role requires two-step verification/)).toBeVisible();
  },
};

export const EnrolmentWrongCode: Story = {
  args: { mfa: 'enrol' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvas);
    await userEvent.type(await codeField(canvas), '000000{Enter}');
    await expect(await canvas.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(MFA_FIXTURE.wrongCode);
  },
};

export const EnrolmentCodesShown: Story = {
  args: { mfa: 'enrol' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvas);
    await userEvent.type(await codeField(canvas), `${MFA_FIXTURE.code}{Enter}`);
    const list = await canvas.findByRole('list', { name: 'Recovery codes' }, { timeout: 3000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have saved these codes' }));
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(label('用户名')), 'admin');
    await userEvent.type(canvas.getByLabelText(label('密码')), 'rocket123{Enter}');
    await expect(await canvas.findByRole('heading', { name: '两步验证' }, { timeout: 3000 })).toBeVisible();
  },
};
