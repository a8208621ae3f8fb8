/**
 * Where the shell keeps its state (docs/decisions.md): the app actor's sidebar, size and language in the
 * cookies sidebarStatus, size and language; the settings in localStorage under 'rocket-settings'.
 * Everything read back is sanitized by the machines' own input functions.
 */
import Cookies from 'js-cookie';
import { appInputFromCookies, appMachine, type AppInput, type Language } from '@machines/app.machine.js';
import { settingsMachine, type Settings } from '@machines/settings.machine.js';
import { detectLanguage, LANGUAGE_COOKIE } from '@/i18n/language';

export const SETTINGS_STORAGE_KEY = 'rocket-settings';
const COOKIE_OPTIONS = { sameSite: 'Lax', expires: 365 } as const;

export function readAppInput(language?: Language): AppInput {
  return appInputFromCookies(
    { sidebarStatus: Cookies.get('sidebarStatus'), size: Cookies.get('size') },
    language ?? detectLanguage(),
  );
}

export function readStoredSettings(): unknown {
  try {
    const raw = globalThis.localStorage?.getItem(SETTINGS_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export function createAppLogic() {
  return appMachine.provide({
    actions: {
      persist: (_, { key, value }) => {
        Cookies.set(key === 'language' ? LANGUAGE_COOKIE : key, value, COOKIE_OPTIONS);
      },
    },
  });
}

export function createSettingsLogic() {
  return settingsMachine.provide({
    actions: {
      persist: (_, settings: Settings) => {
        try {
          globalThis.localStorage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
        } catch {
          // Private mode or full storage: the settings still apply for this visit.
        }
      },
    },
  });
}

export type AppLogic = typeof appMachine;
export type SettingsLogic = typeof settingsMachine;
