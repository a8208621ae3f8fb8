import { useState } from 'react';
import { Button, Text } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FlowEntity } from '@contracts/audit.js';
import { RecordHistoryDrawer } from '@/history/RecordHistoryDrawer';
import { fixtureHistoryLoader, type HistoryFixtureOptions } from '../../tests/fixtures/audit/auditFixtures';

/** One record's history drawer over in-memory histories (never a live server). */
function HistoryOf({
  entity,
  id,
  name,
  fixture = {},
}: {
  entity: FlowEntity;
  id: number;
  name: string;
  fixture?: HistoryFixtureOptions;
}) {
  const [{ load }] = useState(() => fixtureHistoryLoader(fixture));
  const [open, setOpen] = useState(true);
  // A stand-in for the row action that opens the drawer again once closed.
  return (
    <>
      <Text as="h1" size={600} weight="semibold">
        {name}
      </Text>
      <Button onClick={() => setOpen(true)}>History</Button>
      <RecordHistoryDrawer
        target={open ? { entity, id, name } : null}
        load={load}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

const meta = {
  title: 'Audit/Record history',
  component: HistoryOf,
  parameters: { router: { path: '/audit/audit-trail' } },
} satisfies Meta<typeof HistoryOf>;

export default meta;
type Story = StoryObj<typeof meta>;

// The drawer is portalled out of the canvas, and Fluent may mark it aria-hidden in jsdom.
const drawer = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The statechart drawn in the drawer, once the history is in. */
async function chartIn(canvasElement: HTMLElement, name: RegExp) {
  return drawer(canvasElement).findByRole('img', { name, hidden: true }, { timeout: 5000 });
}

const taken = (svg: HTMLElement) =>
  [...svg.querySelectorAll('[data-taken]')].map((g) => g.getAttribute('data-transition'));

/** A settled script month: APPLY, EXAMINE and CONFIRM lit, settled is the current status. */
export const SettledSettlement: Story = {
  args: { entity: 'settlement', id: 1042, name: 'Puzzle Kingdom Auto · 2026-02' },
  play: async ({ canvasElement }) => {
    const svg = await chartIn(
      canvasElement,
      /^Statechart of Puzzle Kingdom Auto · 2026-02: now Settled/,
    );
    await expect(taken(svg)).toEqual([
      'unapplied|APPLY|submitted',
      'submitted|EXAMINE|examined',
      'examined|CONFIRM|settled',
    ]);
    await expect(svg.querySelector('[data-state="settled"][data-current]')).not.toBeNull();
    await expect(
      svg.querySelector('[data-transition="submitted|RETURN|unapplied"][data-taken]'),
    ).toBeNull();
    const table = within(
      drawer(canvasElement).getByRole('table', { name: 'Transitions', hidden: true }),
    );
    await expect(table.getAllByRole('row', { hidden: true })).toHaveLength(4);
    await expect(table.getByText('Submitted → Examined')).toBeInTheDocument();
    await expect(table.getByText(/Final active users: 90,500/)).toBeInTheDocument();
    await expect(table.getByText(/Money: ¥1,131\.25/)).toBeInTheDocument();
  },
};

/** On a phone (the app's mobile device) in Japanese: each transition a card, so no date runs into the next column at 390 px. */
export const SettledSettlementOnAPhone: Story = {
  args: { entity: 'settlement', id: 1042, name: 'Puzzle Kingdom Auto · 2026-02' },
  globals: { locale: 'ja' },
  parameters: { shell: { appInput: { device: 'mobile' } } },
  play: async ({ canvasElement }) => {
    const body = drawer(canvasElement);
    const cards = await body.findByRole('list', { name: '状態遷移', hidden: true }, { timeout: 5000 });
    await expect(body.queryByRole('table', { hidden: true })).toBeNull();
    await expect(within(cards).getAllByRole('article', { hidden: true })).toHaveLength(3);
    await expect(within(cards).getByText('提出済み → 審査済み')).toBeInTheDocument();
  },
};

/** The same month in Chinese: every state and every edge of the chart, and the table, in words. */
export const SettledSettlementInChinese: Story = {
  args: { entity: 'settlement', id: 1042, name: 'Puzzle Kingdom Auto · 2026-02' },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const svg = await chartIn(
      canvasElement,
      /^Puzzle Kingdom Auto · 2026-02 的状态图：当前为已结算/,
    );
    const texts = (selector: string) =>
      [...svg.querySelectorAll(selector)].map((node) => node.textContent);
    await expect(texts('[data-state] text')).toEqual(['未申请', '已提交', '已审核', '已结算']);
    await expect(texts('[data-transition] text').sort()).toEqual(
      ['申请统计', '审核', '退回', '确认结算'].sort(),
    );
    const table = within(
      drawer(canvasElement).getByRole('table', { name: '状态流转', hidden: true }),
    );
    await expect(table.getByText('已提交 → 已审核')).toBeInTheDocument();
    await expect(table.getByText(/最终日活: 90,500/)).toBeInTheDocument();
  },
};

/** A clicker config approved, listed, then delisted: the review machine's picture. */
export const DelistedConfig: Story = {
  args: { entity: 'config', id: 7, name: 'Arena farming preset' },
  play: async ({ canvasElement }) => {
    const svg = await chartIn(canvasElement, /now Delisted/);
    await expect(svg.querySelectorAll('[data-state]')).toHaveLength(5);
    await expect(svg.querySelector('[data-state="delisted"][data-current]')).not.toBeNull();
    await expect(taken(svg)).toEqual([
      'pending|APPROVE|approved',
      'approved|LIST|listed',
      'listed|DELIST|delisted',
    ]);
    await expect(svg.querySelector('[data-state="rejected"][data-visited]')).toBeNull();
  },
};

/** bob, frozen by an admin: the account machine's picture. */
export const FrozenUser: Story = {
  args: { entity: 'user', id: 5, name: 'bob (Bob Li)' },
  play: async ({ canvasElement }) => {
    const svg = await chartIn(canvasElement, /^Statechart of bob \(Bob Li\): now Frozen/);
    await expect(taken(svg)).toEqual(['normal|FREEZE|frozen']);
    await expect(svg.querySelector('[data-state="frozen"][data-current]')).not.toBeNull();
    const table = within(
      drawer(canvasElement).getByRole('table', { name: 'Transitions', hidden: true }),
    );
    await expect(table.getByText('admin')).toBeInTheDocument();
    await expect(table.getByText('Freeze')).toBeInTheDocument();
  },
};

/** A month that has not moved: its first status lit, nothing taken, and it says so. */
export const NoTransitions: Story = {
  args: { entity: 'settlement', id: 1043, name: 'Quick Clicker Pro · 2026-03' },
  play: async ({ canvasElement }) => {
    const svg = await chartIn(canvasElement, /now Not applied/);
    await expect(svg.querySelectorAll('[data-taken]')).toHaveLength(0);
    await expect(await drawer(canvasElement).findByText(/No transitions yet/)).toBeInTheDocument();
  },
};

/** The first read fails: the reason and Try again, which then loads the history. */
export const ErrorWithRetry: Story = {
  args: { entity: 'user', id: 5, name: 'bob', fixture: { failures: 1 } },
  play: async ({ canvasElement }) => {
    const body = drawer(canvasElement);
    await expect(
      await body.findByText('The history could not be loaded', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Try again', hidden: true }));
    await chartIn(canvasElement, /now Frozen/);
  },
};

/** While the history is read. */
export const Loading: Story = {
  args: {
    entity: 'settlement',
    id: 1042,
    name: 'Puzzle Kingdom Auto · 2026-02',
    fixture: { delay: Infinity },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await drawer(canvasElement).findByText('Loading the history…'),
    ).toBeInTheDocument();
  },
};
