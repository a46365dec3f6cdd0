'use client';
// The spec's navigation modes for screens: navigate (push), redirect (replace), relaunch
// (replace and reset the in-app stack), and Back.
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { swapLocale, type Locale } from '@/lib/i18n/config';
import { STORAGE_KEYS, writeString } from '@/lib/storage';
import type { RouteId } from '@/lib/routes';
import { routeHref, stackKey, type Query } from './href';
import { startPending } from './pending';
import { backGoesHome, readStack, setIntent, writeStack, type Intent } from './stack';

export interface Nav {
  navigate(id: RouteId, query?: Query): void;
  redirect(id: RouteId, query?: Query): void;
  relaunch(id: RouteId, query?: Query): void;
  back(): void;
  /** Same screen and query in another language; the choice is stored. */
  switchLocale(locale: Locale): void;
}

export function useNav(): Nav {
  const router = useRouter();
  const locale = useLocale();
  return useMemo<Nav>(() => {
    const go = (intent: Intent, href: string) => {
      const { pathname, search } = window.location;
      if (href === `${pathname}${search}`) {
        // Already there: the router would do nothing, but a relaunch still resets the stack.
        if (intent === 'relaunch') writeStack([stackKey(pathname, search)]);
        return;
      }
      setIntent(intent);
      startPending(href);
      if (intent === 'navigate') router.push(href);
      else router.replace(href);
    };
    return {
      navigate(id, query) {
        go('navigate', routeHref(locale, id, query));
      },
      redirect(id, query) {
        go('redirect', routeHref(locale, id, query));
      },
      relaunch(id, query) {
        go('relaunch', routeHref(locale, id, query));
      },
      back() {
        if (backGoesHome(readStack())) {
          go('relaunch', routeHref(locale, 'home'));
        } else {
          window.history.back();
        }
      },
      switchLocale(next) {
        writeString(STORAGE_KEYS.locale, next);
        setIntent('redirect');
        // A full load: the new page arrives with its own <html lang> and only its messages.
        const { pathname, search, hash } = window.location;
        window.location.replace(`${swapLocale(pathname, next)}${search}${hash}`);
      },
    };
  }, [router, locale]);
}
