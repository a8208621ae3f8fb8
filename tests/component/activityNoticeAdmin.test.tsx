import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { ActivityNoticeAdminView } from '@/screens/activityNotice/ActivityNoticeAdminScreen';
import { renderTool } from './support/toolsKit';
import {
  fixtureNoticeApi,
  overlappingNotices,
  sampleNotices,
} from '../fixtures/lists/noticeFixtures';

// The first render compiles the screen's chunks; under load that can take more than a second.
configure({ asyncUtilTimeout: 5000 });

const ALL = { list: true, add: true, update: true, delete: true };

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function setup(
  options: Parameters<typeof fixtureNoticeApi>[0] = {},
  path = '/activity-notice-admin',
) {
  const fixture = fixtureNoticeApi(options);
  const view = renderTool(
    <ActivityNoticeAdminView api={fixture.api} permissions={ALL} userKey="3" saveFile={vi.fn()} />,
    {
      path,
      aside: <Search />,
    },
  );
  return { ...fixture, ...view };
}

const table = () => screen.findByRole('table', { name: 'Activity Pop-ups' });
const rowOf = async (title: string) =>
  within(await table())
    .getByText(title)
    .closest('tr')!;
/** Inputs inside the dialog, by the start of their label (required ones end with a marker). */
const input = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(new RegExp(`^${label}`), { selector: 'input, textarea' });

/** Opens the create dialog, types `entries` (label → text) and saves. */
async function createWith(entries: [label: string, text: string][]) {
  const { user, calls } = setup();
  await table();
  await user.click(screen.getByRole('button', { name: 'Create' }));
  const dialog = await screen.findByRole('dialog', { hidden: true });
  for (const [label, text] of entries) await user.type(input(dialog, label), text);
  await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
  return { dialog, calls };
}

describe('activity pop-ups screen', () => {
  it('creates a pop-up with its local times sent as ISO, empty link as null', async () => {
    const { user, calls } = setup();
    await table();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog).toHaveTextContent('New pop-up');
    await user.type(input(dialog, 'Title'), 'Summer sale');
    await user.type(input(dialog, 'Content'), 'Half price{Enter}all week');
    await user.type(input(dialog, 'Image URL'), 'https://cdn.example.com/summer.png');
    await user.type(input(dialog, 'Start date'), '2026-06-01');
    await user.type(input(dialog, 'Start time'), '09:30');
    await user.type(input(dialog, 'End date'), '2026-06-08');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(calls.add).toHaveLength(1));
    expect(calls.add[0]).toEqual({
      title: 'Summer sale',
      content: 'Half price\nall week',
      imageUrl: 'https://cdn.example.com/summer.png',
      linkUrl: null,
      startAt: new Date('2026-06-01T09:30').toISOString(),
      endAt: new Date('2026-06-08T00:00').toISOString(),
      enabled: true,
    });
    const row = await rowOf('Summer sale');
    expect(within(row).getByRole('img', { name: 'Image of “Summer sale”' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/summer.png',
    );
    expect(within(row).getByText('2026-06-01 09:30:00')).toBeInTheDocument();
  });

  it('refuses an end before the start on the end field, sending nothing', async () => {
    const { dialog, calls } = await createWith([
      ['Title', 'Backwards'],
      ['Start date', '2026-06-10'],
      ['Start time', '12:00'],
      ['End date', '2026-06-10'],
      ['End time', '11:59'],
    ]);
    expect(await within(dialog).findByText('The end must be after the start.')).toBeInTheDocument();
    expect(input(dialog, 'End date')).toHaveAttribute('aria-invalid', 'true');
    expect(input(dialog, 'Start date')).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls.add).toHaveLength(0);
  });

  it('refuses a link that is not http(s) and a missing date', async () => {
    const { dialog, calls } = await createWith([
      ['Title', 'Bad link'],
      ['Link URL', 'javascript:alert(1)'],
    ]);
    expect(
      await within(dialog).findByText('Enter an address that starts with http:// or https://.'),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByText('Enter a date.')).toHaveLength(2);
    expect(calls.add).toHaveLength(0);
  });

  it('refuses an image that is not https:, in the user’s language', async () => {
    const { dialog, calls } = await createWith([
      ['Title', 'Plain image'],
      ['Image URL', 'http://cdn.example.com/summer.png'],
      ['Link URL', 'http://example.com/events'],
    ]);
    expect(
      await within(dialog).findByText('Enter an image address that starts with https://.'),
    ).toBeInTheDocument();
    expect(input(dialog, 'Image URL')).toHaveAttribute('aria-invalid', 'true');
    // An http: link is still fine: it is followed, not loaded by the page.
    expect(input(dialog, 'Link URL')).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls.add).toHaveLength(0);
  });

  it('marks overlapping pop-ups in the table and on the schedule strip', async () => {
    setup({ rows: overlappingNotices() });
    expect(within(await rowOf('Spring sale')).getByText('overlaps 1')).toBeInTheDocument();
    expect(within(await rowOf('Double rewards')).getByText('overlaps 1')).toBeInTheDocument();
    expect(within(await rowOf('Login gift')).getByText('None')).toBeInTheDocument();
    const strip = screen.getByRole('region', { name: 'Schedule of this page' });
    const items = within(strip).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const clashing = items.filter((item) => item.hasAttribute('data-overlap'));
    expect(clashing.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Double rewards.*overlaps 1 other enabled pop-ups/),
      expect.stringMatching(/^Spring sale.*overlaps 1 other enabled pop-ups/),
    ]);
    expect(items.find((item) => item.textContent?.startsWith('Login gift'))).not.toHaveAttribute(
      'data-overlap',
    );
  });

  it('disables a pop-up by editing it, which clears the overlap', async () => {
    const { user, calls } = setup({ rows: overlappingNotices() });
    await user.click(within(await rowOf('Double rewards')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog).toHaveTextContent('Edit pop-up');
    const start = new Date(overlappingNotices()[1]!.startAt);
    // Shown in the user's date format (en: mm/dd/yyyy).
    expect(input(dialog, 'Start date')).toHaveValue(
      `${String(start.getMonth() + 1).padStart(2, '0')}/${String(start.getDate()).padStart(2, '0')}/${start.getFullYear()}`,
    );
    const enabled = within(dialog).getByRole('switch', { name: 'Enabled', hidden: true });
    expect(enabled).toBeChecked();
    await user.click(enabled);
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(calls.update).toHaveLength(1));
    expect(calls.update[0]).toMatchObject({
      id: 2,
      title: 'Double rewards',
      enabled: false,
      startAt: overlappingNotices()[1]!.startAt,
    });
    await waitFor(async () =>
      expect(within(await rowOf('Spring sale')).getByText('None')).toBeInTheDocument(),
    );
    expect(within(await rowOf('Double rewards')).getByText('Off')).toBeInTheDocument();
  });

  it('enables a disabled pop-up by editing it', async () => {
    const rows = sampleNotices(4);
    const { user, calls } = setup({ rows });
    await user.click(within(await rowOf('Weekend bonus 4')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const enabled = within(dialog).getByRole('switch', { name: 'Enabled', hidden: true });
    expect(enabled).not.toBeChecked();
    await user.click(enabled);
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(calls.update[0]).toMatchObject({ id: 4, enabled: true }));
    await waitFor(async () =>
      expect(within(await rowOf('Weekend bonus 4')).getByText('On')).toBeInTheDocument(),
    );
  });

  it('filters by enabled: the choice goes to the URL and the API parameters', async () => {
    const { user, calls } = setup({ rows: sampleNotices(4) });
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Enabled' }), 'No');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('1 record');
    expect(screen.getByTestId('search').textContent).toBe('?enabled=false');
    expect(calls.query.at(-1)).toMatchObject({ enabled: 'false', page: 1 });
  });
});
