/**
 * Interface state (docs/resources.md, docs/browser.md, docs/decisions.md): sidebar open or closed (with or without animation), device,
 * language and size. Persistence is an injected action: the app writes the established cookies
 * (sidebarStatus, size, language); tests and stories provide their own.
 */
import { assign, setup } from 'xstate';

export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];
export type Device = 'desktop' | 'mobile';
export type Language = 'en' | 'zh' | 'es' | 'ja';

export const DEFAULT_SIZE: Size = 'medium';
export const DEFAULT_DEVICE: Device = 'desktop';
/** Below this body width the layout is mobile (docs/decisions.md). */
export const MOBILE_BREAKPOINT = 992;

export interface AppContext {
  sidebar: { opened: boolean; withoutAnimation: boolean };
  device: Device;
  language: Language;
  size: Size;
}

export interface AppInput {
  sidebarOpened?: boolean;
  /** The device to start on (stories and tests of the mobile layout); the app measures it. */
  device?: Device;
  language: Language;
  size?: Size;
}

export type PersistedKey = 'sidebarStatus' | 'language' | 'size';

export type AppEvent =
  | { type: 'TOGGLE_SIDEBAR' }
  | { type: 'CLOSE_SIDEBAR'; withoutAnimation: boolean }
  | { type: 'TOGGLE_DEVICE'; device: Device }
  | { type: 'SET_LANGUAGE'; language: Language }
  | { type: 'SET_SIZE'; size: Size };

export const appMachine = setup({
  types: { context: {} as AppContext, events: {} as AppEvent, input: {} as AppInput },
  actions: {
    /** Provided by the app: keep a value (cookie). */
    persist: (_, _params: { key: PersistedKey; value: string }) => {},
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({
    sidebar: { opened: input.sidebarOpened ?? true, withoutAnimation: false },
    device: input.device ?? DEFAULT_DEVICE,
    language: input.language,
    size: input.size ?? DEFAULT_SIZE,
  }),
  on: {
    TOGGLE_SIDEBAR: {
      actions: [
        assign({ sidebar: ({ context }) => ({ opened: !context.sidebar.opened, withoutAnimation: false }) }),
        { type: 'persist', params: ({ context }) => ({ key: 'sidebarStatus', value: context.sidebar.opened ? '1' : '0' }) },
      ],
    },
    CLOSE_SIDEBAR: {
      actions: [
        assign({ sidebar: ({ event }) => ({ opened: false, withoutAnimation: event.withoutAnimation }) }),
        { type: 'persist', params: { key: 'sidebarStatus', value: '0' } },
      ],
    },
    TOGGLE_DEVICE: { actions: assign({ device: ({ event }) => event.device }) },
    SET_LANGUAGE: {
      actions: [
        assign({ language: ({ event }) => event.language }),
        { type: 'persist', params: ({ event }) => ({ key: 'language', value: event.language }) },
      ],
    },
    SET_SIZE: {
      actions: [
        assign({ size: ({ event }) => event.size }),
        { type: 'persist', params: ({ event }) => ({ key: 'size', value: event.size }) },
      ],
    },
  },
});

/** Reads what the cookies kept, ignoring values this version does not know. */
export function appInputFromCookies(cookies: { sidebarStatus?: string; size?: string }, language: Language): AppInput {
  const size = (SIZES as readonly string[]).includes(cookies.size ?? '') ? (cookies.size as Size) : DEFAULT_SIZE;
  return { language, size, sidebarOpened: cookies.sidebarStatus === undefined ? true : cookies.sidebarStatus === '1' };
}
