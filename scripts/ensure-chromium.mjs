// Makes sure a Chromium exists for the e2e suite. On a machine without one, running as
// root with apt, it installs Debian's `chromium` and `chromium-headless-shell` (the browser the
// e2e suite drives when it is there: scripts/find-chromium.mjs, findE2eChromium); otherwise it
// says how to get one.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DEBIAN_HEADLESS_SHELL, findChromium, findE2eChromium } from './find-chromium.mjs';

const missing = [];
if (!findChromium()) missing.push('chromium');
if (!process.env.PLAYWRIGHT_CHROMIUM_PATH && !existsSync(DEBIAN_HEADLESS_SHELL))
  missing.push('chromium-headless-shell');

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (missing.length > 0 && isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(`chromium: installing Debian ${missing.join(' and ')} with apt-get`);
  try {
    execSync(`apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q ${missing.join(' ')}`, {
      stdio: 'inherit',
      shell: '/bin/bash',
    });
  } catch (err) {
    // Without the headless shell the suites still run, in the full browser (slower).
    console.error(`chromium: apt-get failed (${err.status ?? err.message})`);
  }
}
const found = findChromium();
if (found) {
  const e2e = findE2eChromium();
  console.log(`chromium: ${found}${e2e !== found ? `; e2e: ${e2e}` : ''}`);
  process.exit(0);
}
console.error(
  'No Chromium found. Install one (Debian: `sudo apt-get install -y chromium chromium-headless-shell`) or set ' +
    'PLAYWRIGHT_CHROMIUM_PATH to a Chromium binary. Playwright must not download its own.',
);
process.exit(1);
