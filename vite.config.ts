import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { iconAtoms } from './scripts/iconAtoms.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Shared by the app build, Storybook and vitest, so every tool resolves imports alike. */
export const alias = {
  '@/': here('./src/'),
  '@machines/': here('./machines/'),
  '@contracts/': here('./contracts/'),
  '@locales/': here('./locales/'),
};

/** Fluent UI's foundations and the form controls of the first page; not the icons, not overlays. */
const FLUENT_CORE =
  /node_modules[\\/](@griffel|@fluentui[\\/](react-(button|input|field|label|link|text|spinner|message-bar|jsx-runtime)))[\\/]/;

// The API the dev server proxies to: the local server by default, or a real backend.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  // Each icon from its own family's file, so no screen fetches icons it does not draw.
  plugins: [iconAtoms(), react()],
  resolve: { alias },
  server: {
    port: 5173,
    proxy: { '/rocketScript': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The Fluent UI pieces every screen shows (the sign-in form's included) as one file:
          // dozens of small files compressed one by one weighed ~5% more (docs/browser.md).
          // The schema library alone: the first screen after sign-in reads no schema, and small
          // shared modules (failure texts) must not be merged into its chunk and pull it in.
          groups: [
            { name: 'fluent-core', test: FLUENT_CORE },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
});
