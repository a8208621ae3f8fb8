/**
 * The router's route objects, built from contracts/routeTable.ts: public pages, group paths that
 * lead on to their first screen, every signed-in screen inside the lazily loaded layout, and the
 * catch-all to /404. The same objects serve the browser router and tests' memory routers.
 */
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { flattenRoutes, PUBLIC_ROUTES, SIGNED_IN_ROUTES } from '@contracts/routeTable.js';
import { RootShell } from './RootShell';
import { GroupLanding, NOT_FOUND_PATH, RoutedScreen } from './RoutedScreen';
import { ScreenView } from './ScreenView';
import { ScreenOverridesContext, type ScreenOverrides } from './screenOverrides';

// The layout is its own chunk: /login loads no signed-in code.
const AppLayout = lazy(() => import('@/layout/AppLayout'));

export interface AppRoutesOptions {
  /** Stand-ins for registry screens, by screen key. */
  screens?: ScreenOverrides;
}

function signedInPaths() {
  const leaves = new Set<string>();
  const groups = new Set<string>();
  for (const { node, fullPath } of flattenRoutes(SIGNED_IN_ROUTES)) {
    (node.children ? groups : leaves).add(fullPath);
  }
  return { leaves: [...leaves], groups: [...groups] };
}

export function buildAppRoutes(options: AppRoutesOptions = {}): RouteObject[] {
  const { leaves, groups } = signedInPaths();
  return [
    {
      element: (
        <ScreenOverridesContext.Provider value={options.screens ?? {}}>
          <RootShell />
        </ScreenOverridesContext.Provider>
      ),
      children: [
        ...PUBLIC_ROUTES.map((route) => ({
          path: route.path,
          element: <ScreenView screenKey={route.screen} titleKey={route.titleKey} />,
        })),
        ...groups.map((path) => ({ path, element: <GroupLanding fullPath={path} /> })),
        {
          element: <AppLayout />,
          children: leaves.map((path) => ({ path, element: <RoutedScreen fullPath={path} /> })),
        },
        { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
      ],
    },
  ];
}
