/**
 * A memory data router per story. The story is mounted on its own route; any navigation away from it
 * (a link, a redirect after success) lands on a stub that names the destination, so stories
 * and their play functions can show and check where a screen went.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Text } from '@fluentui/react-components';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

export interface RouterParameters {
  /** The URL the story starts at, e.g. '/login?redirect=%2Fscript-table'. */
  path?: string;
  /** The route pattern the story is mounted on; defaults to the path's pathname. */
  route?: string;
}

const StoryChildren = createContext<ReactNode>(null);
const StoryElement = () => <>{useContext(StoryChildren)}</>;

function NavigatedTo() {
  const location = useLocation();
  return (
    <main style={{ padding: 24 }}>
      <Text as="h1" size={500}>
        Navigated to {location.pathname + location.search}
      </Text>
    </main>
  );
}

export function StoryRouter({
  router = {},
  children,
}: {
  router?: RouterParameters;
  children: ReactNode;
}) {
  const path = router.path ?? '/';
  const route = router.route ?? path.split(/[?#]/)[0] ?? '/';
  // A data router, as in the app (a form's navigation blocker needs one); the story reaches its
  // route through context, so changed args re-render it without a new router.
  const memoryRouter = useMemo(
    () =>
      createMemoryRouter(
        [
          { path: route, element: <StoryElement /> },
          { path: '*', element: <NavigatedTo /> },
        ],
        { initialEntries: [path] },
      ),
    [path, route],
  );
  return (
    <StoryChildren.Provider value={children}>
      <RouterProvider router={memoryRouter} />
    </StoryChildren.Provider>
  );
}
