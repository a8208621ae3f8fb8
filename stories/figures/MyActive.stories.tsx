import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as states from '../lists/listStatePlays';
import {
  apiError,
  fixtureScriptPartnerDaysApi,
  PARTNER_ACTOR,
  sampleScriptPartnerDays,
} from '../../tests/fixtures/figures/figureFixtures';
import { playAll, playColumns, playNote, playTotals, rowOf } from './figurePlays';
import { ScriptPartnerDaysScreenView } from '@/screens/active/ScriptPartnerDaysScreen';

const TABLE = 'My Active';

/** The scripts' days through a partner's own account: what the server answers Sky Ads' user. */
function MyActiveWith({
  fixture = {},
}: {
  fixture?: Parameters<typeof fixtureScriptPartnerDaysApi>[0];
}) {
  const [{ api }] = useState(() =>
    fixtureScriptPartnerDaysApi({
      rows: sampleScriptPartnerDays(PARTNER_ACTOR.cooperateId!),
      ...fixture,
    }),
  );
  return <ScriptPartnerDaysScreenView screenKey="myActive" api={api} {...states.STORY_VIEW} />;
}

const meta = {
  title: 'Figures/My active',
  component: MyActiveWith,
  parameters: { router: { path: '/cooperate/my-active' } },
} satisfies Meta<typeof MyActiveWith>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The partner's scripts per day, no partner column, totals and a chart per row. */
export const WithData: Story = {
  play: playAll(
    playTotals(TABLE, '10,200', '30,020'),
    playColumns(TABLE, ['Script', 'Day', 'Active', 'Clicks'], ['Partner']),
    playNote('Only the figures of your partner account'),
    async ({ canvasElement }) => {
      const row = await rowOf(canvasElement, TABLE, 'Quick Clicker Pro', '2026-03-01');
      await expect(row.getByRole('button', { name: 'Chart' })).toBeVisible();
      await expect(within(canvasElement).queryByText('Blue Harbor Media')).toBeNull();
    },
  ),
};

export const Loading: Story = { args: { fixture: { delay: Infinity } }, play: states.playLoading };

export const Empty: Story = { args: { fixture: { rows: [] } }, play: states.playEmpty };

export const LoadError: Story = {
  args: { fixture: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: states.playLoadError,
};
