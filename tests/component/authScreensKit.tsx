/**
 * Test kit of the public auth screens: the app's providers around one screen mounted on its
 * route, any other path showing where the screen navigated, and helpers to type like a user.
 */
import type { ReactElement } from 'react';
import { createHash } from 'node:crypto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Locales } from '@locales/i18n-types';
import { appMachine } from '@machines/app.machine.js';
import { settingsMachine } from '@machines/settings.machine.js';
import { AppI18nProvider } from '@/i18n/I18nProvider';
import { ShellProvider } from '@/shell/ShellProvider';
import { I18nBridge } from '@/i18n/I18nBridge';
import { subscribeNotices, type Notice } from '@/api/notifier';

/** An independent md5 (node's, not spark-md5), so a wrong digest cannot agree with itself. */
export const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

function WhereWeWent() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

export function renderScreen(
  element: ReactElement,
  { path, locale = 'en' }: { path: string; locale?: Locales },
) {
  const route = path.split('?')[0] ?? '/';
  const notices: Notice[] = [];
  const unsubscribe = subscribeNotices((notice) => notices.push(notice));
  const user = userEvent.setup();
  // The shell's app actor owns the language (the screens' language switcher sends to it).
  const view = render(
    <ShellProvider
      locale={locale}
      appLogic={appMachine}
      settingsLogic={settingsMachine}
      storedSettings={null}
    >
      <FluentProvider theme={webLightTheme}>
        <AppI18nProvider locale={locale}>
          <I18nBridge />
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={element} />
              <Route path="*" element={<WhereWeWent />} />
            </Routes>
          </MemoryRouter>
        </AppI18nProvider>
      </FluentProvider>
    </ShellProvider>,
  );
  return { ...view, user, notices, unsubscribe };
}

/** Labels end with a required marker ("Nickname *"): match from the start. */
export const label = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

export async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  values: Record<string, string>,
) {
  for (const [name, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label(name));
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

export const location = () => screen.findByTestId('location');
