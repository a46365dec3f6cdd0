// Shared e2e data: the route table and English titles, read from the same sources the app uses.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type enMessages from '../messages/en.json';
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

/** Records page errors so a test can assert that nothing crashed. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
