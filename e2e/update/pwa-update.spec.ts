// Update flow (docs/pwa.md): build v1 and v2 (different build ids) into separate export folders,
// visit v1, deploy v2, revisit → the "new version" prompt; declining keeps v1 running (its chunks
// come from the old precache, the server has only v2's); accepting reloads once into v2 with no
// chunk load error.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '../test';
import { en, heading, title } from '../helpers';
import { waitForServiceWorker } from '../pwa-helpers';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.E2E_UPDATE_PORT ?? 3150);
const BASE = `http://localhost:${PORT}`;
const VERSIONS = { v1: 'test-results/pwa-update/v1', v2: 'test-results/pwa-update/v2' } as const;
const dataDir = mkdtempSync(path.join(tmpdir(), 'gavel-pwa-update-'));
// PWA_UPDATE_REUSE=1 keeps the two builds between runs (while working on this test).
const REUSE = process.env.PWA_UPDATE_REUSE === '1';

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: exit ${code}`)),
    );
  });
}

async function build(version: keyof typeof VERSIONS): Promise<void> {
  if (REUSE && existsSync(path.join(ROOT, VERSIONS[version], 'sw.js'))) return;
  await run(process.execPath, ['node_modules/next/dist/bin/next', 'build', '--webpack'], {
    GAVEL_BUILD_ID: `pwa-${version}`,
    GAVEL_EXPORT_DIR: VERSIONS[version],
  });
}

/** The real server serving one version's export folder. */
async function serve(version: keyof typeof VERSIONS): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, OUT_DIR: VERSIONS[version], SMS_TEST_CODE: '123456' },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    const res = await fetch(`${BASE}/sw.js`).catch(() => null);
    if (res?.ok) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/** The build id the page's HTML was rendered by. */
function buildIdOf(page: Page): Promise<string | undefined> {
  // Undefined while a reload replaces the document.
  return page.evaluate(() => /pwa-v[12]/.exec(document.documentElement.innerHTML)?.[0]).catch(() => undefined);
}

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  await build('v1');
  await build('v2');
});

test.afterAll(async () => {
  if (server) await stop(server);
  if (!REUSE) rmSync(path.join(ROOT, 'test-results/pwa-update'), { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

test('a new version prompts; declining keeps it running; accepting reloads once into it', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });

  server = await serve('v1');
  await page.goto(`${BASE}/en/home/`);
  await waitForServiceWorker(page);
  expect(await buildIdOf(page)).toBe('pwa-v1');

  // Deploy v2.
  await stop(server);
  server = await serve('v2');
  await page.reload();
  const prompt = page.getByTestId('update-prompt');
  await expect(prompt.getByRole('heading')).toHaveText(en.pwa.updateTitle, { timeout: 60_000 });

  // Declined: v1 keeps working, including chunks it had not loaded yet.
  await prompt.getByRole('button', { name: en.pwa.dismiss }).click();
  await expect(prompt).toHaveCount(0);
  await page.getByTestId('tab-bar').locator('a[data-route="goodsConsumption"]').click();
  await expect(heading(page)).toHaveText(title('goodsConsumption'));
  expect(await buildIdOf(page)).toBe('pwa-v1');

  // The next load asks again; accepting activates v2 and reloads once.
  await page.goto(`${BASE}/en/home/`);
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  let loads = 0;
  page.on('load', () => loads++);
  await prompt.getByRole('button', { name: en.pwa.updateAction }).click();
  await expect.poll(() => buildIdOf(page), { timeout: 30_000 }).toBe('pwa-v2');
  await expect(heading(page)).toHaveText(title('home'));
  expect(loads).toBe(1);
  const names = await page.evaluate(() => caches.keys());
  expect(names).toContain('gavel-pages-pwa-v2');
  expect(names).not.toContain('gavel-pages-pwa-v1');

  // v2's chunks load.
  await page.getByTestId('tab-bar').locator('a[data-route="goods"]').click();
  await expect(heading(page)).toHaveText(title('goods'));
  expect(errors.filter((e) => /chunk|loading css|failed to fetch dynamically/i.test(e))).toEqual([]);
  expect(errors).toEqual([]);
});
