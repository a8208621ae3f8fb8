import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ScriptActiveRecord } from '@contracts/activity.js';
import { SettlementAdminView } from '@/screens/active/SettlementAdminScreen';
import { playLoadError, playLoading, STORY_VIEW } from '../lists/listStatePlays';
import { ADMIN_ACTOR, apiError, fixtureScriptMonthsApi, fixtureSettlementApi } from '../../tests/fixtures/activity/settlementFixtures';
import { fixturePartnerMonthWorld } from '../../tests/fixtures/figures/figureFixtures';
import type { FixtureOptions } from '../../tests/fixtures/resourceFixture';

/** The admin's settlement desk over in-memory months whose settlement calls run the real machine. */
function DeskWith({ fixture = {} }: { fixture?: FixtureOptions<ScriptActiveRecord> }) {
  const months = fixtureScriptMonthsApi(fixture);
  const partners = fixturePartnerMonthWorld(ADMIN_ACTOR);
  return (
    <SettlementAdminView
      scriptMonths={months.api}
      cooperateMonths={partners.months.api}
      settlements={fixtureSettlementApi(months.rows, ADMIN_ACTOR).api}
      actor={ADMIN_ACTOR}
      {...STORY_VIEW}
    />
  );
}

const meta = {
  title: 'Activity/Settlement desk',
  component: DeskWith,
  parameters: { router: { path: '/wn/settlement-admin' } },
} satisfies Meta<typeof DeskWith>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What waits for the admin: submitted months with Examine and Return in place. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Settlement Admin' });
    await expect((await within(table).findAllByRole('button', { name: 'Examine' })).length).toBe(2);
    await expect(canvas.getByRole('tab', { name: /Script months/, selected: true })).toBeVisible();
  },
};

export const Loading: Story = { args: { fixture: { delay: Infinity } }, play: playLoading };

/** Nothing submitted: the desk says when months will appear. */
export const NothingWaiting: Story = {
  args: { fixture: { rows: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Nothing waits for you here/)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { fixture: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: playLoadError,
};
