/**
 * Test kit of the header search, the error log and the profile screen: the app's providers
 * (Fluent, i18n, shell actors with given settings, a fixture auth session, the error log) around
 * one element on a memory route; any other path shows where the element navigated.
 */
import type { ReactElement, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { UserInfo } from '@contracts/auth.js';
import type { Locales } from '@locales/i18n-types';
import type { Device } from '@machines/app.machine.js';
import {
  authMachine,
  type SessionInput,
  type SignInInput,
  type SignInOutput,
} from '@machines/auth.machine.js';
import { AuthProvider } from '@/auth/AuthProvider';
import { ErrorLogProvider } from '@/errorLog/ErrorLogProvider';
import { AppI18nProvider } from '@/i18n/I18nProvider';
import { I18nBridge } from '@/i18n/I18nBridge';
import { ShellProvider } from '@/shell/ShellProvider';
import { subscribeNotices, type Notice } from '@/api/notifier';

export const TEST_USER: UserInfo = {
  id: 3,
  username: 'ada',
  name: 'Ada Lovelace',
  avatar: '',
  introduction: 'Writes scripts for the analytical engine.',
  companyId: null,
  cooperateId: null,
  roles: ['ADMIN'],
};

/** The auth machine signed in as `user`, with no server, cookie or toast. */
export function signedInLogic(user: UserInfo = TEST_USER) {
  return authMachine.provide({
    actors: {
      signIn: fromPromise<SignInOutput, SignInInput>(async () => ({ token: 'test-token' })),
      fetchUserInfo: fromPromise<unknown, SessionInput>(async () => user),
      signOut: fromPromise<unknown, SessionInput>(async () => null),
    },
    actions: { storeToken: () => {}, clearToken: () => {} },
  });
}

function WhereWeWent() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

export interface RenderToolOptions {
  path?: string;
  locale?: Locales;
  user?: UserInfo;
  /** Stored settings (e.g. `{ supportPinyinSearch: false }`); defaults apply otherwise. */
  settings?: Record<string, unknown>;
  /** Whether the error log records; on by default here. */
  errorLog?: boolean;
  /** Rendered outside the route, always present (e.g. the error log button). */
  aside?: ReactNode;
  /** The app's device (mobile: lists show cards); desktop by default. */
  device?: Device;
}

export function renderTool(element: ReactElement, options: RenderToolOptions = {}) {
  const {
    path = '/dashboard',
    locale = 'en',
    user = TEST_USER,
    settings = {},
    errorLog = true,
    aside,
    device,
  } = options;
  const notices: Notice[] = [];
  // A data router, as in the app (a form's navigation blocker needs one).
  const router = createMemoryRouter(
    [
      {
        path: path.split('?')[0],
        element: (
          <>
            {aside}
            {element}
          </>
        ),
      },
      {
        path: '*',
        element: (
          <>
            {aside}
            <WhereWeWent />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const unsubscribe = subscribeNotices((notice) => notices.push(notice));
  const view = render(
    <FluentProvider theme={webLightTheme}>
      <AppI18nProvider locale={locale}>
        <I18nBridge />
        <ShellProvider locale={locale} storedSettings={settings} appInput={device && { device }}>
          <AuthProvider logic={signedInLogic(user)} initialToken="test-token">
            <ErrorLogProvider enabled={errorLog}>
              <RouterProvider router={router} />
            </ErrorLogProvider>
          </AuthProvider>
        </ShellProvider>
      </AppI18nProvider>
    </FluentProvider>,
  );
  return { ...view, user: userEvent.setup(), notices, unsubscribe, router };
}

export const location = () => screen.findByTestId('location');
