// e2e in Debian's Chromium (its headless shell when installed; never a Playwright download), on a
// phone-sized screen, against the real server serving the built app (`npm run build` first;
// `npm test` does).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, findE2eChromium } from './scripts/find-chromium.mjs';
import { receiverCertificate } from './e2e/push-receiver';

// E2E_PORT lets two checkouts run their suites side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'gavel-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// In the headless shell (findE2eChromium) a service worker's showNotification is refused ("No
// notification permission has been granted for this origin", whatever the context grants). A test
// that needs what only the full browser has is tagged and runs in it.
const FULL_BROWSER = /@full-browser/;

export default defineConfig({
  testDir: 'e2e',
  // The service-worker update e2e builds the app twice: `npm run test:pwa-update`.
  testIgnore: ['update/**'],
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'en-US',
    // What the page showed when a test failed (cheap: taken only then), beside its error context.
    screenshot: 'only-on-failure',
    // Each test's browser is a first visit: no service worker. Allowed, every new context installed
    // one behind the test (233 files precached: the shell and one locale's pages), which cost the
    // suite a third of its CPU and checked nothing the test asked. The worker is tested where it is
    // the subject, `test.use({ serviceWorkers: 'allow' })`: pwa, the offline specs, repeat-visit,
    // two-users, notifications, and routes (every screen opened and reloaded under the worker).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: findE2eChromium(),
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    { name: 'chromium-phone', grepInvert: FULL_BROWSER, use: { browserName: 'chromium' } },
    {
      name: 'chromium-phone-full',
      grep: FULL_BROWSER,
      use: { browserName: 'chromium', launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_ARGS] } },
    },
  ],
  webServer: {
    // The compiled server, as production runs it (rebuilt first when server/ or lib/ changed).
    command: 'node scripts/build-if-stale.mjs --server && node dist/server/main.js',
    url: `http://localhost:${PORT}/`,
    // Every test user is registered from this one IP: lift the per-IP SMS limit (30/h by default).
    // and a phone may have a new code after SMS_RESEND_S (60 s by default; e2e/helpers.ts SMS_RESEND_MS),
    // so tests that need a second code for a fresh user wait seconds, not a minute.
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SMS_TEST_CODE: '123456',
      SMS_IP_PER_HOUR: '10000',
      SMS_RESEND_S: '15',
      // Load shedding is tested on its own (server/ops/ops.test.ts); here two browsers, the runner and
      // the server share two cores, and a 1 s event-loop stall shed a page load with a 503.
      OVERLOAD_MAX_DELAY_MS: '0',
      // Every browser of the suite connects from 127.0.0.1: lift the per-address socket caps too.
      WS_MAX_PER_ADDRESS: '100000',
      WS_MAX_UNAUTHENTICATED_PER_ADDRESS: '100000',
      // The push receiver of e2e/push-receiver.ts (loopback, its own certificate): test-only.
      PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
      NODE_EXTRA_CA_CERTS: receiverCertificate(dataDir),
    },
    reuseExistingServer: !process.env.CI,
    // First start migrates and seeds the embedded database.
    timeout: 120_000,
  },
});
