/**
 * What the review stories check, said once for both kinds (a kind names its rows: configs by
 * config name, shared configs as "Shared …"): the actions the machine offers each role, the
 * content viewer, the bulk approval's report, the owner's resubmission, the pending queue.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { page, rowOf } from '../figures/figurePlays';
import { openedDialog } from '../lists/listStatePlays';

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;
export type Named = (sample: string) => string;

/** ADMIN: Approve and Reject on pending, List on approved, Delist on listed, nothing on rejected. */
export const playAdminActions =
  (table: string, name: Named): Play =>
  async ({ canvasElement }) => {
    const pending = await rowOf(canvasElement, table, name('Auto Tap Daily'));
    await expect(pending.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(pending.getByRole('button', { name: 'Reject' })).toBeVisible();
    const approved = await rowOf(canvasElement, table, name('Gold Farm Night'));
    await expect(approved.getByRole('button', { name: 'List' })).toBeVisible();
    await expect(approved.queryByRole('button', { name: 'Approve' })).toBeNull();
    const listed = await rowOf(canvasElement, table, name('Arena Sweep'));
    await expect(listed.getByRole('button', { name: 'Delist' })).toBeVisible();
    const rejected = await rowOf(canvasElement, table, name('Event Grinder'));
    await expect(rejected.getByText('Cannot operate')).toBeVisible();
    await expect(rejected.getByText('Clicks outside the game window')).toBeVisible();
  };

/** ADMIN approves a pending one: asked first, then the row reads Approved. */
export const playApprove =
  (table: string, name: Named): Play =>
  async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, table, name('Auto Tap Daily'));
    await userEvent.click(row.getByRole('button', { name: 'Approve' }));
    const dialog = await openedDialog(canvasElement, 'alertdialog');
    await expect(dialog).toHaveTextContent(`“${name('Auto Tap Daily')}” will be approved`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve', hidden: true }));
    await waitFor(async () =>
      expect(
        (await rowOf(canvasElement, table, name('Auto Tap Daily'))).getByText('Approved'),
      ).toBeVisible(),
    );
  };

/** "View content" fetches the whole content into a read-only monospace block. */
export const playContent =
  (table: string, name: Named): Play =>
  async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, table, name('Gold Farm Night'));
    await userEvent.click(row.getByRole('button', { name: 'View content' }));
    const dialog = await openedDialog(canvasElement);
    await expect(dialog).toHaveTextContent(`Content of ${name('Gold Farm Night')}`);
    const block = await within(dialog).findByRole('region', { name: 'Content', hidden: true });
    await expect(block.tagName).toBe('PRE');
    await expect(block).toHaveTextContent('"delayMs": 250');
  };

/** Two pending and one approved selected: "2 approved, 1 not", the approved one named with why. */
export const playBulkOneRefused =
  (table: string, name: Named): Play =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: table });
    for (const sample of ['Auto Tap Daily', 'Boss Rush Loop', 'Gold Farm Night'])
      await userEvent.click(canvas.getByRole('checkbox', { name: `Select row ${name(sample)}` }));
    await userEvent.click(canvas.getByRole('button', { name: 'Approve selected' }));
    const dialog = await openedDialog(canvasElement, 'alertdialog');
    await expect(dialog).toHaveTextContent('3 selected will be approved');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve', hidden: true }));
    await expect(
      await page(canvasElement).findByText(
        (text) =>
          text.startsWith('2 approved, 1 not.') &&
          text.includes(`“${name('Gold Farm Night')}”: This action is no longer possible`),
      ),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect(
        (await rowOf(canvasElement, table, name('Boss Rush Loop'))).getByText('Approved'),
      ).toBeVisible(),
    );
  };

/** An owner: Resubmit on their rejected one only; no owner column, no selection. */
export const playOwnerRows =
  (table: string, name: Named): Play =>
  async ({ canvasElement }) => {
    const rejected = await rowOf(canvasElement, table, name('Event Grinder'));
    await expect(rejected.getByRole('button', { name: 'Resubmit' })).toBeVisible();
    for (const sample of ['Auto Tap Daily', 'Gold Farm Night', 'Daily Login Bot']) {
      const row = await rowOf(canvasElement, table, name(sample));
      await expect(row.getByText('Cannot operate')).toBeVisible();
    }
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(name('Boss Rush Loop'))).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Owner' })).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  };

/** The resubmit dialog says why it was rejected and loads the content to edit. */
export const playResubmitDialog =
  (table: string, name: Named): Play =>
  async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, table, name('Event Grinder'));
    await userEvent.click(row.getByRole('button', { name: 'Resubmit' }));
    const dialog = await openedDialog(canvasElement);
    await expect(dialog).toHaveTextContent('Rejected because: Clicks outside the game window');
    const content = await within(dialog).findByRole('textbox', { name: /Content/, hidden: true });
    await waitFor(() => expect((content as HTMLTextAreaElement).value).toContain('"loop": true'));
  };

/** AUDITOR: every row reads "Cannot operate", View content stays, nothing can be selected. */
export const playAuditor =
  (table: string): Play =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const found = await canvas.findByRole('table', { name: table });
    const body = within(found);
    await expect(body.getAllByText('Cannot operate')).toHaveLength(7);
    await expect(body.getAllByRole('button', { name: 'View content' })).toHaveLength(7);
    for (const action of ['Approve', 'Reject', 'List', 'Delist', 'Resubmit'])
      await expect(body.queryByRole('button', { name: action })).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  };

/** The queue opens on pending rows only, says so, and its status filter reads Pending. */
export const playQueue =
  (table: string, name: Named): Play =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvasElement, table, name('Auto Tap Daily'));
    await expect(canvas.getByText('3 records')).toBeVisible();
    await expect(canvas.queryByText(name('Gold Farm Night'))).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    await expect(canvas.getByText(/The review queue opens on pending submissions/)).toBeVisible();
  };

/** In the queue: Approve and Reject on each row; an approved one leaves the queue. */
export const playApproveFromQueue =
  (table: string, name: Named): Play =>
  async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, table, name('Auto Tap Daily'));
    await expect(row.getByRole('button', { name: `Review actions for ${name('Auto Tap Daily')}: more` })).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: 'Approve' }));
    const dialog = await openedDialog(canvasElement, 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve', hidden: true }));
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByText(name('Auto Tap Daily'))).toBeNull());
    await expect(await canvas.findByText('2 records')).toBeVisible();
    await expect(
      await page(canvasElement).findByText(`${name('Auto Tap Daily')} was approved.`),
    ).toBeInTheDocument();
  };
