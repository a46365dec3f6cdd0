import { chromium } from 'playwright';
import { findChromium, CHROMIUM_ARGS } from '../find-chromium.mjs';
const [url] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS] });
const c = await b.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, serviceWorkers: 'block' });
const t = (await (await fetch(new URL('/api/front/login', url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '13800000000', password: 'gavel-demo-1' }) })).json()).result;
await c.addInitScript((t) => { localStorage.setItem('accessToken', t.accessToken); localStorage.setItem('refreshToken', t.refreshToken); }, t);
const p = await c.newPage();
await p.goto(url, { waitUntil: 'load' });
await p.waitForTimeout(3000);
console.log(await p.evaluate(() => {
  const all = document.querySelectorAll('*');
  const tags = {};
  for (const e of all) tags[e.tagName] = (tags[e.tagName] || 0) + 1;
  const fonts = [...document.fonts].map((f) => f.family + ' ' + f.status);
  return { text: [...new Set(document.body.innerText)].filter((ch) => ch.charCodeAt(0) > 126).join(" ") };
}));
await p.screenshot({ path: '/tmp/mine.png' });
await b.close();
