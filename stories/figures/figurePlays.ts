/**
 * What the figure stories check, said once: a row found by what it shows, the totals row's
 * sums, the screen's note, the dialogs (rendered in a portal, outside the canvas).
 */
import { expect, within } from 'storybook/test';

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/** The whole page: dialogs and notices render outside the story's canvas. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The row of `table` that shows every one of `texts`. */
export async function rowOf(canvasElement: HTMLElement, table: string, ...texts: string[]) {
  const found = await within(canvasElement).findByRole('table', { name: table });
  const row = within(found)
    .getAllByRole('row')
    .find((r) => texts.every((text) => r.textContent?.includes(text)));
  if (!row) throw new Error(`no row with ${texts.join(', ')} in ${table}`);
  return within(row);
}

/** The table named `table` with its totals row showing `sums` (over every match, not the page). */
export const playTotals =
  (table: string, ...sums: string[]): Play =>
  async ({ canvasElement }) => {
    const found = await within(canvasElement).findByRole('table', { name: table });
    const footer = within(found).getByText('Total').closest('tr') as HTMLElement;
    for (const sum of sums) await expect(within(footer).getByText(sum)).toBeVisible();
  };

/** Runs the plays one after the other. */
export const playAll =
  (...plays: Play[]): Play =>
  async (context) => {
    for (const play of plays) await play(context);
  };

/** The screen's note under the filters contains `text`. */
export const playNote =
  (text: string): Play =>
  async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText((content) => content.includes(text)),
    ).toBeVisible();
  };

/** The columns `shown` are in the table, the columns `absent` are not. */
export const playColumns =
  (table: string, shown: string[], absent: string[] = []): Play =>
  async ({ canvasElement }) => {
    const found = await within(canvasElement).findByRole('table', { name: table });
    for (const name of shown)
      await expect(within(found).getByRole('columnheader', { name })).toBeVisible();
    for (const name of absent)
      await expect(within(found).queryByRole('columnheader', { name })).toBeNull();
  };
