/** The app: providers around the router. */
import { RouterProvider } from 'react-router-dom';
import type { PlatformInfo } from '@contracts/platform.js';
import type { createAppRouter } from '@/router/createAppRouter';
import { AppProviders } from './AppProviders';

export interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  /** The start-up call for the server's platform info (demo mode). */
  platformInfo?: Promise<PlatformInfo>;
}

export function App({ router, platformInfo }: AppProps) {
  return (
    <AppProviders platformInfo={platformInfo}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
