import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Shared by the app build, Storybook and vitest, so every tool resolves imports alike. */
export const alias = {
  '@/': here('./src/'),
  '@machines/': here('./machines/'),
  '@contracts/': here('./contracts/'),
  '@locales/': here('./locales/'),
};

// The API the dev server proxies to: the local server by default, or a real backend.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  server: {
    port: 5173,
    proxy: { '/rocketScript': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
});
