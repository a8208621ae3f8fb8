import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthProvider } from '@/auth/AuthProvider';
import Page401 from '@/router/pages/Page401';
import Page404 from '@/router/pages/Page404';
import { fixtureAuthLogic } from '../../tests/fixtures/authFixtures';

/** The router's error pages; 401 is shown to a signed-in user (fixture session). */
function ErrorPageWith({ code }: { code: '401' | '404' }) {
  return (
    <AuthProvider logic={fixtureAuthLogic()} initialToken={code === '401' ? 'fixture-token' : null}>
      {code === '401' ? <Page401 /> : <Page404 />}
    </AuthProvider>
  );
}

const meta = {
  title: 'Screens/Error pages',
  component: ErrorPageWith,
} satisfies Meta<typeof ErrorPageWith>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: { code: '404' },
  parameters: { router: { path: '/404' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Page not found' }),
    ).toBeVisible();
  },
};

export const Unauthorized: Story = {
  args: { code: '401' },
  parameters: { router: { path: '/401' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'You do not have permission to view this page' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Log in with another account' }),
    ).toBeVisible();
  },
};

export const NotFoundChinese: Story = {
  args: { code: '404' },
  globals: { locale: 'zh' },
  parameters: { router: { path: '/404' } },
};
