import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { SettlementActor } from '@contracts/settlement.js';
import { fixtureScriptMonthsApi, fixtureSettlementApi } from '../../tests/fixtures/activity/settlementFixtures';
import { fixturePartnerMonthWorld } from '../../tests/fixtures/figures/figureFixtures';
import * as states from '../lists/listStatePlays';
import { fixtureHistoryLoader, settlementHistoryFor } from '../../tests/fixtures/audit/auditFixtures';
import { ScriptMonthsScreenView } from '@/screens/active/ScriptMonthsScreen';
import { PartnerMonthsScreenView } from '@/screens/active/PartnerMonthsScreen';

const AUDITOR: SettlementActor = { id: 9, roles: ['AUDITOR'], companyId: null, cooperateId: null };

/** The auditor's history loader over `rows`: each month's path as its status says. */
function useHistories(rows: readonly { id: number; status: string }[]) {
  const [history] = useState(() =>
    fixtureHistoryLoader({
      histories: rows.map((row) => settlementHistoryFor(row.id, row.status)),
    }),
  );
  return history.load;
}

function ScriptSide() {
  const [world] = useState(() => {
    const months = fixtureScriptMonthsApi();
    return { months, settlements: fixtureSettlementApi(months.rows, AUDITOR) };
  });
  return (
    <ScriptMonthsScreenView
        screenKey="auditSettlements"
      api={world.months.api}
      settlements={world.settlements.api}
      actor={AUDITOR}
      recordHistory={useHistories(world.months.rows)}
      {...states.STORY_VIEW}
    />
  );
}

function PartnerSide() {
  const [world] = useState(() => fixturePartnerMonthWorld(AUDITOR));
  return (
    <PartnerMonthsScreenView
        screenKey="auditPartnerSettlements"
      api={world.months.api}
      settlements={world.settlement.api}
      actor={AUDITOR}
      recordHistory={useHistories(world.months.rows)}
      {...states.STORY_VIEW}
    />
  );
}

/** AUDITOR's read-only settlement lists over in-memory months, with each month's history. */
function SettlementsWith({ side }: { side: 'script' | 'partner' }) {
  return side === 'script' ? <ScriptSide /> : <PartnerSide />;
}

const meta = {
  title: 'Audit/Settlement lists',
  component: SettlementsWith,
  parameters: { router: { path: '/audit/settlements' } },
} satisfies Meta<typeof SettlementsWith>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Read only: no Settlement column, no settlement action; Chart and History on each month. */
async function playReadOnlyWithHistory(canvasElement: HTMLElement, table: string) {
  const canvas = within(canvasElement);
  const found = await canvas.findByRole('table', { name: table });
  await expect(within(found).queryByRole('columnheader', { name: 'Settlement' })).toBeNull();
  await expect(canvas.queryByRole('button', { name: 'Examine' })).toBeNull();
  await expect(canvas.queryByText('Cannot operate')).toBeNull();
  await expect(canvas.getByText(/Read only: every month with its settlement/)).toBeVisible();
  const settled = within(found)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes('Settled'));
  if (!settled) throw new Error('no settled month');
  await userEvent.click(within(settled).getByRole('button', { name: 'History' }));
  const svg = await page(canvasElement).findByRole(
    'img',
    { name: /now Settled/, hidden: true },
    { timeout: 5000 },
  );
  await expect(svg.querySelectorAll('[data-taken]')).toHaveLength(3);
}

/** /audit/settlements: the script months with author and company. */
export const ScriptMonths: Story = {
  args: { side: 'script' },
  play: async ({ canvasElement }) => {
    await playReadOnlyWithHistory(canvasElement, 'Script Settlements');
    const table = within(
      await within(canvasElement).findByRole('table', { name: 'Script Settlements' }),
    );
    await expect(table.getByRole('columnheader', { name: 'Author' })).toBeVisible();
  },
};

/** /audit/partner-settlements: every partner's months. */
export const PartnerMonths: Story = {
  args: { side: 'partner' },
  parameters: { router: { path: '/audit/partner-settlements' } },
  play: async ({ canvasElement }) => {
    await playReadOnlyWithHistory(canvasElement, 'Partner Settlements');
  },
};
