// Finds a Chromium for Playwright without ever downloading one: PLAYWRIGHT_CHROMIUM_PATH,
// then Debian's /usr/bin/chromium, then a browser Playwright already has on disk.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const DEBIAN_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * The flags every Chromium of the e2e suites and the benchmarks starts with: no sandbox (root in
 * a container), no GPU, and none of Chromium's own background traffic (this machine has no
 * network beyond loopback, so it only adds noise).
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]);

export function findChromium() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const p of DEBIAN_PATHS) if (existsSync(p)) return p;
  return playwrightOwnChromium();
}

function playwrightOwnChromium() {
  try {
    // Only a browser that is already installed; `executablePath()` never downloads.
    // Required lazily so this script also runs before `npm install`.
    const { chromium } = createRequire(import.meta.url)('playwright');
    const p = chromium.executablePath();
    return p && existsSync(p) ? p : undefined;
  } catch {
    return undefined;
  }
}
