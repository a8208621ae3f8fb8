import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { alias } from './vite.config.ts';

/**
 * Three projects: `node` (machines, contracts, server over HTTP on SQLite and PostgreSQL),
 * `dom` (components and every story in jsdom) and `e2e` (real Chromium against a built app).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts'],
          // Every answer checked by the compiled check and by zod, a difference failing the call.
          env: { ANSWER_CHECKS_COMPARED: '1' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.tsx', 'tests/stories/**/*.test.tsx'],
          setupFiles: ['tests/setup/dom.ts'],
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A page in real Chromium on a loaded 2-core machine (the whole suite) may take seconds
          // to settle: expect.poll's default of one second made journeys fail for no bug.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
