// Shared e2e data: the route table and English titles, read from the same sources the app uses;
// the API, the operator CLI, new users and axe.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Locator, type Page } from './test';
import type { AxeResults, RunOptions } from 'axe-core';
import type enMessages from '../messages/en.json';
import type { OperatorAnswer, OperatorCallName, OperatorInput } from '../lib/api/operator/calls';
import { operatorRequest } from '../lib/api/operator/client';
import { activeTabReading, ROUTE_IDS, ROUTES, tabRoutes, type RouteId } from '../lib/routes';

type Messages = typeof enMessages;

/** A locale's messages (read as a file: Node's ESM loader wants import attributes for JSON). */
export function messages(locale: string): Messages {
  return JSON.parse(readFileSync(new URL(`../messages/${locale}.json`, import.meta.url), 'utf8')) as Messages;
}

export const en = messages('en');
export const zhTW = messages('zh-TW');

export { ROUTES, ROUTE_IDS, type RouteId };

export const READING = activeTabReading();
export const TAB_IDS: readonly RouteId[] = tabRoutes(READING);

export function title(id: RouteId, m: Messages = en): string {
  return m.routes[id];
}

export function heading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

// The axe-core that @axe-core/playwright pins for itself (the rules this suite has always run),
// not the newer top-level copy. Minified: the same build, half the bytes to parse per page.
const requireHere = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(
  createRequire(requireHere.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);
const AXE_OPTIONS: RunOptions = { resultTypes: ['violations'] };

/**
 * axe-core on a page, every rule, run in the page itself, the way AxeBuilder's legacy mode ran
 * it (same context and options; the app has no frames) but with the source injected once per
 * document: AxeBuilder evaluated its unminified 1.3 MB twice per run and made four more round
 * trips, about half of each check's time in the sweep. Gathers violations only (passes are not
 * collected node by node). `include` narrows the run to what matches a selector.
 */
export function axe(page: Page) {
  const include: string[] = [];
  const runner = {
    include(selector: string) {
      include.push(selector);
      return runner;
    },
    async analyze(): Promise<AxeResults> {
      // Passed as a string, as AxeBuilder does: evaluated by the browser itself, outside the
      // page's Content-Security-Policy (which allows no eval).
      if (!(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'))) {
        await page.evaluate(
          `${AXE_SOURCE};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`,
        );
      }
      const context = { include, exclude: [] };
      const outcome = await page.evaluate(
        ({ context, options }) => {
          const w = window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } };
          return w.axe.run(context, options).then(
            (results) => ({ error: null, results }),
            (e: Error) => ({ error: e.message, results: null }),
          );
        },
        { context, options: AXE_OPTIONS },
      );
      if (outcome.error !== null || !outcome.results) throw new Error(`axe: ${outcome.error}`);
      return outcome.results;
    },
  };
  return runner;
}

export type Axe = ReturnType<typeof axe>;

/** The serious and critical violations axe finds, one line each with its nodes (for the failure message). */
export async function seriousViolations(page: Page, builder: Axe = axe(page)): Promise<string[]> {
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Records page errors, anything the Content-Security-Policy refused, and any message a screen
 * asked for that its page does not carry (next-intl logs MISSING_MESSAGE: each page carries only
 * its screen's namespaces, lib/i18n/namespaces.ts), so a test can assert that nothing broke.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    if (/Content Security Policy|Refused to (execute|load|connect|apply)/i.test(m.text()))
      errors.push(`CSP: ${m.text()}`);
    else if (/MISSING_MESSAGE|INSUFFICIENT_PATH/.test(m.text())) errors.push(`Message: ${m.text()}`);
  });
  return errors;
}

/** The demo buyer the server seeds on first start (server/seed). */
export const DEMO = { phone: '13800000000', password: 'gavel-demo-1' };
/** The SMS code the e2e server accepts (playwright.config sets SMS_TEST_CODE). */
export const SMS_CODE = '123456';
/** How long after a code the same phone may have another (playwright.config sets SMS_RESEND_S=15), plus a second. */
export const SMS_RESEND_MS = 16_000;

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

interface Envelope<T> {
  code: number;
  result: T;
  message?: string;
}

/** Calls the real API (outside the page) and returns the result, failing loudly otherwise. */
export async function api<T>(
  request: APIRequestContext,
  path: string,
  options: { body?: unknown; query?: Record<string, string>; token?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = options.token ? { Authorization: `Bearer ${options.token}` } : {};
  const url = `/api/front/${path}`;
  const res =
    options.body === undefined
      ? await request.get(url, { headers, params: options.query })
      : await request.post(url, { headers, data: options.body, params: options.query });
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.message ?? ''}`);
  return envelope.result;
}

/** Logs the demo buyer in through the API. */
export function demoTokens(request: APIRequestContext): Promise<Tokens> {
  return api<Tokens>(request, 'login', { body: DEMO });
}

/** A phone number no other test uses (139… for newUser's users, 137… for those a test registers itself). */
export function freshPhone(prefix = '137'): string {
  return `${prefix}${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
}

/** Registers a new user with a phone number no other test uses. */
/** A new buyer, registered in `lang` (the default nickname and the SMS are in that language). */
export async function newUser(
  request: APIRequestContext,
  lang = 'en',
): Promise<Tokens & { phone: string; password: string }> {
  const phone = freshPhone('139');
  await api(request, 'getMobileCodeRegist', { query: { phone, lang } });
  const password = 'e2e-password-1';
  const tokens = await api<Tokens>(request, 'register', {
    body: { phone, code: SMS_CODE, password },
    query: { lang },
  });
  return { ...tokens, phone, password };
}

/** The pay password e2e buyers set (withPayPassword) and confirm their buys with. */
export const PAY_PASSWORD = '246810';

/**
 * Sets the pay password PAY_PASSWORD the way the app does (an SMS code for the purpose
 * pay_password, then ModifyPayPwd): a buyer confirms each buy from the balance with it. The code
 * budget is per purpose, so this needs no wait after the registration code.
 */
export async function withPayPassword<U extends Tokens>(request: APIRequestContext, user: U): Promise<U> {
  await api(request, 'GetMobileCodeModifyPayPwd', { token: user.accessToken });
  await api(request, 'ModifyPayPwd', { token: user.accessToken, body: { code: SMS_CODE, payPassword: PAY_PASSWORD } });
  return user;
}

/** Types the pay password into the open PIN pad (the focus is on one of its keys when it opens). */
export async function enterPayPassword(page: Page, m: Messages = en, pin = PAY_PASSWORD): Promise<void> {
  const pad = page.getByRole('group', { name: m.detail.pinTitle });
  await expect(pad).toBeVisible();
  for (const digit of pin) await pad.getByRole('button', { name: digit, exact: true }).click();
}

const run = promisify(execFile);

/**
 * The compiled operator CLI (`npm run admin`; built with the server that playwright.config.ts
 * starts): node on the bundle starts in a fifth of the CPU time `tsx` took, and is what ships.
 */
export const CLI = [process.execPath, 'dist/server/cli.js'] as const;

/**
 * The operator CLI (`npm run admin`, docs/operators.md) against the e2e server, its answer as JSON.
 * A node process per call (a second or more on a busy machine): only where the CLI itself is
 * under test; test data and operator steps go through `operator`.
 */
export async function cli<T = unknown>(...args: string[]): Promise<T> {
  const { stdout } = await run(CLI[0], [CLI[1], ...args, '--json'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, PORT: String(process.env.E2E_PORT ?? 3100) },
    timeout: 60_000,
  });
  return JSON.parse(stdout) as T;
}

/** Every page of this test starts logged in with these tokens (set before any app script runs). */
export async function startLoggedIn(page: Page, tokens: Tokens): Promise<void> {
  await page.addInitScript(({ accessToken, refreshToken }) => {
    if (!sessionStorage.getItem('e2e-session-set')) {
      localStorage.setItem('accessToken', accessToken);
      localStorage.setItem('refreshToken', refreshToken);
      sessionStorage.setItem('e2e-session-set', '1');
    }
  }, tokens);
}

/** CSP violations reported to the page itself (securitypolicyviolation events), read with cspViolations(page). */
export async function watchCsp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
}

export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

/**
 * Clicks, then waits until the click reached the window: a listener added there before the click
 * runs after every handler on the element's way up, so a check that the click did nothing (no
 * script ran, nothing navigated) comes after the click's own handling instead of after a guessed
 * pause.
 */
export async function clickAndSettle(target: Locator): Promise<void> {
  const page = target.page();
  await page.evaluate(() => {
    const w = window as unknown as { __e2eClick?: Promise<void> };
    w.__e2eClick = new Promise((resolve) => window.addEventListener('click', () => resolve(), { once: true }));
  });
  await target.click();
  await page.evaluate(() => (window as unknown as { __e2eClick?: Promise<void> }).__e2eClick);
}

/** Waits until every image inside `scope` has loaded or failed, so any `onerror` would have run. */
export async function imagesSettled(scope: Locator): Promise<void> {
  await expect
    .poll(() => scope.locator('img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)))
    .toBe(true);
}

/**
 * Serves `glob`'s page as exported, without the first answers the server inlines into a
 * navigation (server/http/inline-reads.ts), so the screen's first reads go to the network (a test
 * that holds or fails them sees their loading and error states).
 */
export async function withoutInlinedReads(page: Page, glob: string): Promise<void> {
  await page.route(glob, async (route) =>
    route.fulfill({
      response: await route.fetch({ headers: { ...route.request().headers(), 'sec-fetch-dest': 'empty' } }),
    }),
  );
}

let operatorToken: string | undefined;

/**
 * One call of the operator contract (lib/api/operator: the request the CLI's command sends, its
 * input checked by the same schema) with the token the e2e server wrote into its DATA_DIR,
 * without starting a CLI process for it.
 */
export async function operator<K extends OperatorCallName>(
  request: APIRequestContext,
  name: K,
  input: OperatorInput<K>,
): Promise<OperatorAnswer<K>> {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  operatorToken ??= readFileSync(`${dir}/operator-token`, 'utf8').trim();
  const req = operatorRequest(name, input);
  const headers = { authorization: `Operator ${operatorToken}` };
  const url = `/api/admin${req.path}`;
  const res =
    req.method === 'GET' ? await request.get(url, { headers }) : await request.post(url, { headers, data: req.body });
  const envelope = (await res.json()) as Envelope<OperatorAnswer<K>>;
  if (envelope.code !== 200) throw new Error(`${name}: ${envelope.code} ${envelope.message ?? ''}`);
  return envelope.result;
}

/**
 * A client navigation to `url` (path and query), done once the address bar shows it: the app
 * router writes the address after it has committed the new screen, so the last screen is gone.
 * The commit waits for the new route's payload and scripts from the server, as a page load does,
 * so it gets a page load's patience (Playwright's 30 s navigation timeout), not an assertion's
 * 5 s: in a whole CI run on two busy cores the console's push to its dashboard once took longer.
 */
export async function navigate(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    const next = (window as unknown as { next?: { router?: { push(href: string): void } } }).next;
    if (!next?.router) throw new Error('no app router on this page');
    next.router.push(to);
  }, url);
  const target = new URL(url, page.url());
  const where = () => {
    const at = new URL(page.url());
    return at.pathname + at.search;
  };
  try {
    await expect.poll(where, { message: url, timeout: 30_000 }).toBe(target.pathname + target.search);
  } catch (e) {
    // Say what the page shows instead, so a failure can be read without its trace.
    const shown = await heading(page)
      .first()
      .textContent({ timeout: 1_000 })
      .catch(() => null);
    throw new Error(`no client navigation to ${url}: still at ${page.url()}, heading ${JSON.stringify(shown)}`, {
      cause: e,
    });
  }
}

const hhmmUtc = (ms: number) => new Date(ms).toISOString().slice(11, 16);

/**
 * Serve the real GetAuctionTimeInfo with today's window moved to [start, end] in UTC (its `now`
 * stays the server's). For screens that must show a countdown: the real window is open all day
 * (e2e/window-lock.ts), and changing it would disturb specs running in parallel.
 */
export async function windowAt(page: Page, start: number, end: number): Promise<void> {
  await page.route('**/api/front/GetAuctionTimeInfo*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: Record<string, unknown> };
    body.result = { ...body.result, startTime: hhmmUtc(start), endTime: hhmmUtc(end), timeZone: 'UTC' };
    await route.fulfill({ response, json: body });
  });
}
