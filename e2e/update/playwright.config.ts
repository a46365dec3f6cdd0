// The service-worker update e2e (`npm run test:pwa-update`): builds two versions of the app and
// serves one after the other on E2E_UPDATE_PORT, so it has no webServer of its own. Kept out of
// `npm test` because two production builds take minutes on a shared machine.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';

export default defineConfig({
  testDir: '.',
  // Its own output folder: the builds live in test-results/pwa-update, which a run must not wipe.
  outputDir: '../../test-results/pwa-update-run',
  workers: 1,
  reporter: 'list',
  timeout: 10 * 60_000,
  use: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'en-US',
    launchOptions: {
      executablePath: findChromium(),
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [{ name: 'chromium-phone', use: { browserName: 'chromium' } }],
});
