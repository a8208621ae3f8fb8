import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthProvider } from '@/auth/AuthProvider';
import { DemoRibbon } from '@/platform/DemoRibbon';
import { PlatformInfoProvider } from '@/platform/PlatformInfoProvider';
import LoginScreen from '@/screens/login/LoginScreen';
import { fixtureAuthLogic } from '../../tests/fixtures/authFixtures';

/** The login page as the app frames it: the ribbon (when the server says demo mode) above the page. */
function LoginPage({ demoMode }: { demoMode: boolean }) {
  const info = useMemo(() => Promise.resolve({ demoMode, currency: 'CNY', examineUnusualFactor: 3 }), [demoMode]);
  const logic = useMemo(() => fixtureAuthLogic(), []);
  return (
    <PlatformInfoProvider info={info}>
      <DemoRibbon />
      <AuthProvider logic={logic} initialToken={null}>
        <LoginScreen />
      </AuthProvider>
    </PlatformInfoProvider>
  );
}

const meta = {
  title: 'Shell/Demo ribbon',
  component: LoginPage,
  parameters: { router: { path: '/login' } },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A demo database: every page says so, above the content. */
export const On: Story = {
  args: { demoMode: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ribbon = await canvas.findByRole('complementary', { name: 'Demo mode' });
    await expect(ribbon).toHaveTextContent('Demo data — not for production');
    await expect(canvas.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  },
};

/** Any other database (or DEMO_MODE=0): no ribbon. */
export const Off: Story = {
  args: { demoMode: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

/** In the user's language. */
export const OnInChinese: Story = {
  args: { demoMode: true },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ribbon = await canvas.findByRole('complementary', { name: '演示模式' });
    await expect(ribbon).toHaveTextContent('演示数据 — 请勿用于生产环境');
  },
};
