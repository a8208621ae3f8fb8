import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { membersDrawer, renderOwnerScreen } from './ownerListKit';
import { apiError, type MembersWorldOptions } from '../fixtures/lists/memberFixtures';
import { validateCooperate } from '@/screens/cooperate/cooperateForm';

// The first render compiles the screen's chunks; under load that can take more than a second.
configure({ asyncUtilTimeout: 5000 });
// Inside dialogs and the drawer the queries include hidden nodes (see gameAdmin.test.tsx).

const SPLIT = 'Platform share plus author share must be at most ¥1,000.00.';
const setup = (world: MembersWorldOptions = {}, admin = true) =>
  renderOwnerScreen('cooperate', world, admin);
const field = (dialog: ReturnType<typeof within>, label: string) =>
  dialog.getByRole('textbox', { name: new RegExp(`^${label}`), hidden: true });
const now = new Date();
/** The month a price change applies from unless changed: this one. */
const THIS_MONTH = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
/** Answers the price change question with `label`; answers its text. */
async function answerPriceQuestion(user: { click: (element: Element) => Promise<void> }, label: string) {
  // By its title: a role query over the whole page is slow in jsdom once a dialog is open.
  const title = await screen.findByText(/^Change the shares from/);
  const question = within(title.closest<HTMLElement>('[role="alertdialog"]')!);
  const text = question.getByText(/not yet examined/).textContent;
  await user.click(question.getByRole('button', { name: label, hidden: true }));
  return text;
}

describe('partners screen', () => {
  it('shows money in the platform currency, right-aligned', async () => {
    const { rowOf } = setup();
    const row = within(await rowOf('Cloud Reader'));
    const platform = row.getByText('¥10.50');
    expect(row.getByText('¥20.00')).toBeInTheDocument();
    expect(getComputedStyle(platform).textAlign).toBe('end');
  });

  it('creates and edits a partner, sending the money strings as typed', async () => {
    const { user, cooperates, table, rowOf, openDialog } = setup();
    await table();
    let dialog = await openDialog(user, screen.getByRole('button', { name: 'Create' }));
    expect(
      dialog.getByText(
        'Paid per settled unit. Platform share + author share may be at most ¥1,000.00.',
      ),
    ).toBeInTheDocument();
    await user.type(field(dialog, 'Partner name'), 'Moon Books');
    await user.type(field(dialog, 'Package name'), 'com.moon.books');
    await user.type(field(dialog, 'Platform share'), '10.50');
    await user.type(field(dialog, 'Author share'), '20');
    await user.click(dialog.getByRole('button', { name: 'Save', hidden: true }));
    expect(await rowOf('Moon Books')).toBeInTheDocument();
    expect(cooperates.calls.add).toEqual([
      {
        cooperateName: 'Moon Books',
        cooperatePackage: 'com.moon.books',
        platformMoney: '10.50',
        authorMoney: '20',
      },
    ]);

    dialog = await openDialog(
      user,
      within(await rowOf('Story Box')).getByRole('button', { name: 'Edit' }),
    );
    expect(field(dialog, 'Author share')).toHaveValue('1000.00');
    await user.clear(field(dialog, 'Author share'));
    await user.type(field(dialog, 'Author share'), '999.5');
    await user.click(dialog.getByRole('button', { name: 'Save', hidden: true }));
    await answerPriceQuestion(user, 'Change the shares');
    await within(await rowOf('Story Box')).findByText('¥999.50');
    expect(cooperates.calls.update).toEqual([
      {
        id: 2,
        cooperateName: 'Story Box',
        cooperatePackage: 'com.partner2.reader',
        platformMoney: '0.00',
        authorMoney: '999.5',
        priceFrom: THIS_MONTH,
      },
    ]);
  });

  it('refuses a broken split rule and a bad package in the browser, sending nothing', async () => {
    const { user, cooperates, table, openDialog } = setup();
    await table();
    const dialog = await openDialog(user, screen.getByRole('button', { name: 'Create' }));
    await user.type(field(dialog, 'Partner name'), 'Moon Books');
    await user.type(field(dialog, 'Package name'), 'moonbooks');
    await user.type(field(dialog, 'Platform share'), '600');
    await user.type(field(dialog, 'Author share'), '400.01');
    await user.click(dialog.getByRole('button', { name: 'Save', hidden: true }));
    expect(await dialog.findByText(SPLIT)).toBeInTheDocument();
    expect(field(dialog, 'Author share')).toHaveAttribute('aria-invalid', 'true');
    expect(field(dialog, 'Platform share')).not.toHaveAttribute('aria-invalid', 'true');
    expect(
      dialog.getByText('Enter an Android package name such as com.example.app.'),
    ).toBeInTheDocument();
    await user.clear(field(dialog, 'Platform share'));
    await user.type(field(dialog, 'Platform share'), '1.234');
    await user.click(dialog.getByRole('button', { name: 'Save', hidden: true }));
    expect(
      await dialog.findByText(
        'Enter an amount of zero or more with at most two decimals, such as 12.50.',
      ),
    ).toBeInTheDocument();
    expect(cooperates.calls.add).toHaveLength(0);
  });

  it('puts a server field error on its field', async () => {
    const { user, cooperates, rowOf, openDialog } = setup({
      cooperates: {
        saveError: apiError(400, {
          reason: 'invalid_input',
          fields: [{ field: 'authorMoney', reason: 'invalid_value', message: 'split' }],
        }),
      },
    });
    const dialog = await openDialog(
      user,
      within(await rowOf('Cloud Reader')).getByRole('button', { name: 'Edit' }),
    );
    await user.clear(field(dialog, 'Author share'));
    await user.type(field(dialog, 'Author share'), '30');
    await user.click(dialog.getByRole('button', { name: 'Save', hidden: true }));
    await answerPriceQuestion(user, 'Change the shares');
    expect(await dialog.findByText(SPLIT)).toBeInTheDocument();
    expect(field(dialog, 'Author share')).toHaveAttribute('aria-invalid', 'true');
    expect(cooperates.calls.update).toEqual([
      {
        id: 1,
        cooperateName: 'Cloud Reader',
        cooperatePackage: 'com.partner1.reader',
        platformMoney: '10.50',
        authorMoney: '30',
        priceFrom: THIS_MONTH,
      },
    ]);
  });

  it('says which months new shares re-price and which keep theirs, and sends nothing on a no', async () => {
    const { user, cooperates, priceImpactCalls, rowOf, openDialog } = setup();
    const dialog = await openDialog(
      user,
      within(await rowOf('Cloud Reader')).getByRole('button', { name: 'Edit' }),
    );
    expect(dialog.queryByText('New shares apply from')).not.toBeInTheDocument();
    await user.clear(field(dialog, 'Platform share'));
    await user.type(field(dialog, 'Platform share'), '12');
    expect(dialog.getByText('Months already examined or settled keep the shares they were settled at.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save', hidden: true }));
    const text = await answerPriceQuestion(user, 'Cancel');
    expect(text).toBe(
      'Months not yet examined that will use the new shares: September 2026 (Submitted), October 2026 (Not applied).' +
        ' Months already examined or settled that keep their shares: August 2026 (Settled).',
    );
    expect(priceImpactCalls).toEqual([{ id: 1, priceFrom: THIS_MONTH }]);
    expect(await dialog.findByText('Not saved. Choose another month, or keep the shares as they were.')).toBeInTheDocument();
    expect(cooperates.calls.update).toHaveLength(0);
    // A name change alone asks nothing and sends no month.
    await user.clear(field(dialog, 'Platform share'));
    await user.type(field(dialog, 'Platform share'), '10.5');
    await user.clear(field(dialog, 'Partner name'));
    await user.type(field(dialog, 'Partner name'), 'Cloud Reader Plus');
    await user.click(dialog.getByRole('button', { name: 'Save', hidden: true }));
    expect(await rowOf('Cloud Reader Plus')).toBeInTheDocument();
    expect(cooperates.calls.update).toEqual([
      { id: 1, cooperateName: 'Cloud Reader Plus', cooperatePackage: 'com.partner1.reader', platformMoney: '10.5', authorMoney: '20.00' },
    ]);
    expect(priceImpactCalls).toHaveLength(1);
  });

  it('saves nothing while the month typed is refused, then the month chosen', async () => {
    const { user, cooperates, priceImpactCalls, rowOf, openDialog } = setup();
    const dialog = await openDialog(user, within(await rowOf('Cloud Reader')).getByRole('button', { name: 'Edit' }));
    await user.clear(field(dialog, 'Platform share'));
    await user.type(field(dialog, 'Platform share'), '12');
    const month = dialog.getByRole('combobox', { name: /^New shares apply from/, hidden: true });
    // Typed over the month shown (never emptied on the way, which alone would stop the save).
    const typeOver = (text: string) =>
      user.type(month, `${text}{Tab}`, { initialSelectionStart: 0, initialSelectionEnd: (month as HTMLInputElement).value.length });
    for (const typed of ['01/2100', '13/2026', 'soon']) {
      await typeOver(typed);
      await user.click(dialog.getByRole('button', { name: 'Save', hidden: true }));
      expect(await dialog.findByText(/outside the allowed range|Type the month as/), typed).toBeInTheDocument();
      expect(priceImpactCalls, typed).toHaveLength(0);
      expect(cooperates.calls.update, typed).toHaveLength(0);
    }
    await typeOver('03/2026');
    await user.click(dialog.getByRole('button', { name: 'Save', hidden: true }));
    await answerPriceQuestion(user, 'Change the shares');
    await waitFor(() => expect(cooperates.calls.update).toHaveLength(1));
    expect(priceImpactCalls).toEqual([{ id: 1, priceFrom: '2026-03' }]);
    expect(cooperates.calls.update[0]).toMatchObject({ id: 1, platformMoney: '12', priceFrom: '2026-03' });
  });

  it('checks the month new shares apply from as the server does, and only when the shares change', () => {
    const edit = { id: '1', cooperateName: 'Cloud Reader', cooperatePackage: 'com.partner1.reader', authorMoney: '20.00', storedPlatformMoney: '10.50', storedAuthorMoney: '20.00' };
    const problem = (platformMoney: string, priceFrom: string) => validateCooperate({ ...edit, platformMoney, priceFrom }).priceFrom;
    expect(problem('12', '1969-12')).toBe('too_small');
    expect(problem('12', '2100-01')).toBe('too_big');
    expect(problem('12', '2026-13')).toBe('invalid_format');
    expect(problem('12', '')).toBe('invalid_format');
    expect(problem('12', '1970-01')).toBeUndefined();
    expect(problem('12', '2099-12')).toBeUndefined();
    expect(problem('10.5', '1969-12')).toBeUndefined();
  });

  it('links an account and unlinks one, refreshing the count', async () => {
    const { user, userCalls, notices, table, cellOf, fromMenu, confirm } = setup();
    const count = (name: string) => cellOf(name, 7); // selection, id, name, package, two shares, shares from
    await table();
    await waitFor(() => expect(count('Cloud Reader')).toBe('1'));
    await fromMenu(user, 'Cloud Reader', 'Members');
    const drawer = await membersDrawer('Accounts linked to Cloud Reader');
    const members = within(await drawer.findByRole('table', { name: 'Members', hidden: true }));
    expect(members.getByText('erin')).toBeInTheDocument();
    expect(userCalls.query.at(-1)).toMatchObject({ cooperateId: '1' });

    await user.click(drawer.getByRole('button', { name: 'Add member', hidden: true }));
    const picker = await drawer.findByRole('combobox', { name: 'User', hidden: true });
    await waitFor(() =>
      expect(within(picker).getAllByRole('option', { hidden: true })).toHaveLength(3),
    );
    expect(userCalls.query.some((q) => q.role === 'COOPERATE')).toBe(true);
    await user.selectOptions(picker, 'grace (Grace)');
    await user.click(drawer.getByRole('button', { name: 'Add', hidden: true }));
    expect(await members.findByText('grace')).toBeInTheDocument();
    expect(userCalls.links).toEqual([{ id: 23, cooperateId: 1 }]);
    await waitFor(() => expect(count('Cloud Reader')).toBe('2'));
    expect(notices.map((n) => n.text)).toContain('Member added.');

    await user.click(drawer.getByRole('button', { name: 'Remove erin', hidden: true }));
    await confirm(user, 'Remove');
    await waitFor(() => expect(members.queryByText('erin')).not.toBeInTheDocument());
    expect(userCalls.links.at(-1)).toEqual({ id: 21, cooperateId: null });
    await waitFor(() => expect(count('Cloud Reader')).toBe('1'));
  });

  it('shows a vanished user in the user’s language', async () => {
    const { user, fromMenu, confirm } = setup({
      linkError: apiError(404, { reason: 'not_found' }),
    });
    await fromMenu(user, 'Cloud Reader', 'Members');
    const drawer = await membersDrawer('Accounts linked to Cloud Reader');
    await user.click(await drawer.findByRole('button', { name: 'Remove erin', hidden: true }));
    await confirm(user, 'Remove');
    expect(
      await drawer.findByText('This user no longer exists or has been deleted.'),
    ).toBeInTheDocument();
  });

  it('lets an auditor read the linked accounts but not change them', async () => {
    const { user, userCalls, table, rowOf } = setup({}, false);
    await table();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(within(await rowOf('Cloud Reader')).getByRole('button', { name: 'Members' }));
    const drawer = await membersDrawer('Accounts linked to Cloud Reader');
    expect(await drawer.findByText('erin')).toBeInTheDocument();
    expect(
      drawer.queryByRole('button', { name: 'Add member', hidden: true }),
    ).not.toBeInTheDocument();
    expect(drawer.queryByRole('button', { name: /^Remove/, hidden: true })).not.toBeInTheDocument();
    expect(userCalls.links).toHaveLength(0);
  });
});
