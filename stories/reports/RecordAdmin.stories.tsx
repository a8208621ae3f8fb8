import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecordAdminView } from '@/screens/reports/RecordAdminScreen';
import * as states from '../lists/listStatePlays';
import { apiError } from '../../tests/fixtures/resourceFixture';
import { fixtureLaunchRecordsApi, fixtureReportReads, fixtureScripts, type ReadOptions } from '../../tests/fixtures/reports/reportFixtures';

const TABLE = 'Launch Records';

type Fixture = Parameters<typeof fixtureLaunchRecordsApi>[0];

/** Launch records (ADMIN) over an in-memory list, with the daily figures above it. */
function RecordsWith({ fixture = {}, reads = {} }: { fixture?: Fixture; reads?: ReadOptions }) {
  const [{ api }] = useState(() => fixtureLaunchRecordsApi(fixture));
  const [figures] = useState(() => fixtureReportReads(reads));
  return <RecordAdminView api={api} reads={figures.reads} scripts={fixtureScripts} {...states.STORY_VIEW} />;
}

const meta = {
  title: 'Reports/Launch records',
  component: RecordsWith,
  parameters: { router: { path: '/wn/record-admin' } },
} satisfies Meta<typeof RecordsWith>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every launch, newest first, under the week's daily devices by platform. */
export const WithData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: TABLE });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Quick Clicker Pro');
    await expect(within(table).getAllByText('Red Finger Cloud').length).toBeGreaterThan(0);
    await expect(await canvas.findByRole('img', { name: /Active devices, Red Finger/ })).toBeInTheDocument();
    const platforms = canvas.getByRole('table', { name: 'By platform' });
    await expect(within(platforms).getByText('40%')).toBeVisible();
    await expect(canvas.getByText(/All scripts, 2026-11-20 to 2026-11-26/)).toBeVisible();
  },
};

/** Filtered on one script (a shared link): its rows, and its own figures. */
export const OneScript: Story = {
  parameters: { router: { path: '/wn/record-admin?scriptId=2', route: '/wn/record-admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('6 records')).toBeVisible();
    await expect(await canvas.findByText(/Quick Clicker Pro, 2026-11-20 to 2026-11-26/)).toBeVisible();
  },
};

export const Loading: Story = { args: { fixture: { delay: Infinity }, reads: { delay: Infinity } }, play: states.playLoading };

export const Empty: Story = {
  args: { fixture: { rows: [] }, reads: { empty: true } },
  play: async (context) => {
    await states.playEmpty(context);
    await expect(await within(context.canvasElement).findByText('Nothing was counted in these days.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { fixture: { queryError: apiError(500, { reason: 'internal_error' }) }, reads: { error: apiError(500, { reason: 'internal_error' }) } },
  // The list and the figures each say what failed, each with its own retry.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The daily figures could not be loaded.')).toBeVisible();
    await expect(await canvas.findAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};
