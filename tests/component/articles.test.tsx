/**
 * The articles screen as a company's user meets it (docs/articles.md): writing an article with
 * its Markdown previewed before saving, the form's refusals on their fields, Publish asked first
 * and the row moving on, Republish on one taken down, no Edit while published, hostile Markdown
 * previewed as harmless text, History.
 */
import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { entityPermissions } from '@contracts/permissions.js';
import { ArticleView } from '@/screens/articles/ArticleView';
import { ARTICLE_COMPANY_USER, fixtureArticleWorld } from '../fixtures/lists/articleFixtures';
import { actionsOf, actOnRow, answer, rowOf } from './support/cardKit';
import { renderTool } from './support/toolsKit';

configure({ asyncUtilTimeout: 5000 });

function setup(path = '/version-game') {
  const world = fixtureArticleWorld();
  const saveFile = vi.fn();
  const view = renderTool(
    <ArticleView
      api={world.api}
      games={world.games}
      actor={ARTICLE_COMPANY_USER}
      permissions={entityPermissions(ARTICLE_COMPANY_USER.roles, 'Article')}
      userKey="t"
      saveFile={saveFile}
    />,
    { path },
  );
  return { ...world, ...view, saveFile };
}

describe('the articles screen', () => {
  it('writes an article: refusals on their fields, the preview, then the saved draft', async () => {
    const { user, calls } = setup();
    await screen.findByRole('table', { name: 'Article Management' });
    await user.click(screen.getByRole('button', { name: 'New article' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await within(dialog).findByRole('option', { name: 'Star Miner 2', hidden: true });
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(dialog).findByText('Give the article a title.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the game the article is about.')).toBeInTheDocument();
    expect(within(dialog).getByText('Write the text of the article.')).toBeInTheDocument();
    expect(calls.add).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Title/, hidden: true }), 'Launch week');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Game/, hidden: true }), 'Star Miner 2');
    await user.type(within(dialog).getByRole('textbox', { name: /Text \(Markdown\)/, hidden: true }), '# Launch{Enter}{Enter}It is **out**.');
    await user.click(within(dialog).getByRole('tab', { name: 'Preview', hidden: true }));
    const preview = await within(dialog).findByTestId('article-body', {}, { timeout: 5000 });
    expect(within(preview).getByRole('heading', { name: 'Launch', hidden: true })).toBeInTheDocument();
    expect(preview.querySelector('strong')?.textContent).toBe('out');
    await user.click(within(dialog).getByRole('tab', { name: 'Write', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(calls.add).toEqual([{ title: 'Launch week', gameId: 2, coverUrl: null, body: '# Launch\n\nIt is **out**.' }]));
    const row = (await screen.findByText('Launch week')).closest('tr')!;
    expect(within(row).getByText('Draft')).toBeInTheDocument();
  });

  it('publishes a draft after asking, and the row says so; no Edit while it is published', async () => {
    const { user, changes } = setup();
    const draft = await rowOf(2);
    expect(await actionsOf(user, draft)).toEqual(['Edit', 'Publish', 'Preview', 'History']);
    await actOnRow(user, draft, 'Publish');
    expect(await answer(user, 'Publish')).toContain('Weekend event tips');
    await waitFor(() => expect(changes).toEqual([{ action: 'publish', id: 2 }]));
    await waitFor(() => expect(within(document.querySelector<HTMLElement>('[data-row-id="2"]')!).getByText('Published')).toBeInTheDocument());
    expect(await actionsOf(user, await rowOf(2))).toEqual(['Unpublish', 'Preview', 'History']);
  });

  it('offers Republish on an article taken down, and unpublishes a published one', async () => {
    const { user, changes } = setup();
    const down = await rowOf(3);
    await actOnRow(user, down, 'Republish');
    await answer(user, 'Republish');
    await actOnRow(user, await rowOf(1), 'Unpublish');
    expect(await answer(user, 'Unpublish')).toContain('Spring update guide');
    await waitFor(() => expect(changes).toEqual([{ action: 'publish', id: 3 }, { action: 'unpublish', id: 1 }]));
  });

  it('previews hostile Markdown with its dangers removed, and opens History', async () => {
    const { user } = setup();
    await actOnRow(user, await rowOf(4), 'Preview');
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const body = await within(dialog).findByTestId('article-body', {}, { timeout: 5000 });
    expect(within(body).getByRole('heading', { name: 'Hello', hidden: true })).toBeInTheDocument();
    expect(body.querySelector('script, iframe, [onerror], a[href^="javascript"]')).toBeNull();
    expect(body.innerHTML).not.toMatch(/onerror|javascript:|<script/i);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Close', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());

    await actOnRow(user, await rowOf(1), 'History');
    expect(await screen.findByText(/Spring update guide/, { selector: '[role="dialog"] *' })).toBeInTheDocument();
  });

  it('filters by status from the URL and exports that filter as the user reads it', async () => {
    const { user, calls, saveFile } = setup('/version-game?status=draft');
    await rowOf(2);
    expect(document.querySelectorAll('[data-row-id]')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), expect.stringMatching(/^article-management-\d{4}-\d{2}-\d{2}\.csv$/)));
    expect(calls.exportCsv[0]).toMatchObject({ status: 'draft', lang: 'en', columns: expect.stringContaining('title') });
  });
});
