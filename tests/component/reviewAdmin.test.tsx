/**
 * The review screens as an ADMIN clicks them: approve (asked first; the call, the row and the
 * notice), reject with a required reason, list and delist, a refused call told in the user's
 * language, "Approve selected" reporting approved and refused, the content viewer and the CSV
 * export. The events run the real review machine in memory (tests/fixtures/review/reviewFixtures.ts).
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_ACTOR, apiError, sampleContent } from '../fixtures/review/reviewFixtures';
import { dialog, renderConfigs, renderLinkers, rowOf } from './reviewKit';

configure({ asyncUtilTimeout: 5000 });

const TABLE = 'Configs';
const idOf = (rows: { id: number; configName: string }[], name: string) =>
  rows.find((row) => row.configName === name)!.id;

describe('config review, as ADMIN', () => {
  it('approves a pending config after asking, refreshes the row and says so', async () => {
    const { user, world, notices } = renderConfigs('configAdmin', ADMIN_ACTOR);
    await user.click(
      (await rowOf(TABLE, 'Auto Tap Daily')).getByRole('button', { name: 'Approve' }),
    );
    const asked = await dialog('alertdialog');
    expect(asked).toHaveTextContent('“Auto Tap Daily” will be approved');
    await user.click(within(asked).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(world.calls.approve).toEqual([]);

    await user.click(
      (await rowOf(TABLE, 'Auto Tap Daily')).getByRole('button', { name: 'Approve' }),
    );
    const before = world.listCalls.query.length;
    await user.click(
      within(await dialog('alertdialog')).getByRole('button', { name: 'Approve', hidden: true }),
    );
    await waitFor(() => expect(world.calls.approve).toEqual([idOf(world.rows, 'Auto Tap Daily')]));
    const row = await rowOf(TABLE, 'Auto Tap Daily');
    expect(await row.findByText('Approved')).toBeInTheDocument();
    // Approved: the machine now offers List, and Approve no more.
    expect(row.getByRole('button', { name: 'List' })).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(row.queryByRole('button', { name: 'Approve and list' })).toBeNull();
    expect(world.listCalls.query.length).toBeGreaterThan(before);
    expect(notices).toContainEqual(
      expect.objectContaining({ intent: 'success', text: 'Auto Tap Daily was approved.' }),
    );
  });

  it('rejects only with a reason, sends it, and shows it on the row', async () => {
    const { user, world, notices } = renderConfigs('configAdmin', ADMIN_ACTOR);
    await user.click(
      (await rowOf(TABLE, 'Boss Rush Loop')).getByRole('button', { name: 'Reject' }),
    );
    const form = await dialog();
    expect(form).toHaveTextContent('Reject Boss Rush Loop');
    await user.click(within(form).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(form).findByText('Say why it is rejected.')).toBeInTheDocument();
    const reason = within(form).getByRole('textbox', { name: /Reason/, hidden: true });
    await user.type(reason, '   ');
    await user.click(within(form).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(form).findByText('Say why it is rejected.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('maxlength', '200');
    await user.type(reason, 'Taps outside the game window ');
    await user.click(within(form).getByRole('button', { name: 'Save', hidden: true }));
    const id = idOf(world.rows, 'Boss Rush Loop');
    await waitFor(() =>
      expect(world.calls.reject).toEqual([{ id, reason: 'Taps outside the game window' }]),
    );
    const row = await rowOf(TABLE, 'Boss Rush Loop');
    expect(await row.findByText('Taps outside the game window')).toBeInTheDocument();
    expect(row.getByText('Rejected')).toBeInTheDocument();
    expect(row.getByText('Cannot operate')).toBeInTheDocument();
    expect(notices).toContainEqual(
      expect.objectContaining({ text: 'Boss Rush Loop was rejected.' }),
    );
  });

  it('lists an approved config, delists it, and may list it again', async () => {
    const { user, world } = renderConfigs('configAdmin', ADMIN_ACTOR);
    const id = idOf(world.rows, 'Gold Farm Night');
    await user.click((await rowOf(TABLE, 'Gold Farm Night')).getByRole('button', { name: 'List' }));
    const asked = await dialog('alertdialog');
    expect(asked).toHaveTextContent('will be listed (favoured)');
    await user.click(within(asked).getByRole('button', { name: 'List', hidden: true }));
    await waitFor(() => expect(world.calls.publish).toEqual([id]));
    expect(await (await rowOf(TABLE, 'Gold Farm Night')).findByText('Listed')).toBeInTheDocument();

    await user.click(
      (await rowOf(TABLE, 'Gold Farm Night')).getByRole('button', { name: 'Delist' }),
    );
    const again = await dialog('alertdialog');
    expect(again).toHaveTextContent('will be delisted (deprecated)');
    await user.click(within(again).getByRole('button', { name: 'Delist', hidden: true }));
    await waitFor(() => expect(world.calls.withdraw).toEqual([id]));
    const row = await rowOf(TABLE, 'Gold Farm Night');
    expect(await row.findByText('Delisted')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'List' })).toBeInTheDocument();
  });

  it('tells a refused call (409 illegal_transition) in the user language, then reads the list again', async () => {
    const { user, world, notices } = renderConfigs('configAdmin', ADMIN_ACTOR, {
      refuse: apiError(409, { reason: 'illegal_transition' }, 'Not possible'),
    });
    await user.click(
      (await rowOf(TABLE, 'Auto Tap Daily')).getByRole('button', { name: 'Approve' }),
    );
    const before = world.listCalls.query.length;
    await user.click(
      within(await dialog('alertdialog')).getByRole('button', { name: 'Approve', hidden: true }),
    );
    await waitFor(() =>
      expect(notices).toContainEqual(
        expect.objectContaining({
          intent: 'error',
          text: 'This action is no longer possible for this record: it was changed meanwhile, and the list shows it as it is now.',
        }),
      ),
    );
    await waitFor(() => expect(world.listCalls.query.length).toBeGreaterThan(before));
    expect((await rowOf(TABLE, 'Auto Tap Daily')).getByText('Pending')).toBeInTheDocument();
  });

  it('tells the refusal in Chinese for a Chinese user', async () => {
    const { user, notices } = renderConfigs('configAdmin', ADMIN_ACTOR, {
      locale: 'zh',
      refuse: apiError(409, { reason: 'illegal_transition' }, 'Not possible'),
    });
    const row = await rowOf('配置管理', 'Auto Tap Daily');
    expect(row.getByText('待审核')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: '通过' }));
    await user.click(
      within(await dialog('alertdialog')).getByRole('button', { name: '通过', hidden: true }),
    );
    await waitFor(() =>
      expect(notices).toContainEqual(
        expect.objectContaining({
          intent: 'error',
          text: '该记录已被他人更改，无法再执行此操作；列表显示的是其当前状态。',
        }),
      ),
    );
  });

  it('approves a selection in one batch and reports what went and what did not, and why', async () => {
    const { user, world, notices } = renderConfigs('configAdmin', ADMIN_ACTOR);
    await screen.findByRole('table', { name: TABLE });
    for (const name of ['Auto Tap Daily', 'Boss Rush Loop', 'Gold Farm Night'])
      await user.click(screen.getByRole('checkbox', { name: `Select row ${name}` }));
    const bar = screen.getByRole('toolbar', { name: 'Actions on the selected rows' });
    expect(bar).toHaveTextContent('3 selected');
    await user.click(within(bar).getByRole('button', { name: 'Approve selected' }));
    const asked = await dialog('alertdialog');
    expect(asked).toHaveTextContent('3 selected will be approved');
    await user.click(within(asked).getByRole('button', { name: 'Approve', hidden: true }));
    const ids = ['Auto Tap Daily', 'Boss Rush Loop', 'Gold Farm Night'].map((name) =>
      idOf(world.rows, name),
    );
    await waitFor(() => expect(world.calls.approveBatch).toEqual([expect.arrayContaining(ids)]));
    await waitFor(() =>
      expect(notices).toContainEqual({
        intent: 'warning',
        text: '2 approved, 1 not. “Gold Farm Night”: This action is no longer possible for this record: it was changed meanwhile, and the list shows it as it is now.',
        timeout: 5000,
      }),
    );
    expect(await (await rowOf(TABLE, 'Boss Rush Loop')).findByText('Approved')).toBeInTheDocument();
    // The selection went with the batch.
    await waitFor(() =>
      expect(screen.queryByRole('toolbar', { name: 'Actions on the selected rows' })).toBeNull(),
    );
  });

  it('shows the whole content, read-only, in a monospace block', async () => {
    const { user, world } = renderConfigs('configAdmin', ADMIN_ACTOR);
    await user.click(
      (await rowOf(TABLE, 'Arena Sweep')).getByRole('button', { name: 'View content' }),
    );
    const shown = await dialog();
    expect(shown).toHaveTextContent('Content of Arena Sweep');
    const block = await within(shown).findByRole('region', { name: 'Content', hidden: true });
    expect(block.tagName).toBe('PRE');
    expect(block.textContent).toBe(sampleContent('Arena Sweep'));
    expect(world.calls.content).toEqual([idOf(world.rows, 'Arena Sweep')]);
    expect(within(shown).queryByRole('textbox', { hidden: true })).toBeNull();
  });

  it('says when the content cannot be loaded, and tries again', async () => {
    const { user, world } = renderConfigs('configAdmin', ADMIN_ACTOR, {
      contentError: apiError(500, { reason: 'internal_error' }, 'Boom'),
    });
    await user.click(
      (await rowOf(TABLE, 'Arena Sweep')).getByRole('button', { name: 'View content' }),
    );
    const shown = await dialog();
    expect(await within(shown).findByText(/The content could not be loaded/)).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Try again', hidden: true }));
    await waitFor(() => expect(world.calls.content).toHaveLength(2));
  });

  it('exports the filtered list as CSV', async () => {
    const { user, world, saved } = renderConfigs('configAdmin', ADMIN_ACTOR);
    await screen.findByRole('table', { name: TABLE });
    await user.type(screen.getByRole('textbox', { name: 'Script name' }), 'Quick');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(world.listCalls.query.at(-1)).toMatchObject({ scriptName: 'Quick' }),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^configs-\d{4}-\d{2}-\d{2}\.csv$/)]));
    expect(world.listCalls.exportCsv).toEqual([expect.objectContaining({ scriptName: 'Quick' })]);
  });
});

describe('shared config review, as ADMIN', () => {
  it('runs the same flow on shared configs: approve through the linker calls', async () => {
    const { user, world } = renderLinkers('linkerAdmin', ADMIN_ACTOR);
    const table = 'Shared Clicker Configs';
    const row = await rowOf(table, 'Shared Daily Login Bot');
    expect(row.getByText('daily-login-bot.json')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Approve' }));
    await user.click(
      within(await dialog('alertdialog')).getByRole('button', { name: 'Approve', hidden: true }),
    );
    const id = world.rows.find((r) => r.linkerName === 'Shared Daily Login Bot')!.id;
    await waitFor(() => expect(world.calls.approve).toEqual([id]));
    expect(
      await (await rowOf(table, 'Shared Daily Login Bot')).findByText('Approved'),
    ).toBeInTheDocument();
  });
});
