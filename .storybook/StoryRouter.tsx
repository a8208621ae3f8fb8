/**
 * A MemoryRouter per story. The story is mounted on its own route; any navigation away from it
 * (a link, a redirect after success) lands on a stub that names the destination, so stories
 * and their play functions can show and check where a screen went.
 */
import type { ReactNode } from 'react';
import { Text } from '@fluentui/react-components';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export interface RouterParameters {
  /** The URL the story starts at, e.g. '/login?redirect=%2Fscript-table'. */
  path?: string;
  /** The route pattern the story is mounted on; defaults to the path's pathname. */
  route?: string;
}

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

export function StoryRouter({ router = {}, children }: { router?: RouterParameters; children: ReactNode }) {
  const path = router.path ?? '/';
  const route = router.route ?? path.split(/[?#]/)[0] ?? '/';
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={children} />
        <Route path="*" element={<NavigatedTo />} />
      </Routes>
    </MemoryRouter>
  );
}
