import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiError } from '../../tests/fixtures/lists/articleFixtures';
import * as states from '../lists/listStatePlays';
import { ArticlesStory } from './articleStory';

const meta = {
  title: 'Articles/Article management',
  component: ArticlesStory,
  parameters: { router: { path: '/version-game' } },
} satisfies Meta<typeof ArticlesStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = states.rowOf;

/** The names of a row's actions, buttons and menu items alike. */
async function actionsOf(canvasElement: HTMLElement, found: HTMLElement): Promise<string[]> {
  const names = within(found).queryAllByRole('button').map((b) => b.textContent ?? '').filter((n) => n !== '');
  const more = within(found).queryByRole('button', { name: /More actions/ });
  if (!more) return names;
  await userEvent.click(more);
  const items = await within(canvasElement.ownerDocument.body).findAllByRole('menuitem');
  const labels = items.map((item) => item.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  return [...names, ...labels];
}

/** A company's articles in every status: each row offers what the article machine allows. */
export const Articles: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    const published = await row(canvasElement, 1);
    await expect(within(published).getByText('Published')).toBeVisible();
    await expect(await actionsOf(canvasElement, published)).toEqual(['Unpublish', 'Preview', 'History']);
    await expect(await actionsOf(canvasElement, await row(canvasElement, 3))).toEqual(expect.arrayContaining(['Edit', 'Republish']));
    await expect(await actionsOf(canvasElement, await row(canvasElement, 2))).toEqual(expect.arrayContaining(['Edit', 'Publish']));
  },
};

export const Loading: Story = { args: { world: { delay: Infinity } }, play: states.playLoading };

export const Empty: Story = {
  args: { world: { rows: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Your company has no articles yet/)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { world: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: states.playLoadError,
};

/** A user whose account belongs to no company, or a role the server refuses: said in words. */
export const Forbidden: Story = {
  args: { world: { queryError: apiError(403, { reason: 'forbidden' }, 'You may not do this') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/permission/)).toBeVisible();
  },
};

/** Preview shows hostile Markdown as harmless text: nothing in it runs. */
export const HostilePreview: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    const hostile = await row(canvasElement, 4);
    const more = within(hostile).queryByRole('button', { name: /More actions/ });
    if (more) {
      await userEvent.click(more);
      await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'Preview' }));
    } else {
      await userEvent.click(within(hostile).getByRole('button', { name: 'Preview' }));
    }
    const dialog = await states.openedDialog(canvasElement);
    const body = await within(dialog).findByTestId('article-body', {}, { timeout: 5000 });
    await expect(body.querySelector('script, [onerror], a[href^="javascript"]')).toBeNull();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

/** At 390 px: each article a card, its actions at the bottom. */
export const Mobile: Story = {
  args: {},
  parameters: { shell: { appInput: { device: 'mobile' } } },
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findByRole('list', { name: 'Article Management' });
    await waitFor(() => expect(within(cards).getAllByRole('listitem').length).toBe(4));
  },
};

/** In Chinese: the statuses and the flow's words too. */
export const InChinese: Story = {
  args: {},
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const published = await row(canvasElement, 1);
    await expect(within(published).getByText('已发布')).toBeVisible();
    await expect(within(canvasElement).getByRole('columnheader', { name: /标题/ })).toBeVisible();
  },
};
