import { chromium } from 'playwright';
import { findChromium } from './find-chromium.mjs';
const base = 'http://localhost:3202';
async function main() {
  const login = await (await fetch(`${base}/api/front/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '13800000000', password: 'gavel-demo-1' }) })).json();
  const demo = login.result;
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] });
  for (const locale of (process.env.LOCALES ?? 'en,zh-CN').split(',')) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale });
    await context.addInitScript((t) => { localStorage.setItem('accessToken', t.accessToken); localStorage.setItem('refreshToken', t.refreshToken); }, demo);
    const page = await context.newPage();
    await page.goto(`${base}/${locale}/goods/detail/?id=${process.env.ID ?? 1}`, { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/buy/shots/${locale}-detail-bottom.png` });
    await page.mouse.wheel(0, -3000);
    await page.waitForTimeout(500);
    await page.locator('section[aria-roledescription="carousel"] button').first().click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/buy/shots/${locale}-preview.png` });
    await context.close();
  }
  await browser.close();
}
void main();
