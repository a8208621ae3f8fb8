import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AuditTrailView } from '@/screens/audit/AuditTrailScreen';
import * as states from '../lists/listStatePlays';
import {
  apiError,
  fixtureAuditApi,
  fixtureHistoryLoader,
  sampleAuditRows,
  type HistoryFixtureOptions,
} from '../../tests/fixtures/audit/auditFixtures';
import type { FixtureOptions } from '../../tests/fixtures/resourceFixture';
import type { AuditRecord } from '@contracts/audit.js';

const TABLE = 'Audit Trail';

/** The audit trail over in-memory rows and histories (never a live server), as an auditor. */
function TrailWith({
  fixture = {},
  histories = {},
}: {
  fixture?: FixtureOptions<AuditRecord>;
  histories?: HistoryFixtureOptions;
}) {
  const [world] = useState(() => ({
    trail: fixtureAuditApi(fixture),
    history: fixtureHistoryLoader(histories),
  }));
  return (
    <AuditTrailView
      api={world.trail.api}
      recordHistory={world.history.load}
      {...states.STORY_VIEW}
    />
  );
}

const meta = {
  title: 'Audit/Audit trail',
  component: TrailWith,
  parameters: { router: { path: '/audit/audit-trail' } },
} satisfies Meta<typeof TrailWith>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The row of the trail (named `table` in the story's language) showing every one of `texts`. */
async function rowIn(canvasElement: HTMLElement, table: string, texts: string[]) {
  const found = await within(canvasElement).findByRole('table', { name: table });
  const row = within(found)
    .getAllByRole('row')
    .find((r) => texts.every((text) => r.textContent?.includes(text)));
  if (!row) throw new Error(`no row with ${texts.join(', ')}`);
  return within(row);
}

const rowOf = (canvasElement: HTMLElement, ...texts: string[]) =>
  rowIn(canvasElement, TABLE, texts);

/** Newest first: transitions with their statuses, managed-data changes, the system's rows. */
export const WithData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: TABLE });
    for (const name of ['Time', 'Actor', 'Entity', 'Record', 'Event', 'From → to', 'Details'])
      await expect(within(table).getByRole('columnheader', { name })).toBeVisible();
    const examine = await rowOf(
      canvasElement,
      'Puzzle Kingdom Auto · 2026-02',
      'Final active users',
    );
    await expect(examine.getByText('#1042')).toBeVisible();
    await expect(examine.getByText('Submitted')).toBeVisible();
    await expect(examine.getByText('Examined')).toBeVisible();
    await expect(examine.getByText('Final active users: 90,500; Money: ¥1,131.25')).toBeVisible();
    await expect(examine.getByRole('button', { name: 'History' })).toBeVisible();
    // A managed-data change has no statechart, so no History.
    const game = await rowOf(canvasElement, 'Game', 'Updated');
    await expect(game.queryByRole('button', { name: 'History' })).toBeNull();
    await expect((await rowOf(canvasElement, 'Registered')).getByText('System')).toBeVisible();
    await expect(canvas.getByText(/Nobody can edit or delete an entry/)).toBeVisible();
    await states.playReadOnly(TABLE)({ canvasElement });
  },
};

export const Loading: Story = { args: { fixture: { delay: Infinity } }, play: states.playLoading };

export const Empty: Story = { args: { fixture: { rows: [] } }, play: states.playEmpty };

export const LoadError: Story = {
  args: { fixture: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: states.playLoadError,
};

/** A shared link: the filters come from the URL and show in the filter bar. */
export const FilteredFromUrl: Story = {
  parameters: { router: { path: '/audit/audit-trail?entity=settlement&event=EXAMINE' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1 record');
    await expect(canvas.getByRole('combobox', { name: 'Entity' })).toHaveValue('settlement');
    await expect(canvas.getByRole('combobox', { name: 'Event' })).toHaveValue('EXAMINE');
    await rowOf(canvasElement, 'Settlement', 'Puzzle Kingdom Auto · 2026-02', '#1042', 'Examine');
  },
};

/** A shared link to every row of one record, found by its name (any case, any part of it). */
export const FilteredByName: Story = {
  parameters: { router: { path: '/audit/audit-trail?recordName=puzzle%20kingdom%20auto' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('3 records');
    await expect(canvas.getByRole('textbox', { name: 'Record name' })).toHaveValue(
      'puzzle kingdom auto',
    );
    for (const event of ['Apply for statistics', 'Examine', 'Confirm settlement'])
      await rowOf(canvasElement, 'Puzzle Kingdom Auto · 2026-02', event);
  },
};

/** The trail in Chinese: entities, events, statuses and details in words, times in its format. */
export const InChinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: '审计日志' });
    const examine = await rowIn(canvasElement, '审计日志', ['2026年3月4日', '审核']);
    await expect(examine.getByText('最终日活: 90,500; 金额: ¥1,131.25')).toBeVisible();
    await expect(examine.getByText('已提交')).toBeVisible();
    await expect(table.textContent).not.toMatch(/EXAMINE|activeFinalNum|submitted|settlement/);
  },
};

/** History on a transition row: that record's statechart, its path lit. */
export const OpenHistory: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Settlement', 'Confirm settlement');
    await userEvent.click(row.getByRole('button', { name: 'History' }));
    const svg = await page(canvasElement).findByRole(
      'img',
      { name: /^Statechart of Puzzle Kingdom Auto · 2026-02: now Settled/, hidden: true },
      { timeout: 5000 },
    );
    await expect(svg.querySelectorAll('[data-taken]')).toHaveLength(3);
    await expect(svg.querySelector('[data-state="settled"][data-current]')).not.toBeNull();
  },
};

/** A payload in full, in a dialog: each field labelled, its values in words. */
export const PayloadDetails: Story = {
  play: async ({ canvasElement }) => {
    const id = sampleAuditRows().find((r) => r.event === 'UPDATE_ROLES')!.id;
    const row = await rowOf(canvasElement, 'Roles changed');
    await userEvent.click(row.getByRole('button', { name: `Show the details of entry ${id}` }));
    const dialog = within(await states.openedDialog(canvasElement));
    await expect(dialog.getByText('Roles changed on bob (Bob Li) (#5)')).toBeInTheDocument();
    await expect(dialog.getByText('Roles')).toBeInTheDocument();
    await expect(
      dialog.getByText('Script creator → Script creator, Business company'),
    ).toBeInTheDocument();
    await expect(dialog.queryByText(/BUSINESS_COMPANY|[{}"]/)).toBeNull();
  },
};
