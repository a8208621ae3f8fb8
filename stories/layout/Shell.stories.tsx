import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Text } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { findRoute, filterRoutesByRoles, SIGNED_IN_ROUTES } from '@contracts/routeTable.js';
import { AuthProvider } from '@/auth/AuthProvider';
import { useAuthActorRef } from '@/auth/authContext';
import { ErrorLogProvider } from '@/errorLog/ErrorLogProvider';
import { routeTitle } from '@/i18n/routeTitle';
import AppLayout from '@/layout/AppLayout';
import { tagsViewActorFor } from '@/layout/tags/tagsViewActor';
import { FixedWidthContext } from '@/layout/useResponsiveDevice';
import { DEMO_USER, fixtureAuthLogic } from '../../tests/fixtures/authFixtures';

const ADMIN_ROUTES = filterRoutesByRoles(SIGNED_IN_ROUTES, ['ADMIN']);

/** A stand-in screen: the route's title as its heading. */
function DemoScreen() {
  const { LL } = useI18nContext();
  const { pathname } = useLocation();
  const entry = findRoute(ADMIN_ROUTES, pathname);
  return (
    <Text as="h1" size={600} weight="semibold">
      {entry ? routeTitle(LL, entry.node.titleKey) : pathname}
    </Text>
  );
}

/** Pre-visits screens, as if the user had opened them (the tags bar shows one tag each). */
function Visited({ paths }: { paths: string[] }) {
  const auth = useAuthActorRef();
  useState(() => {
    const tags = tagsViewActorFor(auth);
    // The affixed dashboard first, as the layout would add it.
    const dashboard = findRoute(ADMIN_ROUTES, '/dashboard')!;
    tags.send({
      type: 'INIT_AFFIX',
      views: [
        {
          path: '/dashboard',
          fullPath: '/dashboard',
          name: dashboard.node.name,
          titleKey: 'dashboard',
          affix: true,
        },
      ],
    });
    for (const path of paths) {
      const entry = findRoute(ADMIN_ROUTES, path);
      if (entry)
        tags.send({
          type: 'ADD',
          view: {
            path,
            fullPath: path,
            name: entry.node.name,
            titleKey: entry.node.titleKey,
            noCache: entry.node.noCache,
          },
        });
    }
  });
  return null;
}

interface ShellProps {
  visited?: string[];
  width?: number;
}

/** The signed-in layout of a fixture ADMIN, with a stand-in screen. */
function Shell({ visited = [], width }: ShellProps) {
  return (
    <ErrorLogProvider enabled={false}>
      <AuthProvider logic={fixtureAuthLogic({ user: DEMO_USER })} initialToken="fixture-token">
        <FixedWidthContext.Provider value={width ?? null}>
          <Visited paths={visited} />
          <Routes>
            <Route element={<AppLayout />}>
              <Route path="*" element={<DemoScreen />} />
            </Route>
          </Routes>
        </FixedWidthContext.Provider>
      </AuthProvider>
    </ErrorLogProvider>
  );
}

const meta = {
  title: 'Layout/Shell',
  component: Shell,
  parameters: { router: { path: '/dashboard', route: '*' } },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

const menu = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('navigation', { name: 'Main menu' }, { timeout: 5000 });

export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Dashboard' });
    await expect(await canvas.findByRole('link', { name: 'Game Channels' })).toBeInTheDocument();
  },
};

export const Collapsed: Story = {
  parameters: { shell: { appInput: { sidebarOpened: false } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Dashboard' });
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-sidebar="closed"]')).not.toBeNull(),
    );
    await expect(canvas.queryByRole('link', { name: 'Game Channels' })).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  args: { width: 800 },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Dashboard' });
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-device="mobile"]')).not.toBeNull(),
    );
  },
};

export const MobileMenuOpen: Story = {
  args: { width: 800 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Dashboard' });
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-device="mobile"]')).not.toBeNull(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle the sidebar' }));
    await expect(await canvas.findByRole('button', { name: 'Close the menu' })).toBeInTheDocument();
  },
};

const sizeStory = (size: 'default' | 'medium' | 'small' | 'mini'): Story => ({
  parameters: { shell: { appInput: { size } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Dashboard' });
    await expect(canvasElement.querySelector(`[data-size="${size}"]`)).not.toBeNull();
  },
});
export const SizeDefault = sizeStory('default');
export const SizeMedium = sizeStory('medium');
export const SizeSmall = sizeStory('small');
export const SizeMini = sizeStory('mini');

const languageStory = (language: 'en' | 'zh' | 'es' | 'ja', dashboard: string): Story => ({
  args: { visited: ['/game-channel-admin', '/activity-notice-admin'] },
  parameters: { shell: { appInput: { language } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: dashboard }, { timeout: 5000 });
  },
});
export const English = languageStory('en', 'Dashboard');
export const Chinese = languageStory('zh', '首页');
export const Spanish = languageStory('es', 'Panel');
export const Japanese = languageStory('ja', 'ダッシュボード');

export const TagsBarWithSeveralTags: Story = {
  args: {
    visited: [
      '/game-channel-admin',
      '/activity-notice-admin',
      '/useradmin/useradmin-admin',
      '/charts/active-chart',
    ],
  },
  parameters: { router: { path: '/activity-notice-admin', route: '*' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tags = await canvas.findByRole('navigation', { name: 'Visited pages' });
    await waitFor(() => expect(within(tags).getAllByRole('link')).toHaveLength(5));
    await expect(within(tags).getByRole('link', { name: 'Activity Pop-ups' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const SettingsDrawerOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Dashboard' });
    await menu(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page settings' }));
    // The drawer is portalled to the document body.
    await within(document.body).findByText('Page style settings', { selector: 'h2' });
  },
};
