import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { locales } from '@locales/i18n-util';
import { loadWholeLanguage } from '@/i18n/wholeLanguage';

// The whole suite shares two cores with the server and browser projects: lazy chunks (screens,
// the toaster) can take over a second to arrive, so findBy/waitFor wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });

// Tests render screens and components directly, without the screen loader that brings an area's
// strings with its screen: every language is there whole before the first render.
beforeAll(() => Promise.all(locales.map(loadWholeLanguage)));

// Fluent's focus manager throws after the run unless each test unmounts what it rendered.
afterEach(() => cleanup());

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
