import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { SigningRecord } from '@contracts/signing.js';
import { NO_CHOICES } from '@/list/useChoices';
import { SigningView } from '@/screens/signing/SigningView';
import type { SigningScope } from '@/screens/signing/signingColumns';
import {
  apiError,
  fixtureSigningApi,
  sampleSignings,
  signingCompanies,
  signingScripts,
  type FixtureOptions,
} from '../../tests/fixtures/lists/signingFixtures';
import * as states from './listStatePlays';

/** The contracts as the admin (every right) or a company (read only) sees them, over in-memory rows. */
function ContractsWith({ scope, fixture }: { scope: SigningScope; fixture: FixtureOptions<SigningRecord> }) {
  const { api } = fixtureSigningApi({ ...fixture, rows: fixture.rows?.map((row) => ({ ...row })) });
  return (
    <SigningView
      title={scope === 'all' ? 'Scripts' : 'Signed Scripts'}
      tableId={`story-${scope}`}
      scope={scope}
      api={api}
      scripts={signingScripts}
      companies={scope === 'all' ? signingCompanies : NO_CHOICES}
      permissions={scope === 'all' ? states.EVERY_RIGHT : states.READ_ONLY}
      {...states.STORY_VIEW}
    />
  );
}

const meta = {
  title: 'Lists/Signing contracts',
  component: ContractsWith,
  parameters: { router: { path: '/wn/script-admin' } },
} satisfies Meta<typeof ContractsWith>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every term, each in words, the open-ended one "Until ended". */
export const WithData: Story = {
  args: { scope: 'all', fixture: { rows: sampleSignings() } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Scripts' });
    for (const text of ['Current', 'Ended', 'Upcoming', 'Until ended', 'Starlight Games Ltd.'])
      await expect(within(table).getAllByText(text)[0]).toBeVisible();
  },
};

export const Loading: Story = {
  args: { scope: 'all', fixture: { delay: Infinity } },
  play: states.playLoading,
};

export const Empty: Story = {
  args: { scope: 'company', fixture: { rows: [] } },
  parameters: { router: { path: '/signed-script' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your company has no signing contracts yet.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { scope: 'all', fixture: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: states.playLoadError,
};

/** A company's own contracts: read only, no company column. */
export const CompanyReadOnly: Story = {
  args: { scope: 'company', fixture: { rows: sampleSignings().filter((row) => row.companyId === 1) } },
  parameters: { router: { path: '/signed-script' } },
  play: states.playReadOnly('Signed Scripts'),
};
