import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as states from '../lists/listStatePlays';
import { apiError, fixtureScriptPartnerDaysApi } from '../../tests/fixtures/figures/figureFixtures';
import { playAll, playColumns, playNote, playTotals, rowOf } from './figurePlays';
import { ScriptPartnerDaysScreenView } from '@/screens/active/ScriptPartnerDaysScreen';

const TABLE = 'Partner Script Daily Active';

/** Every script-partner day (ADMIN) over an in-memory list. */
function ScriptPartnerDaysWith({
  fixture = {},
}: {
  fixture?: Parameters<typeof fixtureScriptPartnerDaysApi>[0];
}) {
  const [{ api }] = useState(() => fixtureScriptPartnerDaysApi(fixture));
  return <ScriptPartnerDaysScreenView screenKey="scriptCooperateActiveAdmin" api={api} {...states.STORY_VIEW} />;
}

const meta = {
  title: 'Figures/Partner script daily active',
  component: ScriptPartnerDaysWith,
  parameters: { router: { path: '/cooperate/script-cooperate-active-admin' } },
} satisfies Meta<typeof ScriptPartnerDaysWith>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = {
  play: playAll(
    playTotals(TABLE, '25,400', '75,040'),
    playColumns(TABLE, ['Script', 'Partner', 'Day', 'Active', 'Clicks']),
    playNote('counted in UTC'),
  ),
};

export const Loading: Story = { args: { fixture: { delay: Infinity } }, play: states.playLoading };

export const Empty: Story = { args: { fixture: { rows: [] } }, play: states.playEmpty };

export const LoadError: Story = {
  args: { fixture: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: states.playLoadError,
};

/** The Chart action opens the script-partner chart of the day's month. */
export const OpensChart: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(
      canvasElement,
      TABLE,
      'Quick Clicker Pro',
      'Blue Harbor Media',
      '2026-01-30',
    );
    await userEvent.click(row.getByRole('button', { name: 'Chart' }));
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'Navigated to /charts/script-active-cooperate-chart?scriptId=12&scriptName=Quick+Clicker+Pro&cooperateId=22&cooperateName=Blue+Harbor+Media&countTime=2026-01',
      }),
    ).toBeVisible();
  },
};
