/**
 * The partner promotions screen as its users meet it (docs/promotions.md, "The screen"): a partner
 * creates a promotion (image uploaded, period in local time sent as ISO), a wrong link is said
 * under its field and nothing is sent; a partner submits its draft; ADMIN rejects with a reason
 * (the partner reads it under the draft) and approves; a live promotion's figures in the user's
 * numbers and percentages; the partner sees no other partner's promotions.
 */
import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { entityPermissions } from '@contracts/permissions.js';
import type { PromotionActor } from '@contracts/promotionKinds.js';
import { PromotionView } from '@/screens/promotions/PromotionView';
import { fixturePromotionApi, PARTNER_OPTIONS, PROMO_ADMIN, PROMO_PARTNER, type PromotionFixtureOptions } from '../fixtures/lists/promotionFixtures';
import { actOnRow, actionsOf, rowOf, seriousViolations } from './support/cardKit';
import { renderTool } from './support/toolsKit';

configure({ asyncUtilTimeout: 5000 });

function setup(actor: PromotionActor, options: Omit<PromotionFixtureOptions, 'actor'> = {}) {
  const world = fixturePromotionApi({ ...options, actor });
  const admin = actor.roles.includes('ADMIN');
  const view = renderTool(
    <PromotionView
      title="Partner Promotions"
      api={world.api}
      actor={actor}
      partnerOptions={admin ? PARTNER_OPTIONS : null}
      permissions={entityPermissions(actor.roles, 'Promotion')}
      userKey="t"
      saveFile={vi.fn()}
    />,
    { path: '/cooperate/cooperate-advert-admin' },
  );
  return { ...world, ...view };
}

const input = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(new RegExp(`^${label}`), { selector: 'input, textarea, select' });

describe('a partner on the promotions screen', () => {
  it('creates a promotion with an uploaded image and its period sent as ISO, after a wrong link is refused on its field', async () => {
    const { user, calls } = setup(PROMO_PARTNER);
    await rowOf(1);
    expect(document.querySelector('[data-row-id="4"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'New promotion' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    // A partner's promotions are its own: no partner to choose.
    expect(within(dialog).queryByRole('combobox', { name: /Partner/, hidden: true })).toBeNull();
    await user.type(input(dialog, 'Title'), 'Cloud phone week');
    await user.upload(within(dialog).getByTestId('cover-file'), new File([new Uint8Array(64)], 'banner.png', { type: 'image/png' }));
    await waitFor(() => expect(calls.uploads).toBe(1));
    await user.type(input(dialog, 'Link'), 'javascript:alert(1)');
    await user.selectOptions(input(dialog, 'Position'), 'Home banner');
    await user.type(input(dialog, 'Start date'), '2026-06-01');
    await user.type(input(dialog, 'Start time'), '09:30');
    await user.type(input(dialog, 'End date'), '2026-06-08');
    await user.type(input(dialog, 'End time'), '18:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(dialog).findByText('Enter an address that starts with https://.')).toBeInTheDocument();
    expect(calls.add).toEqual([]);

    await user.clear(input(dialog, 'Link'));
    await user.type(input(dialog, 'Link'), 'https://example.com/week');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(calls.add).toHaveLength(1));
    expect(calls.add[0]).toMatchObject({
      title: 'Cloud phone week',
      imageUrl: expect.stringMatching(/^\/rocketScript\/api\/files\/covers\/[0-9a-f]{64}\.png$/),
      linkUrl: 'https://example.com/week',
      position: 'home_banner',
      startsAt: new Date('2026-06-01T09:30').toISOString(),
      endsAt: new Date('2026-06-08T18:00').toISOString(),
    });
    expect(calls.add[0]).not.toHaveProperty('partnerId');
  });

  it('submits its draft, and can no longer edit it', async () => {
    const { user, calls } = setup(PROMO_PARTNER);
    const draft = await rowOf(6);
    expect(await seriousViolations()).toEqual([]);
    expect(await actionsOf(user, draft)).toEqual(['Edit', 'Submit']);
    await actOnRow(user, draft, 'Submit');
    await waitFor(() => expect(calls.change).toEqual([{ action: 'submitPromotion', id: 6 }]));
    await waitFor(async () => expect(within(await rowOf(6)).getByText('Awaiting approval')).toBeInTheDocument());
    expect(await actionsOf(user, await rowOf(6))).toEqual([]);
  });

  it('reads a live promotion’s figures: impressions, clicks and the click-through rate per day', async () => {
    const { user, calls } = setup(PROMO_PARTNER);
    await actOnRow(user, await rowOf(1), 'Figures');
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByText('Figures of Red Finger Cloud: 7 days free')).toBeInTheDocument();
    const table = await within(dialog).findByRole('table', { name: 'Figures of Red Finger Cloud: 7 days free', hidden: true });
    expect(calls.figures).toEqual([1]);
    // The first day, the gap day as zeros, and the totals.
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows[1]).toHaveTextContent(/1,200.*40.*3\.33%/);
    expect(rows.some((row) => /0\s*0\s*0\.00%/.test(row.textContent ?? ''))).toBe(true);
    expect(rows[rows.length - 1]).toHaveTextContent(/^Total/);
  });
});

describe('ADMIN on the promotions screen', () => {
  it('rejects a submitted promotion with the reason the partner reads, then approves it once submitted again', async () => {
    const { user, calls, rows } = setup(PROMO_ADMIN);
    const pending = await rowOf(4);
    expect(within(pending).getByText('VMOS Pro')).toBeInTheDocument();
    await actOnRow(user, pending, 'Reject');
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await user.click(within(dialog).getByRole('button', { name: 'Reject', hidden: true }));
    expect(await within(dialog).findByText('Write why, so the partner can change it.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/, hidden: true }), 'The link leads nowhere.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject', hidden: true }));
    await waitFor(() => expect(calls.change).toEqual([{ action: 'rejectPromotion', id: 4, reason: 'The link leads nowhere.' }]));
    await waitFor(async () => expect(within(await rowOf(4)).getByText('Rejected: The link leads nowhere.')).toBeInTheDocument());

    // The partner edits and submits again (in its own session); ADMIN approves.
    rows.find((row) => row.id === 4)!.status = 'pending';
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await actOnRow(user, await rowOf(4), 'Approve');
    await waitFor(async () => expect(within(await rowOf(4)).getByText('Scheduled')).toBeInTheDocument());
  });

  it('must choose the partner of a new promotion', async () => {
    const { user, calls } = setup(PROMO_ADMIN);
    await rowOf(1);
    await user.click(screen.getByRole('button', { name: 'New promotion' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await user.type(input(dialog, 'Title'), 'No partner yet');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(dialog).findByText('Choose the partner.')).toBeInTheDocument();
    expect(within(dialog).getByText('Upload an image.')).toBeInTheDocument();
    expect(calls.add).toEqual([]);
  });
});
