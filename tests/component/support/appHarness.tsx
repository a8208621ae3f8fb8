/**
 * Renders the real app tree (providers, guard, route table, layout) over a memory router, with
 * the auth machine's server calls replaced by fixtures. The effects that are not server calls
 * (token cookie) stay the app's own, so tests see what a user would.
 */
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import Cookies from 'js-cookie';
import { vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { UserInfo } from '@contracts/auth.js';
import type { PlatformInfo } from '@contracts/platform.js';
import type { Role } from '@contracts/roles.js';
import type { Locales } from '@locales/i18n-types';
import type { SessionInput, SignInInput, SignInOutput } from '@machines/auth.machine.js';
import { AppProviders } from '@/app/AppProviders';
import { createAppAuthLogic } from '@/auth/appAuthLogic';
import { useAuthSelector } from '@/auth/authContext';
import { translateAuthMessage } from '@/auth/authMessages';
import { TOKEN_COOKIE } from '@/auth/tokenCookie';
import { buildAppRoutes } from '@/router/appRoutes';
import type { ScreenOverrides } from '@/router/screenOverrides';

// The first render of a test file compiles the lazy layout and screen chunks on demand; under
// a loaded machine that can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

export function userWith(roles: Role[], name = 'Tester'): UserInfo {
  return { id: 7, username: name.toLowerCase(), name, avatar: '', introduction: '', roles, companyId: null, cooperateId: null };
}

export interface AuthFixtures {
  /** What userInfo answers (or a function that does); defaults to an ADMIN. */
  userInfo?: unknown | (() => Promise<unknown>);
  signIn?: (input: SignInInput) => Promise<SignInOutput>;
  signOut?: () => Promise<unknown>;
}

export function fixtureAuthLogic(fixtures: AuthFixtures = {}) {
  const calls = {
    signIn: vi.fn(fixtures.signIn ?? (async () => ({ token: 'fresh-token' }))),
    fetchUserInfo: vi.fn(
      typeof fixtures.userInfo === 'function'
        ? (fixtures.userInfo as () => Promise<unknown>)
        : async () => ('userInfo' in fixtures ? fixtures.userInfo : userWith(['ADMIN'])),
    ),
    signOut: vi.fn(fixtures.signOut ?? (async () => null)),
  };
  const logic = createAppAuthLogic().provide({
    actors: {
      signIn: fromPromise<SignInOutput, SignInInput>(({ input }) => calls.signIn(input)),
      fetchUserInfo: fromPromise<unknown, SessionInput>(() => calls.fetchUserInfo()),
      signOut: fromPromise<unknown, SessionInput>(() => calls.signOut()),
    },
  });
  return { logic, calls };
}

/** Shows what the real login screen shows besides its form: the auth machine's error, translated. */
function LoginStub() {
  const error = useAuthSelector((snapshot) => snapshot.context.error);
  return (
    <>
      <h1>Login screen</h1>
      {error && <p role="alert">{translateAuthMessage(error)}</p>}
    </>
  );
}

/** Stand-ins for the auth screens: the guard is under test here, not the forms. */
const stubScreens: ScreenOverrides = {
  login: LoginStub,
  register: () => <h1>Register screen</h1>,
  repassword: () => <h1>Repassword screen</h1>,
};

export interface RenderAppOptions extends AuthFixtures {
  path: string;
  locale?: Locales;
  /** The stored token; null for none. */
  token?: string | null;
  screens?: ScreenOverrides;
  /** What the server's platform/info answers; none means demo mode off. */
  platformInfo?: Promise<PlatformInfo>;
}

export function renderApp({
  path,
  locale = 'en',
  token = null,
  screens,
  platformInfo,
  ...fixtures
}: RenderAppOptions) {
  if (token) Cookies.set(TOKEN_COOKIE, token);
  const { logic, calls } = fixtureAuthLogic(fixtures);
  const router = createMemoryRouter(buildAppRoutes({ screens: { ...stubScreens, ...screens } }), {
    initialEntries: [path],
  });
  const view = render(
    <AppProviders locale={locale} authLogic={logic} initialToken={token} platformInfo={platformInfo}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, calls, location };
}

export function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
}
