import { readFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright';
import { findChromium } from './find-chromium.mjs';

const base = 'http://localhost:3202';
const dir = '/tmp/buy/shots';
const dataDir = readFileSync('/tmp/buy/datadir', 'utf8').trim();
const op = readFileSync(`${dataDir}/operator-token`, 'utf8').trim();

async function call(path: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? (token.startsWith('Operator') ? { authorization: token } : { authorization: `Bearer ${token}` }) : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const j = (await res.json()) as { code: number; result: any; message: string };
  if (j.code !== 200) throw new Error(`${path} ${j.code} ${j.message}`);
  return j.result;
}

async function main() {
  const demo = await call('/api/front/login', { phone: '13800000000', password: 'gavel-demo-1' });
  const list = await call('/api/front/getProductList', { page: 1, pageSize: 50 });
  const withImages = list.items.find((p: any) => p.images.length > 1 && p.status === 'on_sale' && p.kind === 'auction') ?? list.items[0];
  const sold = await call('/api/admin/products', { name: '宋代青瓷碗 Song celadon bowl', price: 8800, stock: 1, kind: 'auction', description: '<p>A <b>rare</b> bowl.</p>' }, `Operator ${op}`);
  await call('/api/front/buyProduct', { productId: sold.id }, demo.accessToken);
  const owned = list.items.find((p: any) => p.kind === 'pickup' && p.status === 'on_sale') ?? list.items[1];
  await call('/api/front/buyProduct', { productId: owned.id }, demo.accessToken).catch(() => undefined);
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] });
  for (const locale of ['en', 'zh-CN']) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale });
    await context.addInitScript((t) => {
      localStorage.setItem('accessToken', t.accessToken);
      localStorage.setItem('refreshToken', t.refreshToken);
    }, demo);
    const page = await context.newPage();
    const shot = async (name: string, p: Page = page) => {
      await p.waitForTimeout(700);
      await p.screenshot({ path: `${dir}/${locale}-${name}.png` });
    };
    await page.goto(`${base}/${locale}/goods/detail/?id=${withImages.id}`, { waitUntil: 'networkidle' });
    await shot('detail');
    await page.screenshot({ path: `${dir}/${locale}-detail-full.png`, fullPage: true });
    await page.getByTestId('buy-button').click();
    await shot('confirm');
    await page.keyboard.press('Escape');
    await page.locator('button[aria-label]').first().click();
    await shot('preview');
    await page.keyboard.press('Escape');
    await page.goto(`${base}/${locale}/goods/detail/?id=${sold.id}`, { waitUntil: 'networkidle' });
    await shot('detail-soldout');
    await page.goto(`${base}/${locale}/goods/pickup/`, { waitUntil: 'networkidle' });
    await shot('pickup');
    await page.goto(`${base}/${locale}/goods/consumption/`, { waitUntil: 'networkidle' });
    await shot('consumption');
    await page.goto(`${base}/${locale}/mine/orders/`, { waitUntil: 'networkidle' });
    await shot('orders');
    await page.getByRole('button', { name: locale === 'en' ? 'Consign' : '寄拍', exact: true }).first().click();
    await shot('consign');
    await page.keyboard.press('Escape');
    await page.getByTestId('consign-all').click();
    await shot('consign-all');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: locale === 'en' ? 'Request delivery' : '申请提货', exact: true }).first().click();
    await shot('delivery');
    await context.close();
  }
  await browser.close();
}
void main();
