'use client';
// After a form is done: Back to the screen it was opened from, or (opened first, from a link or
// a reload, with nothing below it) to `fallback` instead of home.
import type { RouteId } from '@/lib/routes';
import type { Query } from './href';
import { backGoesHome, readStack } from './stack';
import type { Nav } from './use-nav';

export function backOr(nav: Nav, fallback: RouteId, query?: Query): void {
  if (backGoesHome(readStack())) nav.redirect(fallback, query);
  else nav.back();
}
