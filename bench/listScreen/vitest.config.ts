import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { alias } from '../../vite.config.ts';

/**
 * The list-screen benchmark (bench/listScreen/inspectorOnScreen.run.tsx) runs in vitest's jsdom,
 * like the component tests, because it needs module mocking to take the inspector's observer
 * away. It is run by `npm run bench` (bench/inspectorScreen.ts), never by `npm test`.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'jsdom',
    include: ['bench/listScreen/**/*.run.tsx'],
    setupFiles: ['tests/setup/dom.ts'],
    testTimeout: 600_000,
    fileParallelism: false,
  },
});
