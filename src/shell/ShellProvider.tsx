/**
 * Creates the shell's app-wide actors: the app actor (sidebar, device, language, size; kept in
 * cookies) and the settings actor (kept in localStorage). Both exist on every page, the login
 * page included (its language switcher sends to the app actor). Small: no UI here.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AppInput, Language } from '@machines/app.machine.js';
import { AppActorContext, useAppActorRef } from './appState';
import { SettingsActorContext } from './settings';
import {
  createAppLogic,
  createSettingsLogic,
  readAppInput,
  readStoredSettings,
  type AppLogic,
  type SettingsLogic,
} from './shellPersistence';

export interface ShellProviderProps {
  /**
   * The language to start with; defaults to the cookie, else the browser, else en. A later
   * change of the prop (Storybook's toolbar, tests) is sent to the app actor as SET_LANGUAGE.
   */
  locale?: Language;
  /** Overrides of the app actor's input (stories: collapsed sidebar, a size). */
  appInput?: Partial<AppInput>;
  /** Stored settings to start from instead of localStorage (stories, tests). */
  storedSettings?: unknown;
  appLogic?: AppLogic;
  settingsLogic?: SettingsLogic;
  children: ReactNode;
}

export function ShellProvider({ locale, appInput, storedSettings, appLogic, settingsLogic, children }: ShellProviderProps) {
  // Created once: new props on re-render must not restart the actors.
  const [app] = useState(() => appLogic ?? createAppLogic());
  const [settings] = useState(() => settingsLogic ?? createSettingsLogic());
  const [input] = useState(() => ({ ...readAppInput(locale), ...appInput }));
  const [stored] = useState(() => (storedSettings !== undefined ? storedSettings : readStoredSettings()));
  return (
    <AppActorContext.Provider logic={app} options={{ input }}>
      <SettingsActorContext.Provider logic={settings} options={{ input: { stored } }}>
        <FollowLocaleProp locale={locale} />
        {children}
      </SettingsActorContext.Provider>
    </AppActorContext.Provider>
  );
}

function FollowLocaleProp({ locale }: { locale?: Language }) {
  const actor = useAppActorRef();
  const previous = useRef(locale);
  useEffect(() => {
    if (previous.current === locale) return;
    previous.current = locale;
    if (locale) actor.send({ type: 'SET_LANGUAGE', language: locale });
  }, [actor, locale]);
  return null;
}
