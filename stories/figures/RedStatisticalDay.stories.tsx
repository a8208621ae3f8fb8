import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as states from '../lists/listStatePlays';
import {
  apiError,
  fixturePartnerDaysApi,
  PARTNER_ACTOR,
  samplePartnerDays,
} from '../../tests/fixtures/figures/figureFixtures';
import { playAll, playColumns, playNote, playTotals } from './figurePlays';
import { PartnerDaysScreenView } from '@/screens/active/PartnerDaysScreen';

const TABLE = 'Clicks by Day';

/** A partner's own click statistics by day: what the server answers Sky Ads' user. */
function OwnDaysWith({ fixture = {} }: { fixture?: Parameters<typeof fixturePartnerDaysApi>[0] }) {
  const [{ api }] = useState(() =>
    fixturePartnerDaysApi({ rows: samplePartnerDays(PARTNER_ACTOR.cooperateId!), ...fixture }),
  );
  return <PartnerDaysScreenView screenKey="redStatisticalDay" api={api} {...states.STORY_VIEW} />;
}

const meta = {
  title: 'Figures/Click statistics by day',
  component: OwnDaysWith,
  parameters: { router: { path: '/red-statistical/day' } },
} satisfies Meta<typeof OwnDaysWith>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Own days only: no partner column or filter, totals over the partner's days. */
export const WithData: Story = {
  play: playAll(
    playTotals(TABLE, '6,000', '15,100'),
    playColumns(TABLE, ['Day', 'Active', 'Clicks'], ['Partner']),
    playNote('Only the figures of your partner account'),
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.queryByRole('textbox', { name: 'Partner name' })).toBeNull();
      await expect(canvas.getByRole('group', { name: 'Day' })).toBeVisible();
    },
  ),
};

export const Loading: Story = { args: { fixture: { delay: Infinity } }, play: states.playLoading };

export const Empty: Story = { args: { fixture: { rows: [] } }, play: states.playEmpty };

export const LoadError: Story = {
  args: { fixture: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: states.playLoadError,
};
