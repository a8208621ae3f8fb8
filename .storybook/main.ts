/**
 * Storybook for the screens and generic components. The Vite builder loads the app's
 * vite.config.ts; the aliases are merged again explicitly so stories resolve `@/`,
 * `@machines/`, `@contracts/` and `@locales/` exactly as the app and vitest do.
 */
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { alias } from '../vite.config.js';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  // These machines are offline: no telemetry, no update checks.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  // The preview iframe bundles React, Fluent and every story in one chunk; that is expected.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { resolve: { alias }, build: { chunkSizeWarningLimit: 1600 } }),
};

export default config;
