import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HeaderSearch } from '@/layout/headerSearch/HeaderSearch';
import { SessionFrame, TopBarFrame } from '../../tests/fixtures/toolsFixtures';

/** The top bar's route search, for an ADMIN (fixture session). Results open in a popup. */
function HeaderSearchInBar() {
  return (
    <SessionFrame>
      <TopBarFrame title="Rocket Script">
        <HeaderSearch />
      </TopBarFrame>
    </SessionFrame>
  );
}

const meta = {
  title: 'Tools/Header search',
  component: HeaderSearchInBar,
  parameters: { router: { path: '/dashboard' } },
} satisfies Meta<typeof HeaderSearchInBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Search the menu' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Search the menu' }));
    const box = await canvas.findByRole('combobox', { name: 'Search pages' });
    await waitFor(() => expect(box).toHaveFocus());
    await expect(box).toHaveValue('');
  },
};

export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Search the menu' }));
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Search pages' }), 'user');
    await expect(
      await page(canvasElement).findByRole('option', { name: /Users > User Management/ }),
    ).toBeVisible();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Search the menu' }));
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Search pages' }), 'nothing here');
    await expect(
      await page(canvasElement).findByText('No page matches “nothing here”.'),
    ).toBeVisible();
  },
};

export const ChineseWithPinyin: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '搜索菜单' }));
    await userEvent.type(await canvas.findByRole('combobox', { name: '搜索页面' }), 'yhgl');
    await expect(
      await page(canvasElement).findByRole('option', { name: /用户管理 > 用户列表/ }),
    ).toBeVisible();
  },
};
