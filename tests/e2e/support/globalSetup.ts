/**
 * Browser journeys run against the real product: the SPA built by Vite, served by the real
 * server on a fresh embedded database with the demo seed. With REQUIRE_BROWSER=1 (CI) a missing
 * Chromium fails the run; otherwise the journeys report that they did not run.
 */
import type { TestProject } from 'vitest/node';
import { browserAvailable } from '../../support/chromium';
import { buildSpaIfStale, startApp, type RunningApp } from '../../support/appServer';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}

let app: RunningApp | undefined;

export default async function setup(project: TestProject) {
  if (!browserAvailable()) {
    if (process.env.REQUIRE_BROWSER === '1') {
      throw new Error('REQUIRE_BROWSER=1 but Chromium is not installed (apt-get install -y chromium)');
    }
    project.provide('appUrl', '');
    return;
  }
  buildSpaIfStale();
  // Journeys register and then reset a password for one phone within seconds; the one-code-a-
  // minute resend limit (tested by the server suite) would make them wait, so it is relaxed here.
  // Promotions start on time: the promotions journey waits for one, so the sweep runs every second.
  app = await startApp({ RATE_PHONE_RESEND: '10/60', PROMOTION_SWEEP_SECONDS: '1', ANSWER_CHECKS_COMPARED: '1' });
  project.provide('appUrl', app.url);
  return async () => {
    await app?.stop();
  };
}
