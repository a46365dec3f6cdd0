// Makes sure a Chromium exists for the e2e suite. On a machine without one, running as
// root with apt, it installs Debian's `chromium`; otherwise it says how to get one.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

const found = findChromium();
if (found) {
  console.log(`chromium: ${found}`);
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log('chromium: not found, installing Debian chromium with apt-get');
  execSync('apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium', {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
  const after = findChromium();
  if (after) {
    console.log(`chromium: ${after}`);
    process.exit(0);
  }
}
console.error(
  'No Chromium found. Install one (Debian: `sudo apt-get install -y chromium`) or set ' +
    'PLAYWRIGHT_CHROMIUM_PATH to a Chromium binary. Playwright must not download its own.',
);
process.exit(1);
