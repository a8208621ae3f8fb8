import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Role } from '@contracts/roles.js';
import type { ScriptRecord } from '@contracts/script.js';
import type { ScriptApi } from '@/api/scripts';
import { ScriptCatalogueFixture } from '../../tests/fixtures/lists/ScriptCatalogueFixture';
import { apiError, fixtureScriptApi, sampleScripts, sampleShownScripts as shownRows } from '../../tests/fixtures/lists/scriptFixtures';
import { openedDialog } from './listStatePlays';

type Answer = 'saves' | 'conflict';

/** The operator's screen over in-memory scripts (never a live server); `answer` says how saving an order ends. */
function OperatorWith({ roles, rows, answer = 'saves' }: { roles: Role[]; rows: ScriptRecord[]; answer?: Answer }) {
  const { api } = fixtureScriptApi({ rows: rows.map((row) => ({ ...row })) }, { id: 40, roles });
  const answered: ScriptApi = answer === 'conflict' ? { ...api, order: async () => Promise.reject(apiError(409, { reason: 'conflict' })) } : api;
  return <ScriptCatalogueFixture screenKey="scriptOperate" roles={roles} userId={40} api={answered} />;
}

const meta = {
  title: 'Lists/Script operations',
  component: OperatorWith,
  parameters: { router: { path: '/script-operate' } },
} satisfies Meta<typeof OperatorWith>;

export default meta;
type Story = StoryObj<typeof meta>;

const OPERATE: Role[] = ['OPERATE'];

const openOrder = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit the recommendation order' }));
  return within(await openedDialog(canvasElement));
};

/** The switches-and-labels dialog: paid, cache the package and the labels, nothing else. */
export const SwitchesAndLabels: Story = {
  args: { roles: OPERATE, rows: sampleScripts(6) },
  play: async ({ canvasElement }) => {
    const row = (await within(canvasElement).findByText('Star Miner Helper 2')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Switches and labels' }));
    const dialog = within(await openedDialog(canvasElement));
    await expect(dialog.getByRole('switch', { name: 'Paid', hidden: true })).not.toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Cache the package', hidden: true })).toBeChecked();
    await expect(dialog.queryByRole('textbox', { name: /Script name/, hidden: true })).toBeNull();
  },
};

/** The recommendation order: the shown scripts, first recommended first, each with Move up and Move down. */
export const RecommendationOrder: Story = {
  args: { roles: OPERATE, rows: shownRows() },
  play: async ({ canvasElement }) => {
    const dialog = await openOrder(canvasElement);
    const list = await dialog.findByRole('list', { name: /Shown scripts/, hidden: true });
    await expect(within(list).getAllByRole('listitem', { hidden: true })[0]).toHaveTextContent('Sky Fisher Pro 4');
    await expect(dialog.getByRole('button', { name: 'Move up: “Sky Fisher Pro 4”', hidden: true })).toBeDisabled();
  },
};

/** After a move with the buttons: the new place, said aloud. */
export const RecommendationOrderMoved: Story = {
  args: { roles: OPERATE, rows: shownRows() },
  play: async ({ canvasElement }) => {
    const dialog = await openOrder(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: 'Move up: “Farm Hero Daily 3”', hidden: true }));
    await expect(dialog.getByText('“Farm Hero Daily 3” is now number 3 of 4.')).toBeInTheDocument();
  },
};

/** Someone else reordered meanwhile: said in words, and the order read again. */
export const RecommendationOrderConflict: Story = {
  args: { roles: OPERATE, rows: shownRows(), answer: 'conflict' },
  play: async ({ canvasElement }) => {
    const dialog = await openOrder(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: 'Move down: “Sky Fisher Pro 4”', hidden: true }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save', hidden: true }));
    await expect(await dialog.findByText(/Someone changed the order or the shown scripts meanwhile/)).toBeInTheDocument();
    await waitFor(() => expect(dialog.getAllByRole('listitem', { hidden: true })[0]).toHaveTextContent('Sky Fisher Pro 4'));
  },
};

/** No script is shown yet. */
export const RecommendationOrderEmpty: Story = {
  args: { roles: OPERATE, rows: sampleScripts(6).filter((row) => row.status !== 'shown') },
  play: async ({ canvasElement }) => {
    const dialog = await openOrder(canvasElement);
    await expect(await dialog.findByText(/No script is shown yet/)).toBeInTheDocument();
  },
};

/** The same dialog in Chinese. */
export const RecommendationOrderInChinese: Story = {
  args: { roles: OPERATE, rows: shownRows() },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '调整推荐顺序' }));
    const dialog = within(await openedDialog(canvasElement));
    await expect(await dialog.findByRole('button', { name: '上移：“Farm Hero Daily 3”', hidden: true })).toBeEnabled();
  },
};
