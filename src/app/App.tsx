/** The app: providers around the router. */
import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from '@/router/createAppRouter';
import { AppProviders } from './AppProviders';

export interface AppProps {
  router: ReturnType<typeof createAppRouter>;
}

export function App({ router }: AppProps) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
