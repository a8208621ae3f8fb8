/**
 * The play functions of the states every chart screen's stories show, so each screen's stories
 * state only what is its own.
 */
import { expect, within } from 'storybook/test';

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

export const playLoading: Play = async ({ canvasElement }) => {
  await expect(
    await within(canvasElement).findByRole('progressbar', { name: 'Loading the chart…' }),
  ).toBeInTheDocument();
};

export const playEmptyMonth: Play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('Nothing was counted in this month.')).toBeVisible();
  await expect(canvas.queryByRole('table')).toBeNull();
};

export const playLoadError: Play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('The chart could not be loaded.')).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
};

export const playNoSubject: Play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByText('Open a chart from a row of an activity list.'),
  ).toBeVisible();
  await expect(canvas.queryByLabelText('Month')).toBeNull();
};

/** The days table holds `cells` in the row of `day`, and the subtitle names the subject. */
export const playWithData =
  (subtitle: string, day: string, cells: string[]): Play =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Daily figures' });
    await expect(canvas.getByText(subtitle)).toBeVisible();
    const row = within(table).getByRole('row', { name: new RegExp(`^${day}`) });
    for (const cell of cells) await expect(within(row).getByText(cell)).toBeVisible();
    await expect(canvas.getByRole('img', { name: /^Line chart of/ })).toBeInTheDocument();
  };
