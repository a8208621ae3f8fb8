import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SettlementActor } from '@contracts/settlement.js';
import { ScriptMonthsView } from '@/screens/active/scriptMonths/ScriptMonthsView';
import type { ScriptMonthsVariant } from '@/screens/active/scriptMonths/scriptMonthColumns';
import { openedDialog, playEmpty, playLoadError, playLoading, STORY_VIEW } from '../lists/listStatePlays';
import {
  ADMIN_ACTOR,
  apiError,
  AUTHOR_ACTOR,
  fixtureScriptMonthsApi,
  fixtureSettlementApi,
  monthsAgo,
} from '../../tests/fixtures/activity/settlementFixtures';
import type { FixtureOptions } from '../../tests/fixtures/resourceFixture';
import type { ScriptActiveRecord } from '@contracts/activity.js';

/** A script-month screen over in-memory months whose settlement calls run the real machine. */
function ScriptMonthsWith({
  variant,
  actor,
  settle = true,
  fixture = {},
}: {
  variant: ScriptMonthsVariant;
  actor: SettlementActor;
  settle?: boolean;
  fixture?: FixtureOptions<ScriptActiveRecord>;
}) {
  const { api, rows } = fixtureScriptMonthsApi(fixture);
  const settlements = fixtureSettlementApi(rows, actor).api;
  return (
    <ScriptMonthsView
      title={variant === 'activity' ? 'Script Activity' : 'My Statistics'}
      tableId={`story-${variant}`}
      variant={variant}
      api={api}
      settlements={settlements}
      actor={actor}
      settle={settle}
      showOwners={actor.roles.includes('ADMIN')}
      {...STORY_VIEW}
    />
  );
}

const meta = {
  title: 'Activity/Script months',
  component: ScriptMonthsWith,
  parameters: { router: { path: '/wn/active-admin' } },
} satisfies Meta<typeof ScriptMonthsWith>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvasElement: HTMLElement, table: string, text: string, month: string) => {
  const rows = await within(canvasElement).findAllByRole('row');
  const row = rows.find((r) => r.textContent?.includes(text) && r.textContent.includes(month));
  if (!row) throw new Error(`no row ${text} ${month} in ${table}`);
  return within(row);
};

export const AdminActivity: Story = {
  args: { variant: 'activity', actor: ADMIN_ACTOR },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Script Activity' })).toBeVisible();
    // Totals over every month, in the table's footer.
    await expect(canvas.getByText('Total')).toBeVisible();
    await expect(canvas.getAllByRole('columnheader', { name: 'Red Finger' })).toHaveLength(1);
    // An admin examines submitted months; nothing else is theirs to do.
    const submitted = await rowOf(
      canvasElement,
      'Script Activity',
      'Puzzle Kingdom Auto',
      monthsAgo(2),
    );
    await expect(submitted.getByRole('button', { name: 'Examine' })).toBeVisible();
    const open = await rowOf(canvasElement, 'Script Activity', 'Puzzle Kingdom Auto', monthsAgo(0));
    await expect(open.getByText('Cannot operate')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { variant: 'activity', actor: ADMIN_ACTOR, fixture: { delay: Infinity } },
  play: playLoading,
};

export const Empty: Story = {
  args: { variant: 'statistics', actor: AUTHOR_ACTOR, fixture: { rows: [] } },
  play: playEmpty,
};

export const LoadError: Story = {
  args: {
    variant: 'statistics',
    actor: AUTHOR_ACTOR,
    fixture: { queryError: apiError(500, { reason: 'internal_error' }) },
  },
  play: playLoadError,
};

export const ExamineDialog: Story = {
  args: { variant: 'statistics', actor: ADMIN_ACTOR },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'My Statistics', 'Quick Clicker Pro', monthsAgo(2));
    await userEvent.click(row.getByRole('button', { name: 'Examine' }));
    const dialog = await openedDialog(canvasElement);
    await expect(within(dialog).getByText(/Counted: 90,000/)).toBeInTheDocument();
    await expect(
      within(dialog).getByRole('textbox', { name: /Final active/, hidden: true }),
    ).toHaveValue('90000');
  },
};

/** An amount far from the suggestion: the examiner is asked once more, with both figures. */
export const ExamineUnusualAmount: Story = {
  args: { variant: 'statistics', actor: ADMIN_ACTOR },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'My Statistics', 'Quick Clicker Pro', monthsAgo(2));
    await userEvent.click(row.getByRole('button', { name: 'Examine' }));
    const dialog = await openedDialog(canvasElement);
    const money = within(dialog).getByRole('textbox', { name: /Money/, hidden: true });
    await userEvent.clear(money);
    await userEvent.type(money, '1234567.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    const question = await openedDialog(canvasElement, 'alertdialog');
    await expect(question).toHaveTextContent(/¥1,234,567\.50 is more than 3 times away from the suggested ¥/);
  },
};

export const CreatorApplies: Story = {
  args: { variant: 'statistics', actor: AUTHOR_ACTOR },
  parameters: { router: { path: '/statistical-table' } },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'My Statistics', 'Puzzle Kingdom Auto', monthsAgo(1));
    await userEvent.click(row.getByRole('button', { name: 'Apply for statistics' }));
    const dialog = await openedDialog(canvasElement, 'alertdialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Apply for statistics', hidden: true }),
    );
    await waitFor(async () =>
      expect(
        (
          await rowOf(canvasElement, 'My Statistics', 'Puzzle Kingdom Auto', monthsAgo(1))
        ).getByText('Submitted'),
      ).toBeVisible(),
    );
  },
};

export const CreatorConfirms: Story = {
  args: { variant: 'statistics', actor: AUTHOR_ACTOR },
  parameters: { router: { path: '/statistical-table' } },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'My Statistics', 'Quick Clicker Pro', monthsAgo(3));
    await expect(row.getByRole('button', { name: 'Confirm settlement' })).toBeVisible();
    // This month is not over: nothing to apply for yet.
    const open = await rowOf(canvasElement, 'My Statistics', 'Quick Clicker Pro', monthsAgo(0));
    await expect(open.getByText('Cannot operate')).toBeVisible();
  },
};

export const CreatorActivityWithoutActions: Story = {
  args: { variant: 'activity', actor: AUTHOR_ACTOR, settle: false },
  parameters: { router: { path: '/active-table' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Script Activity' });
    await expect(canvas.queryByRole('columnheader', { name: 'Settlement' })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Author' })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'Chart' }).length).toBeGreaterThan(0);
  },
};

/** The admin's settlement list on a phone: one card per month, totals as their own card. */
export const AdminSettlementsOnAPhone: Story = {
  args: { variant: 'statistics', actor: ADMIN_ACTOR },
  parameters: { router: { path: '/wn/statistical-admin' }, shell: { appInput: { device: 'mobile' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole('list', { name: 'My Statistics' });
    const card = within(cards).getByRole('article', { name: `Quick Clicker Pro · ${monthsAgo(2)}` });
    await expect(within(card).getByRole('button', { name: 'Examine' })).toBeVisible();
    await expect(within(card).getByRole('toolbar', { name: /^Actions for / })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Total' })).toBeVisible();
  },
};
