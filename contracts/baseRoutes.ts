/**
 * The routes outside the role-gated table (docs/routes.md): the public ones, and the ones every
 * signed-in user has. Part of ./routeTable.ts, which re-exports them.
 */
import { readersOf, screen } from './routeBuilders.js';
import { NO_REDIRECT, type RouteNode } from './routeNode.js';

/** Open without a session. `/redirect/*` is React Router's form of vue's `/redirect/:path*`. */
export const PUBLIC_ROUTES: RouteNode[] = [
  { path: '/login', name: 'Login', titleKey: 'login', screen: 'login', public: true, hidden: true },
  {
    path: '/register',
    name: 'Register',
    titleKey: 'register',
    screen: 'register',
    public: true,
    hidden: true,
  },
  {
    path: '/repassword',
    name: 'Repassword',
    titleKey: 'repassword',
    screen: 'repassword',
    public: true,
    hidden: true,
  },
  {
    path: '/auth-redirect',
    name: 'AuthRedirect',
    titleKey: 'authRedirect',
    screen: 'authRedirect',
    public: true,
    hidden: true,
  },
  {
    path: '/redirect/*',
    name: 'Redirect',
    titleKey: 'redirect',
    screen: 'redirect',
    public: true,
    hidden: true,
  },
  {
    path: '/404',
    name: 'Page404',
    titleKey: 'page404',
    screen: 'page404',
    public: true,
    hidden: true,
  },
  {
    path: '/401',
    name: 'Page401',
    titleKey: 'page401',
    screen: 'page401',
    public: true,
    hidden: true,
  },
];

/** Every signed-in user has these (subject to the roles on the chart screens). */
export const CONSTANT_ROUTES: RouteNode[] = [
  {
    path: '/',
    name: 'Root',
    titleKey: 'dashboard',
    redirect: '/dashboard',
    children: [screen('dashboard', 'Dashboard', 'dashboard', { affix: true, icon: 'dashboard' })],
  },
  screen('/profile', 'Profile', 'profile', { hidden: true, noCache: true, icon: 'person' }),
  {
    path: '/charts',
    name: 'Charts',
    titleKey: 'charts',
    hidden: true,
    redirect: NO_REDIRECT,
    children: [
      screen('active-chart', 'ActiveChart', 'activeChart', {
        noCache: true,
        roles: readersOf('active/queryScriptActiveChart'),
      }),
      screen('active-cooperate-chart', 'ActiveCooperateChart', 'activeCooperateChart', {
        noCache: true,
        roles: readersOf('active/cooperate/queryActiveChart'),
      }),
      screen(
        'script-active-cooperate-chart',
        'ScriptActiveCooperateChart',
        'scriptActiveCooperateChart',
        { noCache: true, roles: readersOf('active/cooperate/queryScriptActiveChart') },
      ),
    ],
  },
  {
    path: '/error',
    name: 'ErrorPages',
    titleKey: 'errorPages',
    hidden: true,
    redirect: NO_REDIRECT,
    children: [
      screen('401', 'ErrorPage401', 'page401', { noCache: true }),
      screen('404', 'ErrorPage404', 'page404', { noCache: true }),
    ],
  },
];
