/**
 * The review screens of the other roles: a creator sees their own submissions and resubmits a
 * rejected one (reading why, with the content loaded to correct; the content is sent only when
 * changed); an auditor reads every submission and is offered no action. The events run the real
 * review machine in memory (tests/fixtures/review/reviewFixtures.ts).
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { AUDITOR_ACTOR, OWNER_ACTOR, sampleContent } from '../fixtures/review/reviewFixtures';
import { dialog, renderConfigs, renderLinkers, rowOf } from './reviewKit';

configure({ asyncUtilTimeout: 5000 });

const MINE = 'My Configs';

async function openResubmit(user: ReturnType<typeof renderConfigs>['user']) {
  await user.click((await rowOf(MINE, 'Event Grinder')).getByRole('button', { name: 'Resubmit' }));
  const form = await dialog();
  const content = await within(form).findByRole('textbox', { name: /Content/, hidden: true });
  await waitFor(() => expect(content).toHaveValue(sampleContent('Event Grinder')));
  return { form, content };
}

describe('my configs, as their CREATOR', () => {
  it('lists only my submissions with their outcome, and Resubmit only on the rejected one', async () => {
    renderConfigs('configTable', OWNER_ACTOR, { path: '/config-table' });
    const rejected = await rowOf(MINE, 'Event Grinder');
    expect(rejected.getByText('Rejected')).toBeInTheDocument();
    expect(rejected.getByText('Clicks outside the game window')).toBeInTheDocument();
    expect(rejected.getByRole('button', { name: 'Resubmit' })).toBeInTheDocument();
    for (const name of ['Auto Tap Daily', 'Gold Farm Night', 'Daily Login Bot'])
      expect((await rowOf(MINE, name)).getByText('Cannot operate')).toBeInTheDocument();
    expect(screen.queryByText('Boss Rush Loop')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Owner' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText(/A rejected one can be corrected and resubmitted/)).toBeInTheDocument();
  });

  it('resubmits with the edited content, which the row then shows as pending', async () => {
    const { user, world, notices } = renderConfigs('configTable', OWNER_ACTOR, {
      path: '/config-table',
    });
    const { form, content } = await openResubmit(user);
    expect(form).toHaveTextContent('Resubmit Event Grinder');
    expect(form).toHaveTextContent('Rejected because: Clicks outside the game window');
    expect(world.calls.content).toEqual([105]);
    await user.clear(content);
    await user.type(content, 'taps: 3, inside: true');
    await user.click(within(form).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() =>
      expect(world.calls.resubmit).toEqual([{ id: 105, content: 'taps: 3, inside: true' }]),
    );
    const row = await rowOf(MINE, 'Event Grinder');
    expect(await row.findByText('Pending')).toBeInTheDocument();
    expect(row.queryByText('Clicks outside the game window')).toBeNull();
    expect(row.getByText('taps: 3, inside: true')).toBeInTheDocument();
    expect(notices).toContainEqual(
      expect.objectContaining({ text: 'Event Grinder was resubmitted for review.' }),
    );
  });

  it('resubmits unchanged content as just the id', async () => {
    const { user, world } = renderConfigs('configTable', OWNER_ACTOR, { path: '/config-table' });
    const { form } = await openResubmit(user);
    await user.click(within(form).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(world.calls.resubmit).toEqual([{ id: 105 }]));
  });

  it('does not resubmit empty content', async () => {
    const { user, world } = renderConfigs('configTable', OWNER_ACTOR, { path: '/config-table' });
    const { form, content } = await openResubmit(user);
    await user.clear(content);
    await user.click(within(form).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(form).findByText('The content cannot be empty.')).toBeInTheDocument();
    expect(world.calls.resubmit).toEqual([]);
  });

  it('resubmits a rejected shared config through the linker calls', async () => {
    const { user, world } = renderLinkers('shareTable', OWNER_ACTOR, { path: '/share-table' });
    const table = 'My Shared Configs';
    await user.click(
      (await rowOf(table, 'Shared Event Grinder')).getByRole('button', { name: 'Resubmit' }),
    );
    const form = await dialog();
    const content = await within(form).findByRole('textbox', { name: /Content/, hidden: true });
    await waitFor(() => expect((content as HTMLTextAreaElement).value).toContain('"loop": true'));
    await user.click(within(form).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(world.calls.resubmit).toEqual([{ id: 105 }]));
    expect(
      await (await rowOf(table, 'Shared Event Grinder')).findByText('Pending'),
    ).toBeInTheDocument();
  });
});

describe('config reviews, as AUDITOR', () => {
  it('reads every submission with no action, no selection, and the content on request', async () => {
    const { user, world } = renderConfigs('auditConfigs', AUDITOR_ACTOR, {
      path: '/audit/configs',
    });
    const table = await screen.findByRole('table', { name: 'Config Reviews' });
    await waitFor(() => expect(within(table).getAllByText('Cannot operate')).toHaveLength(7));
    for (const action of ['Approve', 'Reject', 'List', 'Delist', 'Resubmit', 'Approve selected'])
      expect(screen.queryByRole('button', { name: action })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Owner' })).toBeInTheDocument();
    await user.click(
      (await rowOf('Config Reviews', 'Boss Rush Loop')).getByRole('button', {
        name: 'View content',
      }),
    );
    const shown = await dialog();
    expect(
      await within(shown).findByRole('region', { name: 'Content', hidden: true }),
    ).toHaveTextContent('Boss Rush Loop');
    expect(world.calls.approve).toEqual([]);
  });
});
