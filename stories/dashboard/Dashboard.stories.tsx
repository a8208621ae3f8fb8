import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { DashboardSummary } from '@contracts/dashboard.js';
import { DashboardView } from '@/screens/dashboard/DashboardScreen';
import { DASHBOARD_NOW, fixtureDashboardApi, SUMMARIES, type Outage } from '../../tests/fixtures/dashboard/dashboardFixtures';

/** The dashboard over a fixed summary (never a live server). */
function DashboardWith({
  summary,
  roles,
  delay,
  outage,
}: {
  summary: DashboardSummary;
  roles: string[];
  delay?: number;
  outage?: Outage;
}) {
  const { api } = fixtureDashboardApi(summary, { delay, outage });
  return <DashboardView api={api} name="Ada" roles={roles} now={DASHBOARD_NOW} />;
}

const meta = {
  title: 'Dashboard/Dashboard',
  component: DashboardWith,
  parameters: { router: { path: '/dashboard' } },
} satisfies Meta<typeof DashboardWith>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('region', { name });

export const Admin: Story = {
  args: { summary: SUMMARIES.admin, roles: ['ADMIN'] },
  play: async ({ canvasElement }) => {
    const reviews = within(await region(canvasElement, 'Waiting for review'));
    await expect(reviews.getByRole('link', { name: '3' })).toHaveAttribute(
      'href',
      '/wn/config-admin?status=pending',
    );
    await expect(
      within(await region(canvasElement, 'Latest status changes')).getByRole('link', {
        name: 'Arena farming preset (#9)',
      }),
    ).toBeVisible();
  },
};

/** The latest changes in Chinese: events, statuses and entities translated, records by name. */
export const AdminInChinese: Story = {
  args: { summary: SUMMARIES.admin, roles: ['ADMIN'] },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const recent = within(await region(canvasElement, '最近的状态变更'));
    await expect(recent.getByText('驳回：待审核 → 已驳回')).toBeVisible();
    await expect(recent.getByText('申请统计：未申请 → 已提交')).toBeVisible();
    await expect(recent.getByRole('link', { name: 'Arena farming preset（#9）' })).toBeVisible();
    await expect(recent.queryByText(/REJECT|APPLY|pending|config/)).toBeNull();
  },
};

export const Creator: Story = {
  args: { summary: SUMMARIES.creator, roles: ['CREATOR'] },
  play: async ({ canvasElement }) => {
    const settlements = within(await region(canvasElement, 'Settlements'));
    // "To apply for" stops at last month: the open month cannot be applied for yet.
    await expect(settlements.getAllByRole('link', { name: '3' })[0]).toHaveAttribute(
      'href',
      '/settlement?status=unapplied&countTimeTo=2026-10',
    );
    await expect(within(canvasElement).getByText('Last month: 200,393')).toBeVisible();
  },
};

export const Company: Story = {
  args: { summary: SUMMARIES.company, roles: ['BUSINESS_COMPANY'] },
  play: async ({ canvasElement }) => {
    const settlements = within(await region(canvasElement, 'Settlements'));
    await expect(settlements.getByRole('link', { name: '42' })).toHaveAttribute(
      'href',
      '/settlement?status=settled',
    );
  },
};

export const Partner: Story = {
  args: { summary: SUMMARIES.partner, roles: ['COOPERATE'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('106,620')).toBeVisible();
  },
};

export const AuditorWithNoTransitions: Story = {
  args: { summary: SUMMARIES.auditor, roles: ['AUDITOR'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No status change yet.')).toBeVisible();
  },
};

/** An operator: the scripts waiting to be shown (each opening the operator's screen on it) and the latest script changes in words. */
export const Operator: Story = {
  args: { summary: SUMMARIES.operator, roles: ['OPERATE'] },
  play: async ({ canvasElement }) => {
    const waiting = within(await region(canvasElement, 'Scripts waiting to be shown'));
    await expect(waiting.getByRole('link', { name: '7' })).toHaveAttribute('href', '/script-operate?status=submitted');
    await expect(waiting.getByRole('link', { name: 'Sky Fisher Pro' })).toHaveAttribute(
      'href',
      '/script-operate?status=submitted&scriptName=Sky+Fisher+Pro',
    );
    const changes = within(await region(canvasElement, 'Latest changes to scripts'));
    await expect(changes.getByText('Updated: Paid, Labels')).toBeVisible();
    await expect(changes.getByText('Recommendation order changed')).toBeVisible();
    await expect(changes.getByText('Show: Waiting to be shown → Shown')).toBeVisible();
  },
};

/** The same in Japanese. */
export const OperatorInJapanese: Story = {
  args: { summary: SUMMARIES.operator, roles: ['OPERATE'] },
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const changes = within(await region(canvasElement, 'スクリプトの最近の変更'));
    await expect(changes.getByText('おすすめ順の変更')).toBeVisible();
    await expect(changes.queryByText(/REORDER|UPDATE|chargeSwitch/)).toBeNull();
  },
};

/** Nothing waits and nothing has changed yet. */
export const OperatorWithNothingWaiting: Story = {
  args: { summary: SUMMARIES.operatorIdle, roles: ['OPERATE'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No script waits to be shown.')).toBeVisible();
    await expect(within(canvasElement).getByText('No script has changed yet.')).toBeVisible();
  },
};

export const NothingForThisRole: Story = {
  args: { summary: SUMMARIES.nothing, roles: [] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Choose a screen from the menu to start.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { summary: SUMMARIES.admin, roles: ['ADMIN'], delay: Infinity },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the list…')).toBeVisible();
  },
};

const outage: Outage = { down: true };

export const LoadErrorThenRetry: Story = {
  args: { summary: SUMMARIES.creator, roles: ['CREATOR'], outage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The dashboard could not be loaded.')).toBeVisible();
    outage.down = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await region(canvasElement, 'Settlements')).toBeVisible();
  },
};

/** The Lua admin: the active detection code, linking to the Lua code screen, and the latest uploads with their status. */
export const LuaAdmin: Story = {
  args: { summary: SUMMARIES.luaAdmin, roles: ['LUA_ADMIN'] },
  play: async ({ canvasElement }) => {
    const active = within(await region(canvasElement, 'Lua detection code'));
    await expect(active.getByRole('link', { name: 'Active Lua code: version 2' })).toHaveAttribute('href', '/luaUpload/version-upload');
    const recent = within(await region(canvasElement, 'Recent uploads'));
    await expect(recent.getByText('Superseded')).toBeVisible();
    await expect(recent.getByText('Detection rules, round 3.')).toBeVisible();
  },
};

/** The same with nothing uploaded yet, in Spanish. */
export const LuaAdminWithNothing: Story = {
  args: { summary: SUMMARIES.luaAdminWithNothing, roles: ['LUA_ADMIN'] },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(await region(canvasElement, 'Código Lua de detección')).getByRole('link', { name: 'No hay código Lua activo.' })).toBeVisible();
    await expect(within(await region(canvasElement, 'Subidas recientes')).getByText('Aún no se ha subido ninguna versión.')).toBeVisible();
  },
};

/** The Lua admin on a phone (the app's mobile device, below 992 px): the recent uploads as cards, which fit 390 px. */
export const LuaAdminOnAPhone: Story = {
  args: { summary: SUMMARIES.luaAdmin, roles: ['LUA_ADMIN'] },
  parameters: { shell: { appInput: { device: 'mobile' } } },
  play: async ({ canvasElement }) => {
    const recent = within(await region(canvasElement, 'Recent uploads'));
    await expect(recent.queryByRole('table')).toBeNull();
    const newest = within(recent.getByRole('article', { name: 'Version 3' }));
    await expect(newest.getByText('Detection rules, round 3.')).toBeVisible();
  },
};
