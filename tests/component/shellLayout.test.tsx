/**
 * The layout's own controls (docs/routes.md, docs/decisions.md): the settings drawer (switches change and persist the
 * settings; pinyin only in zh; the theme colour recolours Fluent's theme), the size selector,
 * sidebar collapse, mobile mode below 992 px and the fullscreen warning.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { clearCookies, renderApp } from './support/appHarness';
import { readableBrandShade } from '@/theme/brandTheme';

const desktopWidth = window.innerWidth;
afterEach(() => {
  clearCookies();
  localStorage.clear();
  window.innerWidth = desktopWidth;
});

const layoutRoot = () => document.querySelector<HTMLElement>('[data-device]')!;
const stored = () => JSON.parse(localStorage.getItem('rocket-settings') ?? '{}') as Record<string, unknown>;

async function openSettings(name = 'Page settings', title = 'Page style settings') {
  const user = userEvent.setup();
  // The layout and the screen's chunks are in before the gear is used.
  await screen.findAllByRole('navigation');
  await screen.findByRole('main');
  await user.click(await screen.findByRole('button', { name }));
  // By its title: a role query over the whole signed-in page is slow in jsdom.
  const drawer = (await screen.findByText(title, { selector: 'h2' })).closest<HTMLElement>('[role="dialog"]')!;
  // In jsdom Tabster's modalizer may leave the open drawer itself aria-hidden (focus does not
  // always move in), so queries inside it include hidden elements; they are still by role and name.
  return { user, drawer };
}

/** Every CSS rule Fluent has injected, to see the theme's variables. */
const injectedCss = () =>
  [...document.querySelectorAll('style')]
    .map((style) => {
      const rules = style.sheet?.cssRules;
      return rules ? [...rules].map((rule) => rule.cssText).join('\n') : (style.textContent ?? '');
    })
    .join('\n');

describe('settings drawer', () => {
  it('opens from the gear, switches change the layout and are kept in localStorage', async () => {
    renderApp({ path: '/dashboard', token: 'stored' });
    const { user, drawer } = await openSettings();
    expect(within(drawer).getByRole('heading', { hidden: true, name: 'Page style settings' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Visited pages' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('switch', { hidden: true, name: 'Show the tags bar' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Visited pages' })).not.toBeInTheDocument());
    expect(stored()).toMatchObject({ tagsView: false });

    await user.click(within(drawer).getByRole('switch', { hidden: true, name: 'Sidebar logo' }));
    expect(stored()).toMatchObject({ tagsView: false, sidebarLogo: false });
    await user.click(within(drawer).getByRole('switch', { hidden: true, name: 'Dark theme' }));
    expect(stored()).toMatchObject({ darkMode: true });
    expect(within(drawer).getByRole('switch', { hidden: true, name: 'Fixed header' })).toBeChecked();
    // Only in Chinese.
    expect(within(drawer).queryByRole('switch', { hidden: true, name: /pinyin/i })).not.toBeInTheDocument();
  });

  it('starts from what localStorage kept', async () => {
    localStorage.setItem('rocket-settings', JSON.stringify({ tagsView: false, theme: 'not a colour' }));
    renderApp({ path: '/dashboard', token: 'stored' });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByRole('navigation', { name: 'Visited pages' })).not.toBeInTheDocument();
    const { drawer } = await openSettings();
    expect(within(drawer).getByRole('button', { hidden: true, name: 'Use #1890ff' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the pinyin search switch in Chinese, on by default', async () => {
    renderApp({ path: '/dashboard', token: 'stored', locale: 'zh' });
    const { user, drawer } = await openSettings('页面设置', '系统布局配置');
    const pinyin = within(drawer).getByRole('switch', { hidden: true, name: '菜单支持拼音搜索' });
    expect(pinyin).toBeChecked();
    await user.click(pinyin);
    expect(stored()).toMatchObject({ supportPinyinSearch: false });
  });

  it('recolours the whole Fluent theme from a swatch or a hex value', async () => {
    renderApp({ path: '/dashboard', token: 'stored' });
    const { user, drawer } = await openSettings();
    expect(injectedCss()).toContain('#1890ff');
    await user.click(within(drawer).getByRole('button', { hidden: true, name: 'Use #13c2c2' }));
    expect(stored()).toMatchObject({ theme: '#13c2c2' });
    // The colour itself (strokes, accents) and its readable shade where text meets it.
    await waitFor(() => expect(injectedCss()).toMatch(/--colorBrandStroke1:\s*#13c2c2/));
    expect(injectedCss()).toContain(`--colorBrandBackground: ${readableBrandShade('#13c2c2')}`);

    const hex = within(drawer).getByRole('textbox', { hidden: true, name: 'Hex colour (#rrggbb)' });
    await user.clear(hex);
    await user.type(hex, '#FA8C16');
    expect(stored()).toMatchObject({ theme: '#fa8c16' });
    await waitFor(() => expect(injectedCss()).toMatch(/--colorBrandStroke1:\s*#fa8c16/));
    expect(injectedCss()).toContain(`--colorBrandBackground: ${readableBrandShade('#fa8c16')}`);
  });
});

describe('size selector', () => {
  it('switches the global size, keeps it in the size cookie and says so', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/dashboard', token: 'stored' });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(layoutRoot()).toHaveAttribute('data-size', 'medium');
    await user.click(screen.getByRole('button', { name: 'Global size' }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Default', 'Medium', 'Small', 'Mini']);
    await user.click(screen.getByRole('menuitemradio', { name: 'Mini' }));
    expect(await screen.findByText('Switch Size Success')).toBeInTheDocument();
    expect(Cookies.get('size')).toBe('mini');
    expect(layoutRoot()).toHaveAttribute('data-size', 'mini');
    expect(layoutRoot().style.getPropertyValue('--rs-control-height')).toBe('24px');
    expect(layoutRoot().style.getPropertyValue('--rs-cell-padding-block')).toBe('2px');
  });

  it('starts from the size cookie', async () => {
    Cookies.set('size', 'default');
    renderApp({ path: '/dashboard', token: 'stored' });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(layoutRoot()).toHaveAttribute('data-size', 'default');
    expect(layoutRoot().style.getPropertyValue('--rs-control-height')).toBe('40px');
  });
});

describe('sidebar', () => {
  it('collapses to icons with the hamburger and keeps it in the sidebarStatus cookie', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/dashboard', token: 'stored' });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toggle the sidebar' }));
    expect(layoutRoot()).toHaveAttribute('data-sidebar', 'closed');
    expect(Cookies.get('sidebarStatus')).toBe('0');
    const collapsed = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(collapsed).queryByRole('link')).not.toBeInTheDocument();
    expect(within(collapsed).getByRole('button', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(collapsed).getByRole('button', { name: 'Users' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toggle the sidebar' }));
    expect(Cookies.get('sidebarStatus')).toBe('1');
    expect(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('below 992 px is mobile: closed, opened as an overlay whose backdrop closes it', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/dashboard', token: 'stored' });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(layoutRoot()).toHaveAttribute('data-device', 'desktop');
    window.innerWidth = 800;
    act(() => void window.dispatchEvent(new Event('resize')));
    await waitFor(() => expect(layoutRoot()).toHaveAttribute('data-device', 'mobile'));
    expect(layoutRoot()).toHaveAttribute('data-sidebar', 'closed');
    expect(screen.queryByTestId('sidebar-backdrop')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Toggle the sidebar' }));
    await user.click(await screen.findByRole('button', { name: 'Close the menu' }));
    expect(layoutRoot()).toHaveAttribute('data-sidebar', 'closed');

    window.innerWidth = 1200;
    act(() => void window.dispatchEvent(new Event('resize')));
    await waitFor(() => expect(layoutRoot()).toHaveAttribute('data-device', 'desktop'));
  });
});

describe('fullscreen', () => {
  it('warns where the browser has no Fullscreen API', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/dashboard', token: 'stored' });
    await user.click(await screen.findByRole('button', { name: 'Full screen' }));
    expect(await screen.findByText('you browser can not work')).toBeInTheDocument();
  });
});
