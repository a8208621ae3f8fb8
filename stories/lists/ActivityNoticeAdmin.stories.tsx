import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ActivityNoticeRecord } from '@contracts/activityNotice.js';
import { ActivityNoticeAdminView } from '@/screens/activityNotice/ActivityNoticeAdminScreen';
import {
  apiError,
  fixtureNoticeApi,
  overlappingNotices,
  sampleNotices,
  type FixtureOptions,
} from '../../tests/fixtures/lists/noticeFixtures';
import * as states from './listStatePlays';
import { openedDialog } from './listStatePlays';

const ALL = states.EVERY_RIGHT;

/** The activity pop-ups screen over an in-memory resource (never a live server). */
function NoticesWith({
  fixture,
  permissions,
}: {
  fixture: FixtureOptions<ActivityNoticeRecord>;
  permissions: typeof ALL;
}) {
  const { api } = fixtureNoticeApi({ ...fixture, rows: fixture.rows?.map((row) => ({ ...row })) });
  return <ActivityNoticeAdminView api={api} permissions={permissions} {...states.STORY_VIEW} />;
}

const meta = {
  title: 'Lists/Activity pop-ups screen',
  component: NoticesWith,
  parameters: { router: { path: '/activity-notice-admin' } },
} satisfies Meta<typeof NoticesWith>;

export default meta;
type Story = StoryObj<typeof meta>;

const TABLE = { name: 'Activity Pop-ups' };

export const WithData: Story = {
  args: { fixture: { rows: sampleNotices(6) }, permissions: ALL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', TABLE)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Image of “Spring sale 1”' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Schedule of this page' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { fixture: { delay: Infinity }, permissions: ALL },
  play: states.playLoading,
};

export const Empty: Story = {
  args: { fixture: { rows: [] }, permissions: ALL },
  play: async ({ canvasElement }) => {
    await states.playEmpty({ canvasElement });
    await expect(
      within(canvasElement).queryByRole('heading', { name: 'Schedule of this page' }),
    ).toBeNull();
  },
};

export const LoadError: Story = {
  args: { fixture: { queryError: apiError(500, { reason: 'internal_error' }) }, permissions: ALL },
  play: states.playLoadError,
};

/** A role without add, edit or delete rights: no Create, no row actions, no selection. */
export const ReadOnly: Story = {
  args: { fixture: { rows: sampleNotices(4) }, permissions: states.READ_ONLY },
  play: states.playReadOnly(TABLE.name),
};

/** Three pop-ups, two of which overlap: warning badges in the table and warning bars on the strip. */
export const Overlapping: Story = {
  args: { fixture: { rows: overlappingNotices() }, permissions: ALL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', TABLE);
    await expect(within(table).getAllByText('overlaps 1')).toHaveLength(2);
    const strip = canvas.getByRole('list');
    await expect(within(strip).getAllByText(/overlaps 1 other enabled pop-ups/)).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('li[data-overlap]')).toHaveLength(2);
  },
};

/** The form refuses an end before the start, on the end field, before anything is sent. */
export const EndBeforeStart: Story = {
  args: { fixture: { rows: sampleNotices(2) }, permissions: ALL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', TABLE);
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    const dialog = within(await openedDialog(canvasElement));
    const field = (name: RegExp) => dialog.getByLabelText(name, { selector: 'input' });
    await userEvent.type(field(/^Title/), 'Summer sale');
    await userEvent.type(field(/^Start date/), '2026-06-10');
    await userEvent.type(field(/^Start time/), '12:00');
    await userEvent.type(field(/^End date/), '2026-06-10');
    await userEvent.type(field(/^End time/), '09:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Save', hidden: true }));
    await expect(await dialog.findByText('The end must be after the start.')).toBeInTheDocument();
    await expect(field(/^End date/)).toHaveAttribute('aria-invalid', 'true');
  },
};
