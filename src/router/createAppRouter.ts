/** The app's router: history mode (docs/routes.md). */
import { createBrowserRouter } from 'react-router-dom';
import { buildAppRoutes } from './appRoutes';

export function createAppRouter() {
  return createBrowserRouter(buildAppRoutes());
}
