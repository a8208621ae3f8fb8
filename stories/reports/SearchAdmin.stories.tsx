import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SearchAdminView } from '@/screens/reports/SearchAdminScreen';
import * as states from '../lists/listStatePlays';
import { apiError } from '../../tests/fixtures/resourceFixture';
import { fixtureKeywordsApi, fixtureReportReads, type ReadOptions } from '../../tests/fixtures/reports/reportFixtures';

const TABLE = 'Search Statistics';

type Fixture = Parameters<typeof fixtureKeywordsApi>[0];

/** Search statistics (ADMIN) over in-memory keywords, with their trends. */
function KeywordsWith({ fixture = {}, reads = {} }: { fixture?: Fixture; reads?: ReadOptions }) {
  const [{ api }] = useState(() => fixtureKeywordsApi(fixture));
  const [trends] = useState(() => fixtureReportReads(reads));
  return <SearchAdminView api={api} reads={trends.reads} {...states.STORY_VIEW} />;
}

const meta = {
  title: 'Reports/Search statistics',
  component: KeywordsWith,
  parameters: { router: { path: '/wn/search-admin' } },
} satisfies Meta<typeof KeywordsWith>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The most searched keywords first, with found-nothing counts, shares and totals. */
export const WithData: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: TABLE });
    const rows = within(table).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('auto clicker');
    await expect(within(table).getByText('323')).toBeVisible();
    await expect(within(canvasElement).getByRole('tab', { name: 'Top keywords', selected: true })).toBeVisible();
  },
};

/** What users want and the platform lacks: the keywords most of whose searches found nothing. */
export const FoundNothing: Story = {
  parameters: { router: { path: '/wn/search-admin?view=nothing', route: '/wn/search-admin' } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: TABLE });
    await expect(await within(canvasElement).findByText('3 records')).toBeVisible();
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Genshin auto quest');
    await expect(within(table).queryByText('auto clicker')).toBeNull();
  },
};

/** A row's trend: searches and found-nothing searches per day, in a drawer. */
export const Trend: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: TABLE });
    const row = within(within(table).getByText('fishing bot').closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: 'Trend' }));
    const drawer = await states.openedDialog(canvasElement);
    await expect(drawer).toHaveTextContent('Trend of “fishing bot”');
    await expect(await within(drawer).findByRole('img', { name: /Searches, Found nothing/, hidden: true })).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { fixture: { delay: Infinity } }, play: states.playLoading };

export const Empty: Story = { args: { fixture: { rows: [] } }, play: states.playEmpty };

export const LoadError: Story = {
  args: { fixture: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: states.playLoadError,
};
