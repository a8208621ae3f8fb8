/**
 * Launches the machine's Chromium (Debian's package) through playwright-core. Never downloads a
 * browser. When none is installed: a clear error, which fails the run when REQUIRE_BROWSER=1.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function chromiumPath(): string | undefined {
  return CANDIDATES.find((path): path is string => !!path && existsSync(path));
}

export function browserAvailable(): boolean {
  return chromiumPath() !== undefined;
}

export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) {
    throw new Error('Chromium is not installed: apt-get install -y chromium (or set CHROMIUM_PATH)');
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}
