/**
 * The play functions of the states every list screen's stories show (loading, empty, load
 * error, read only), so each screen's stories state only what is its own.
 */
import { expect, waitFor, within } from 'storybook/test';

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

export const EVERY_RIGHT = { list: true, add: true, update: true, delete: true };
export { READ_ONLY } from '@contracts/permissions.js';
/** What a story's screen needs besides its data: a column-preferences user, no download. */
export const STORY_VIEW = { userKey: 'story', saveFile: () => {} };

export const playLoading: Play = async ({ canvasElement }) => {
  await expect(
    await within(canvasElement).findByRole('progressbar', { name: 'Loading the list…' }),
  ).toBeInTheDocument();
};

export const playEmpty: Play = async ({ canvasElement }) => {
  await expect(await within(canvasElement).findByText('Nothing here yet')).toBeVisible();
};

export const playLoadError: Play = async ({ canvasElement }) => {
  await expect(
    await within(canvasElement).findByRole('button', { name: 'Try again' }),
  ).toBeVisible();
};

/** No Create button, no row actions, no row selection in the table named `table`. */
export const playReadOnly =
  (table: string): Play =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: table });
    await expect(canvas.queryByRole('button', { name: 'Create' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  };

/**
 * A dialog (or alert dialog) that a play opened, found in the whole page (dialogs render in a
 * portal). Hidden nodes are included: jsdom runs may leave a fresh dialog aria-hidden (Fluent's
 * focus manager); and the wait is generous, as a whole-suite run is slow.
 */
export function openedDialog(
  canvasElement: HTMLElement,
  role: 'dialog' | 'alertdialog' = 'dialog',
) {
  return within(canvasElement.ownerDocument.body).findByRole(
    role,
    { hidden: true },
    { timeout: 5000 },
  );
}

/** The row (or card) of record `id`, once the list shows it. */
export const rowOf = (canvasElement: HTMLElement, id: number) =>
  waitFor(() => {
    const found = canvasElement.querySelector<HTMLElement>(`[data-row-id="${id}"]`);
    if (!found) throw new Error(`no row ${id}`);
    return found;
  });
