import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { SettlementActor } from '@contracts/settlement.js';
import { settlementSide, SettlementView } from '@/screens/active/SettlementScreen';
import * as states from '../lists/listStatePlays';
import { fixtureScriptMonthsApi, fixtureSettlementApi } from '../../tests/fixtures/activity/settlementFixtures';
import {
  apiError,
  AUTHOR_ACTOR,
  fixturePartnerMonthWorld,
  monthsAgo,
  PARTNER_ACTOR,
} from '../../tests/fixtures/figures/figureFixtures';
import { playAll, playColumns, playNote, rowOf } from './figurePlays';

const TABLE = 'Settlement';

/** /settlement for `actor`: partner months or script months, each with its settlement flow. */
function SettlementWith({
  actor,
  fixture = {},
}: {
  actor: SettlementActor;
  fixture?: Parameters<typeof fixturePartnerMonthWorld>[1];
}) {
  const [world] = useState(() => {
    const partner = fixturePartnerMonthWorld(actor, { own: true, ...fixture });
    const scripts = fixtureScriptMonthsApi(
      fixture.queryError ? { queryError: fixture.queryError } : {},
    );
    const settlements =
      settlementSide(actor.roles) === 'partner'
        ? partner.settlement.api
        : fixtureSettlementApi(scripts.rows, actor).api;
    return { partner, scripts, settlements };
  });
  return (
    <SettlementView
      cooperateMonths={world.partner.months.api}
      scriptMonths={world.scripts.api}
      settlements={world.settlements}
      actor={actor}
      {...states.STORY_VIEW}
    />
  );
}

const meta = {
  title: 'Figures/Settlement',
  component: SettlementWith,
  parameters: { router: { path: '/settlement' } },
} satisfies Meta<typeof SettlementWith>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A partner (COOPERATE only) settles its partner months: Apply for the closed month. */
export const PartnerSide: Story = {
  args: { actor: PARTNER_ACTOR },
  play: playAll(
    playColumns(TABLE, ['Month', 'Settlement', 'Price per 1,000'], ['Partner', 'Script']),
    playNote('Apply for statistics once a month has closed'),
    async ({ canvasElement }) => {
      const last = await rowOf(canvasElement, TABLE, monthsAgo(1));
      await expect(last.getByRole('button', { name: 'Apply for statistics' })).toBeVisible();
      await expect(
        (await rowOf(canvasElement, TABLE, monthsAgo(0))).getByText('Cannot operate'),
      ).toBeVisible();
    },
  ),
};

/** A script author settles script months (the statistics view), without owner columns. */
export const CreatorSide: Story = {
  args: { actor: AUTHOR_ACTOR },
  play: playAll(
    playColumns(TABLE, ['Script', 'Month', 'Settlement', 'Final active'], ['Author', 'Partner']),
    async ({ canvasElement }) => {
      const last = await rowOf(canvasElement, TABLE, 'Puzzle Kingdom Auto', monthsAgo(1));
      await expect(last.getByRole('button', { name: 'Apply for statistics' })).toBeVisible();
    },
  ),
};

/** A user who is an author and a partner settles script months here (partners have /red-statistical/month). */
export const CreatorAndPartner: Story = {
  args: { actor: { ...PARTNER_ACTOR, id: AUTHOR_ACTOR.id, roles: ['CREATOR', 'COOPERATE'] } },
  play: playColumns(TABLE, ['Script', 'Final active'], ['Price per 1,000']),
};

export const Loading: Story = {
  args: { actor: PARTNER_ACTOR, fixture: { delay: Infinity } },
  play: states.playLoading,
};

export const Empty: Story = {
  args: { actor: PARTNER_ACTOR, fixture: { rows: [] } },
  play: states.playEmpty,
};

export const LoadError: Story = {
  args: {
    actor: PARTNER_ACTOR,
    fixture: { queryError: apiError(500, { reason: 'internal_error' }) },
  },
  play: async (context) => {
    await states.playLoadError(context);
    await expect(within(context.canvasElement).getByRole('heading', { name: TABLE })).toBeVisible();
  },
};
