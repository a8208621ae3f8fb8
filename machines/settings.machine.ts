/**
 * Layout settings (docs/routes.md, docs/decisions.md): theme colour, tags view, fixed header,
 * sidebar logo, pinyin menu search, settings panel; plus a dark theme switch. Kept across
 * reloads through the injected `persist` action (the app uses localStorage).
 */
import { assign, setup } from 'xstate';

export const DEFAULT_THEME_COLOR = '#1890ff';
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export interface Settings {
  theme: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  supportPinyinSearch: boolean;
  showSettings: boolean;
  darkMode: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  theme: DEFAULT_THEME_COLOR,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  supportPinyinSearch: true,
  showSettings: false,
  darkMode: false,
};

export type SettingsEvent =
  | { [K in keyof Settings]: { type: 'CHANGE_SETTING'; key: K; value: Settings[K] } }[keyof Settings]
  | { type: 'RESET' };

/** Accepts only known keys with values of the right type; anything else falls back to defaults. */
export function sanitizeSettings(stored: unknown): Settings {
  const result: Settings = { ...DEFAULT_SETTINGS };
  if (!stored || typeof stored !== 'object') return result;
  const record = stored as Record<string, unknown>;
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
    const value = record[key];
    if (key === 'theme') {
      if (typeof value === 'string' && HEX_COLOR.test(value)) result.theme = value.toLowerCase();
    } else if (typeof value === 'boolean') {
      result[key] = value;
    }
  }
  return result;
}

export const settingsMachine = setup({
  types: { context: {} as Settings, events: {} as SettingsEvent, input: {} as { stored?: unknown } },
  actions: {
    persist: (_, _params: Settings) => {},
  },
  guards: {
    validChange: ({ event }) =>
      event.type === 'CHANGE_SETTING' &&
      (event.key === 'theme' ? typeof event.value === 'string' && HEX_COLOR.test(event.value) : typeof event.value === 'boolean'),
  },
}).createMachine({
  id: 'settings',
  context: ({ input }) => sanitizeSettings(input?.stored),
  on: {
    CHANGE_SETTING: {
      guard: 'validChange',
      actions: [
        assign(({ context, event }) => ({ ...context, [event.key]: event.value })),
        { type: 'persist', params: ({ context }) => context },
      ],
    },
    RESET: {
      actions: [assign(() => ({ ...DEFAULT_SETTINGS })), { type: 'persist', params: () => DEFAULT_SETTINGS }],
    },
  },
});
