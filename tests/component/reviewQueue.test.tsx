/**
 * The pending queues (/wn/config-review, /linker/share-review): the list opens on status=pending,
 * a default filter that stays out of the URL; another status can be chosen, and so can "any"
 * (kept as `status=` in the URL, so a reload keeps it); Reset returns to the queue. The URL codec
 * of default filters is checked on its own as well (machines/list.machine.ts).
 */
import { describe, expect, it } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_QUERY,
  queryToSearchParams,
  searchParamsToQuery,
  type ListQueryState,
} from '@machines/list.machine.js';
import { ADMIN_ACTOR } from '../fixtures/review/reviewFixtures';
import { dialog, renderConfigs, renderLinkers, rowOf, where } from './reviewKit';

configure({ asyncUtilTimeout: 5000 });

const QUEUE = '/wn/config-review';
const status = () => screen.getByRole('combobox', { name: 'Status' });

describe('the config review queue', () => {
  it('says what will appear when nothing waits, and offers no record to create', async () => {
    renderConfigs('configReview', ADMIN_ACTOR, { path: QUEUE, rows: [] });
    expect(await screen.findByText(/Nothing is waiting for review/)).toBeInTheDocument();
    expect(screen.queryByText(/create a new record/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
  });

  it('opens on the pending configs, with the filter showing it and a clean URL', async () => {
    const { world } = renderConfigs('configReview', ADMIN_ACTOR, { path: QUEUE });
    await rowOf('Config Review', 'Auto Tap Daily');
    expect(world.listCalls.query[0]).toMatchObject({ status: 'pending' });
    expect(await screen.findByText('3 records')).toBeInTheDocument();
    expect(screen.queryByText('Gold Farm Night')).toBeNull();
    expect(status()).toHaveValue('pending');
    expect(where()).toBe(QUEUE);
    expect(screen.getByText(/The review queue opens on pending submissions/)).toBeInTheDocument();
  });

  it('approves and lists in one go from the queue, asking first; the full list offers no such step', async () => {
    const { user, world, notices } = renderConfigs('configReview', ADMIN_ACTOR, { path: QUEUE });
    const row = await rowOf('Config Review', 'Auto Tap Daily');
    await user.click(row.getByRole('button', { name: 'Review actions for Auto Tap Daily: more' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Approve and list', hidden: true }));
    const asked = await dialog('alertdialog');
    expect(asked).toHaveTextContent('“Auto Tap Daily” will be approved, then listed');
    await user.click(within(asked).getByRole('button', { name: 'Approve and list', hidden: true }));
    const id = world.rows.find((r) => r.configName === 'Auto Tap Daily')!.id;
    await waitFor(() => expect(world.calls.publish).toEqual([id]));
    expect(world.calls.approve).toEqual([id]);
    expect(world.rows.find((r) => r.id === id)!.status).toBe('listed');
    expect(notices).toContainEqual(expect.objectContaining({ intent: 'success', text: 'Auto Tap Daily was approved and listed.' }));
    // Listed, it has left the queue.
    await waitFor(() => expect(screen.queryByText('Auto Tap Daily')).toBeNull());
  });

  it('shows another status on request and returns to the queue on Reset', async () => {
    const { user, world } = renderConfigs('configReview', ADMIN_ACTOR, { path: QUEUE });
    await rowOf('Config Review', 'Auto Tap Daily');
    await user.selectOptions(status(), 'approved');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(world.listCalls.query.at(-1)).toMatchObject({ status: 'approved' }));
    expect(where()).toBe(`${QUEUE}?status=approved`);
    await rowOf('Config Review', 'Gold Farm Night');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(world.listCalls.query.at(-1)).toMatchObject({ status: 'pending' }));
    expect(where()).toBe(QUEUE);
    await waitFor(() => expect(status()).toHaveValue('pending'));
    await rowOf('Config Review', 'Auto Tap Daily');
  });

  it('keeps "any status" when chosen, also over a reload of the URL, until Reset', async () => {
    const { user, world, router } = renderConfigs('configReview', ADMIN_ACTOR, { path: QUEUE });
    await rowOf('Config Review', 'Auto Tap Daily');
    await user.selectOptions(status(), '');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(world.listCalls.query.at(-1)).not.toHaveProperty('status'));
    expect(where()).toBe(`${QUEUE}?status=`);
    expect(await screen.findByText('7 records')).toBeInTheDocument();
    expect(status()).toHaveValue('');

    // Back to the bare queue and forward to the shared link: each reads its own URL.
    await act(() => router.navigate(QUEUE));
    expect(await screen.findByText('3 records')).toBeInTheDocument();
    await act(() => router.navigate(`${QUEUE}?status=`));
    expect(await screen.findByText('7 records')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('3 records')).toBeInTheDocument();
    expect(where()).toBe(QUEUE);
  });
});

describe('the share review queue', () => {
  it('opens on the pending shared configs', async () => {
    const { world } = renderLinkers('shareReview', ADMIN_ACTOR, { path: '/linker/share-review' });
    await rowOf('Share Review', 'Shared Boss Rush Loop');
    expect(world.listCalls.query[0]).toMatchObject({ status: 'pending' });
    expect(screen.queryByText('Shared Arena Sweep')).toBeNull();
  });
});

describe('default filters in the URL', () => {
  const defaults: ListQueryState = { ...DEFAULT_QUERY, filters: { status: 'pending' } };
  const codec = { defaults, filterNames: ['status', 'scriptName'] };
  const round = (query: ListQueryState) =>
    searchParamsToQuery(queryToSearchParams(query, codec), codec);

  it('leaves a default filter out of the URL and reads its absence as the default', () => {
    expect(queryToSearchParams(defaults, codec).toString()).toBe('');
    expect(searchParamsToQuery(new URLSearchParams(''), codec)).toEqual(defaults);
  });

  it('keeps a cleared default filter as an empty parameter', () => {
    const any = { ...defaults, filters: { scriptName: 'Quick' } };
    expect(queryToSearchParams(any, codec).toString()).toBe('scriptName=Quick&status=');
    expect(round(any)).toEqual(any);
  });

  it('keeps another value of a default filter', () => {
    const approved = { ...defaults, filters: { status: 'approved' } };
    expect(queryToSearchParams(approved, codec).toString()).toBe('status=approved');
    expect(round(approved)).toEqual(approved);
  });

  it('changes nothing for lists without default filters', () => {
    const query = { ...DEFAULT_QUERY, filters: { scriptName: 'Quick' } };
    expect(queryToSearchParams(query).toString()).toBe('scriptName=Quick');
  });
});
