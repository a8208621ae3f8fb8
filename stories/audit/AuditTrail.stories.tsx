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
} from './auditFixtures';
import type { FixtureOptions } from '../fixtures/resourceFixture';
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

/** The row of the trail showing every one of `texts`. */
async function rowOf(canvasElement: HTMLElement, ...texts: string[]) {
  const table = await within(canvasElement).findByRole('table', { name: TABLE });
  const row = within(table)
    .getAllByRole('row')
    .find((r) => texts.every((text) => r.textContent?.includes(text)));
  if (!row) throw new Error(`no row with ${texts.join(', ')}`);
  return within(row);
}

/** Newest first: transitions with their statuses, managed-data changes, the system's rows. */
export const WithData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: TABLE });
    for (const name of ['Time', 'Actor', 'Entity', 'Record', 'Event', 'From → to', 'Details'])
      await expect(within(table).getByRole('columnheader', { name })).toBeVisible();
    const examine = await rowOf(canvasElement, 'Settlement', 'activeFinalNum');
    await expect(examine.getByText('Submitted')).toBeVisible();
    await expect(examine.getByText('Examined')).toBeVisible();
    await expect(examine.getByText(/activeFinalNum: 90500/)).toBeVisible();
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
    await canvas.findByText('1 records');
    await expect(canvas.getByRole('combobox', { name: 'Entity' })).toHaveValue('settlement');
    await expect(canvas.getByRole('combobox', { name: 'Event' })).toHaveValue('EXAMINE');
    await rowOf(canvasElement, 'Settlement', '1042', 'Examine');
  },
};

/** History on a transition row: that record's statechart, its path lit. */
export const OpenHistory: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Settlement', 'Confirm settlement');
    await userEvent.click(row.getByRole('button', { name: 'History' }));
    const svg = await page(canvasElement).findByRole(
      'img',
      { name: /^Statechart of Settlement 1042: now Settled/, hidden: true },
      { timeout: 5000 },
    );
    await expect(svg.querySelectorAll('[data-taken]')).toHaveLength(3);
    await expect(svg.querySelector('[data-state="settled"][data-current]')).not.toBeNull();
  },
};

/** A payload in full, in a dialog. */
export const PayloadDetails: Story = {
  play: async ({ canvasElement }) => {
    const id = sampleAuditRows().find((r) => r.event === 'UPDATE_ROLES')!.id;
    const row = await rowOf(canvasElement, 'Roles changed');
    await userEvent.click(row.getByRole('button', { name: `Show the details of entry ${id}` }));
    const dialog = within(await states.openedDialog(canvasElement));
    await expect(dialog.getByText('Roles changed on User 5')).toBeInTheDocument();
    await expect(dialog.getByText(/"BUSINESS_COMPANY"/)).toBeInTheDocument();
  },
};
