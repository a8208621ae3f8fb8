/**
 * The header search as a user meets it: the search button expands a combobox; typing lists the
 * menu entries the user may open (title, path, pinyin in Chinese when the setting is on);
 * arrows, Enter and Escape work; choosing navigates.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HeaderSearch } from '@/layout/headerSearch/HeaderSearch';
import { location, renderTool, TEST_USER } from './support/toolsKit';

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent ?? '');

describe('header search', () => {
  it('finds an entry by title and opens it with the keyboard', async () => {
    const { user } = renderTool(<HeaderSearch />);
    await user.click(await screen.findByRole('button', { name: 'Search the menu' }));
    const box = await screen.findByRole('combobox', { name: 'Search pages' });
    expect(box).toHaveFocus();

    await user.type(box, 'card');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBe(2));
    expect(optionNames()[0]).toContain('/wn/card-group-admin');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(await location()).toHaveTextContent(/^\/wn\/card-admin$/);
  });

  it('finds by path and opens a result with a click', async () => {
    const { user } = renderTool(<HeaderSearch />);
    await user.click(await screen.findByRole('button', { name: 'Search the menu' }));
    await user.type(
      await screen.findByRole('combobox', { name: 'Search pages' }),
      '/versionUpload/version-admin',
    );
    await user.click(await screen.findByRole('option', { name: /\/versionUpload\/version-admin/ }));
    expect(await location()).toHaveTextContent('/versionUpload/version-admin');
  });

  it('shows only what the user may open and says when nothing matches', async () => {
    const { user } = renderTool(<HeaderSearch />, { user: { ...TEST_USER, roles: ['CREATOR'] } });
    await user.click(await screen.findByRole('button', { name: 'Search the menu' }));
    const box = await screen.findByRole('combobox', { name: 'Search pages' });
    await user.type(box, 'game');
    expect(await screen.findByText('No page matches “game”.')).toBeVisible();
    await user.clear(box);
    await user.type(box, 'brand');
    await waitFor(() => expect(optionNames()).toEqual([expect.stringContaining('/brand-table')]));
  });

  it('closes the list, then the search, with Escape', async () => {
    const { user } = renderTool(<HeaderSearch />);
    await user.click(await screen.findByRole('button', { name: 'Search the menu' }));
    await user.type(await screen.findByRole('combobox', { name: 'Search pages' }), 'dash');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Search the menu' })).toHaveFocus(),
    );
  });

  it('in Chinese finds by pinyin, full and initials, and opens with Enter', async () => {
    const { user } = renderTool(<HeaderSearch />, { locale: 'zh' });
    await user.click(await screen.findByRole('button', { name: '搜索菜单' }));
    const box = await screen.findByRole('combobox', { name: '搜索页面' });
    expect(box).toHaveAttribute('placeholder', '按标题、路径或拼音搜索页面');
    await user.type(box, 'shouye');
    expect(await screen.findByRole('option', { name: /首页/ })).toBeVisible();
    await user.clear(box);
    await user.type(box, 'kmzgl');
    await waitFor(() => expect(optionNames()).toEqual([expect.stringContaining('卡密组管理')]));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await location()).toHaveTextContent('/wn/card-group-admin');
  });

  it('in Chinese ignores pinyin when the setting is off', async () => {
    const { user } = renderTool(<HeaderSearch />, {
      locale: 'zh',
      settings: { supportPinyinSearch: false },
    });
    await user.click(await screen.findByRole('button', { name: '搜索菜单' }));
    const box = await screen.findByRole('combobox', { name: '搜索页面' });
    expect(box).toHaveAttribute('placeholder', '按标题或路径搜索页面');
    await user.type(box, 'shouye');
    expect(await screen.findByText('没有与“shouye”匹配的页面。')).toBeVisible();
    await user.clear(box);
    await user.type(box, '首页');
    expect(await screen.findByRole('option', { name: /首页/ })).toBeVisible();
  });
});

describe('header search focus', () => {
  it('collapses when focus leaves it', async () => {
    const { user } = renderTool(
      <>
        <HeaderSearch />
        <button type="button">elsewhere</button>
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Search the menu' }));
    await user.type(await screen.findByRole('combobox', { name: 'Search pages' }), 'dash');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    expect(screen.getByRole('button', { name: 'Search the menu' })).toBeVisible();
  });
});
