// What a phone feels after the first visit (issue 26), for `npm run bench:web`:
// - repeatVisit: the service worker installed and a previous visit's answers stored, the page
//   opened again under 4 × CPU throttling with the network cut, or with every API answer held
//   THROTTLED_API_MS (a slow network: the worker serves the page and scripts from its cache, the
//   reads wait). Measured: from navigation start to the first frame after the screen's marker is
//   painted (home: the first featured photo loaded; mine: the balance), median of `runs`.
// - taps: Event Timing (the longest event of one interaction, as INP counts it) for switching tabs,
//   opening an item from the goods list, and opening the buy confirmation, under 4 × CPU
//   throttling, median of `taps` taps each.
// Both use Playwright's Chromium (Debian's), a phone-sized touch screen.
import type { Browser, BrowserContext, Page } from 'playwright';

export const CPU_RATE = 4;
export const THROTTLED_API_MS = 1500;

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

async function phone(browser: Browser, tokens?: Tokens): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'en-US',
  });
  if (tokens) {
    await context.addInitScript((tk: Tokens) => {
      if (!localStorage.getItem('accessToken')) {
        localStorage.setItem('accessToken', tk.accessToken);
        localStorage.setItem('refreshToken', tk.refreshToken);
      }
    }, tokens);
  }
  return { context, page: await context.newPage() };
}

async function throttleCpu(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
}

// Strings, not functions: tsx keeps names (`__name(…)` helpers) that do not exist in the page.
const PAINT_PROBE = (selector: string) => `(() => {
  window.__painted = null;
  const check = () => {
    const el = document.querySelector(${JSON.stringify(selector)});
    const ready = el && (el.tagName === 'IMG' ? el.complete && el.naturalWidth > 0 : /\\d/.test(el.textContent || ''));
    if (ready) requestAnimationFrame(() => { window.__painted = performance.now(); });
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

export interface RepeatVisitResult {
  cut: number;
  throttled: number;
}

/** The repeat visit of `url` (see above); `marker` is what counts as painted. */
export async function repeatVisit(
  browser: Browser,
  url: string,
  marker: string,
  runs: number,
  tokens?: Tokens,
): Promise<RepeatVisitResult> {
  const { context, page } = await phone(browser, tokens);
  try {
    await page.goto(url);
    // Predicates as functions: a string is eval'd in the page, which its CSP refuses.
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
    await page.goto(url);
    await page.locator(marker).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.addInitScript(PAINT_PROBE(marker));
    await throttleCpu(context, page);
    const measure = async () => {
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForFunction(
        () => (window as unknown as { __painted: number | null }).__painted !== null,
        undefined,
        {
          timeout: 60_000,
        },
      );
      return await page.evaluate<number>('window.__painted');
    };
    const throttled: number[] = [];
    await context.route('**/api/**', async (route) => {
      await new Promise((r) => setTimeout(r, THROTTLED_API_MS));
      await route.continue().catch(() => undefined);
    });
    for (let i = 0; i < runs; i++) throttled.push(await measure());
    await context.unroute('**/api/**');
    const cut: number[] = [];
    await context.setOffline(true);
    await context.route('**/*', (route) => route.abort('internetdisconnected'));
    for (let i = 0; i < runs; i++) cut.push(await measure());
    return { cut: median(cut), throttled: median(throttled) };
  } finally {
    await context.close();
  }
}

const EVENT_PROBE = `(() => {
  window.__interactions = {};
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      window.__interactions[e.interactionId] = Math.max(window.__interactions[e.interactionId] || 0, e.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})()`;

/** The longest event duration of the interactions since `since` (16: under the threshold). */
async function lastInteraction(page: Page, since: number): Promise<number> {
  // Event Timing entries are delivered after the next paint.
  await page.waitForTimeout(250);
  const all = await page.evaluate<Record<string, number>>('window.__interactions');
  const durations = Object.entries(all)
    .filter(([id]) => Number(id) > since)
    .map(([, d]) => d);
  return durations.length === 0 ? 16 : Math.max(...durations);
}

const lastId = async (page: Page) =>
  Math.max(0, ...Object.keys(await page.evaluate<Record<string, number>>('window.__interactions')).map(Number));

export interface TapResult {
  tab: number;
  openItem: number;
  buyConfirm: number | null;
}

export async function taps(
  browser: Browser,
  base: string,
  tokens: Tokens,
  productId: number,
  count: number,
): Promise<TapResult> {
  const { context, page } = await phone(browser, tokens);
  // No worker: each measure starts from a plain page, as a first session would.
  await context.route('**/sw.js', (route) => route.abort());
  await page.addInitScript(EVENT_PROBE);
  try {
    const tap = async (act: () => Promise<void>) => {
      const since = await lastId(page);
      await act();
      return lastInteraction(page, since);
    };
    // Tab switch: home ↔ goods through the tab bar.
    await page.goto(`${base}/en/home/`);
    await page.locator('.app-frame[data-route="home"]').waitFor();
    await page.waitForLoadState('networkidle');
    await throttleCpu(context, page);
    const tab: number[] = [];
    for (let i = 0; i < count; i++) {
      const to = i % 2 === 0 ? 'goods' : 'home';
      tab.push(
        await tap(async () => {
          await page.locator(`[data-testid="tab-bar"] a[href$="/${to}/"]`).click();
          await page.locator(`.app-frame[data-route="${to}"]`).waitFor();
        }),
      );
    }
    // Open an item from the goods list, then Back.
    await page.goto(`${base}/en/goods/`);
    const card = page.locator('a[href*="/goods/detail/"]').first();
    await card.waitFor();
    const openItem: number[] = [];
    for (let i = 0; i < count; i++) {
      openItem.push(
        await tap(async () => {
          await card.click();
          await page.locator('.app-frame[data-route="goodsDetail"]').waitFor();
        }),
      );
      await page.goBack();
      await card.waitFor();
    }
    // The buy confirmation: Buy now opens it, Escape closes it.
    await page.goto(`${base}/en/goods/detail/?id=${productId}`);
    const buy = page.getByRole('button', { name: 'Buy now' });
    // The button is there (disabled, "Checking the auction window…") before the window and the
    // balance are known: wait until it can be pressed, or give up on a closed window.
    const ready = await page
      .waitForFunction(
        () => {
          const b = document.querySelector<HTMLButtonElement>('[data-testid="buy-button"]');
          return b !== null && !b.disabled;
        },
        undefined,
        { timeout: 30_000 },
      )
      .then(() => true)
      .catch(() => false);
    let buyConfirm: number | null = null;
    if (ready) {
      const dialog = page.getByRole('dialog');
      const buys: number[] = [];
      for (let i = 0; i < count; i++) {
        buys.push(
          await tap(async () => {
            await buy.click();
            await dialog.waitFor();
          }),
        );
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
      buyConfirm = median(buys);
    }
    return { tab: median(tab), openItem: median(openItem), buyConfirm };
  } finally {
    await context.close();
  }
}
