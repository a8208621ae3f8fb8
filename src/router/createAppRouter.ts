/** The app's router: history mode (spec §2). */
import { createBrowserRouter } from 'react-router-dom';
import { buildAppRoutes } from './appRoutes';

export function createAppRouter() {
  return createBrowserRouter(buildAppRoutes());
}
