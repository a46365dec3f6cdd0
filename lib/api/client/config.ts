// What the request layer needs from the app, injected once at start-up: it shows nothing itself.
import { localTokenStore, type TokenStore } from './tokens';

export interface ApiHooks {
  /** Show a short message (the shell's toast). */
  toast: (text: string) => void;
  /** Translate a message key such as errors.timeout or reasons.sold_out (ICU values for rules.*). */
  translate: (key: string, values?: Record<string, string | number>) => string;
  /** Go to the login page (tokens are already cleared). */
  onLoginRequired: () => void;
}

export interface ApiConfig extends ApiHooks {
  /** Prefix for every path; '' = same origin. Build-time NEXT_PUBLIC_API_BASE by default. */
  baseUrl: string;
  fetch: typeof fetch;
  tokens: TokenStore;
  /** Epoch ms; replaceable so tests can move the clock. */
  now: () => number;
}

/** The API's base URL as the app was built with it (NEXT_PUBLIC_API_BASE; '' = same origin). */
export function defaultBase(): string {
  // Written out in full so Next inlines it at build time.
  const base = process.env.NEXT_PUBLIC_API_BASE ?? '';
  return base.replace(/\/+$/, '');
}

let config: ApiConfig = {
  toast: () => undefined,
  translate: (key) => key,
  onLoginRequired: () => undefined,
  baseUrl: defaultBase(),
  fetch: (...args) => globalThis.fetch(...args),
  tokens: localTokenStore,
  now: () => Date.now(),
};

const LOGIN_PROMPT_WINDOW_MS = 2000;
let lastLoginPrompt = Number.NEGATIVE_INFINITY;

/**
 * 401/403 (docs/api.md, Client behaviour): clear the tokens, tell the user and open the login page. Many requests (or
 * uploads) can fail at once, e.g. every waiter behind a refused refresh: prompt once, not once each.
 */
export function loginRequired(): void {
  config.tokens.clear();
  const now = Date.now();
  if (now - lastLoginPrompt < LOGIN_PROMPT_WINDOW_MS) return;
  lastLoginPrompt = now;
  config.toast(config.translate('errors.loginRequired'));
  config.onLoginRequired();
}

/** Install the app's hooks (and, in tests, a base URL, token store or clock). */
export function configureApi(next: Partial<ApiConfig>): void {
  lastLoginPrompt = Number.NEGATIVE_INFINITY;
  config = { ...config, ...next };
  if (next.baseUrl !== undefined) config.baseUrl = next.baseUrl.replace(/\/+$/, '');
}

export function apiConfig(): ApiConfig {
  return config;
}
