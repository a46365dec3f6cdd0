// Screenshots of screens at phone size, for looking at what was built:
//   npx tsx scripts/screenshots.ts http://localhost:3601 out-shots en,zh-CN goods/ mine/bank/ login/
// Logs the demo buyer in first (for screens behind the login gate). Writes <dir>/<locale>-<segment>.png.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { findChromium } from './find-chromium.mjs';

const [base = 'http://localhost:3100', dir = 'screenshots', locales = 'en,zh-CN', ...segments] = process.argv.slice(2);
const width = Number(process.env.SHOT_WIDTH ?? 390);

async function main() {
  mkdirSync(dir, { recursive: true });
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] });
  const login = await fetch(`${base}/api/front/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone: '13800000000', password: 'gavel-demo-1' }),
  });
  const { result } = (await login.json()) as { result: { accessToken: string; refreshToken: string } };
  for (const locale of locales.split(',')) {
    for (const segment of segments.length > 0 ? segments : ['goods/']) {
      const [route = '', flag] = segment.split('#');
      const context = await browser.newContext({
        viewport: { width, height: 844 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        locale,
      });
      // `#out` in the segment: take it logged out.
      if (flag !== 'out')
        await context.addInitScript((t) => {
          localStorage.setItem('accessToken', t.accessToken);
          localStorage.setItem('refreshToken', t.refreshToken);
        }, result);
      const page = await context.newPage();
      await page.goto(`${base}/${locale}/${route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const file = path.join(dir, `${locale}-${route.replace(/[/?=&]+/g, '_')}${flag ? `-${flag}` : ''}.png`);
      await page.screenshot({ path: file, fullPage: process.env.SHOT_FULL === '1' });
      console.log(file);
      await context.close();
    }
  }
  await browser.close();
}

void main();
