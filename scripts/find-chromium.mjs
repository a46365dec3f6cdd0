// Finds a Chromium for Playwright without ever downloading one: PLAYWRIGHT_CHROMIUM_PATH,
// then Debian's /usr/bin/chromium, then a browser Playwright already has on disk.
// The e2e suite prefers Debian's `chromium-headless-shell` (findE2eChromium).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const DEBIAN_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

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

/**
 * The browser the e2e suite drives: Chromium's headless shell (Debian's `chromium-headless-shell`,
 * the same Blink and V8 as `chromium`, and what Playwright itself runs headless by default) when
 * it is installed, else the full browser. The full browser's headless mode composites every frame
 * in a GPU process in software: on two cores the same specs took a third more CPU and a quarter
 * more wall time there (docs/testing.md, "The e2e browser"). Lighthouse, the size budget and the
 * screenshots script keep the full browser (findChromium), as a phone's Chrome is.
 */
export function findE2eChromium() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  return findChromium();
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
