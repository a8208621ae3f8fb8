/**
 * The audit trail as an auditor clicks it: filters go to the query and the URL (and come back
 * from a shared link), the export sends the filter, History on a transition row loads that
 * record's history and draws its statechart with the taken transitions and the current status
 * marked, a failed history offers a retry, and a CREATOR is never offered History.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { UserInfo } from '@contracts/auth.js';
import { mayReadHistories } from '@/history/useRecordHistory';
import { TEST_USER } from './support/toolsKit';
import { sampleAuditRows } from '../fixtures/audit/auditFixtures';
import { currentQuery, rowOf as rowIn, setupTrail as setup } from './support/auditKit';

configure({ asyncUtilTimeout: 5000 });

const TABLE = 'Audit Trail';
const CREATOR: UserInfo = { ...TEST_USER, roles: ['CREATOR'] };
const rowOf = (...texts: string[]) => rowIn(TABLE, ...texts);

const drawer = () => within(document.body);

describe('audit trail', () => {
  it('puts the filters in the query and the URL, and exports that filter', async () => {
    const { user, trail } = setup();
    await screen.findByRole('table', { name: TABLE });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Entity' }), 'user');
    await user.type(screen.getByRole('textbox', { name: 'Record ID' }), '5');
    await user.type(screen.getByRole('textbox', { name: 'Actor name' }), 'adm');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'FREEZE');
    const range = screen.getByRole('group', { name: 'Time' });
    await user.type(within(range).getByLabelText('Time from'), '2026-03-01');
    await user.type(within(range).getByLabelText('Time to'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const filter = {
      entity: 'user',
      entityId: '5',
      actorName: 'adm',
      event: 'FREEZE',
      atFrom: '2026-03-01',
      atTo: '2026-03-31',
    };
    await waitFor(() => expect(trail.calls.query.at(-1)).toMatchObject(filter));
    expect(currentQuery()).toMatchObject(filter);
    await screen.findByText('1 record');
    await rowOf('User', '5', 'Freeze');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(trail.calls.exportCsv).toHaveLength(1));
    // The filter, not the page (src/api/resources.ts leaves page and size out of the request).
    expect(trail.calls.exportCsv[0]).toMatchObject(filter);
  });

  it('opens on the filters of a shared link', async () => {
    const { trail } = setup({ path: '/audit/audit-trail?entity=config&event=DELIST' });
    await screen.findByText('1 record');
    expect(trail.calls.query[0]).toMatchObject({ entity: 'config', event: 'DELIST' });
    expect(screen.getByRole('combobox', { name: 'Entity' })).toHaveValue('config');
    await rowOf('Clicker config', 'Delist', 'Listed', 'Delisted');
  });

  it('draws the history of a transition row: its path taken, its status current, its transitions listed', async () => {
    const { user, history } = setup();
    const row = await rowOf('Puzzle Kingdom Auto · 2026-02', '#1042', 'Examine');
    await user.click(row.getByRole('button', { name: 'History' }));
    const svg = await drawer().findByRole('img', {
      name: /^Statechart of Puzzle Kingdom Auto · 2026-02: now Settled/,
      hidden: true,
    });
    expect(history.calls).toEqual([{ entity: 'settlement', id: 1042 }]);
    const taken = [...svg.querySelectorAll('[data-taken]')].map((g) =>
      g.getAttribute('data-transition'),
    );
    expect(taken).toEqual([
      'unapplied|APPLY|submitted',
      'submitted|EXAMINE|examined',
      'examined|CONFIRM|settled',
    ]);
    expect(
      [...svg.querySelectorAll('[data-current]')].map((g) => g.getAttribute('data-state')),
    ).toEqual(['settled']);
    // RETURN is in the picture, but this record never took it.
    expect(svg.querySelector('[data-transition="submitted|RETURN|unapplied"]')).not.toBeNull();
    expect(
      svg.querySelector('[data-transition="submitted|RETURN|unapplied"][data-taken]'),
    ).toBeNull();

    const transitions = within(drawer().getByRole('table', { name: 'Transitions', hidden: true }));
    const rows = transitions.getAllByRole('row', { hidden: true }).slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('creator1Apply for statisticsNot applied → Submitted'),
      expect.stringContaining('adminExamineSubmitted → Examined'),
      expect.stringContaining('creator1Confirm settlementExamined → Settled'),
    ]);
    expect(rows[1]).toHaveTextContent('Final active users: 90,500');
    expect(rows[1]).toHaveTextContent('Money: ¥1,131.25');
  });

  it('offers History only on transitions of records that have a statechart', async () => {
    setup();
    expect((await rowOf('Game', 'Updated')).queryByRole('button', { name: 'History' })).toBeNull();
    expect(
      (await rowOf('User', 'Roles changed')).queryByRole('button', { name: 'History' }),
    ).toBeNull();
    expect(
      (await rowOf('User', 'Freeze')).getByRole('button', { name: 'History' }),
    ).toBeInTheDocument();
  });

  it('says when a history could not be loaded and tries again', async () => {
    const { user, history } = setup({ histories: { failures: 1 } });
    await user.click((await rowOf('User', 'Freeze')).getByRole('button', { name: 'History' }));
    expect(await drawer().findByText('The history could not be loaded')).toBeInTheDocument();
    expect(
      drawer().getByText('Something went wrong on the server. Please try again later.'),
    ).toBeInTheDocument();
    await user.click(drawer().getByRole('button', { name: 'Try again', hidden: true }));
    const svg = await drawer().findByRole('img', { name: /now Frozen/, hidden: true });
    expect(svg.querySelector('[data-state="frozen"][data-current]')).not.toBeNull();
    expect(history.calls).toHaveLength(2);
  });

  it('does not offer History to a CREATOR', async () => {
    setup({ user: CREATOR });
    await rowOf('User', 'Freeze');
    expect(screen.queryByRole('button', { name: 'History' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('decides who may read histories from the roles, once', () => {
    expect(mayReadHistories(['ADMIN'])).toBe(true);
    expect(mayReadHistories(['AUDITOR'])).toBe(true);
    expect(mayReadHistories(['CREATOR', 'BUSINESS_COMPANY', 'COOPERATE', 'OPERATE'])).toBe(false);
    expect(mayReadHistories([])).toBe(false);
  });

  it('gives a record its number once: a card group\'s name carries it already', async () => {
    const rows = sampleAuditRows();
    const last = rows[rows.length - 1]!;
    const group = { ...last, id: last.id + 1, entity: 'card_group', entityId: '7', recordName: 'Puzzle Kingdom Auto · #7', event: 'ADD', fromStatus: null, toStatus: null, payload: '{}' };
    setup({ rows: [...rows, group] });
    await rowOf('Puzzle Kingdom Auto · #7');
    const text = (name: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(name))!.textContent!;
    expect(text('Puzzle Kingdom Auto · #7').match(/#7/g)).toHaveLength(1);
    // A name without its number still gets it.
    expect(text('carol')).toContain('carol#9');
  });
});
