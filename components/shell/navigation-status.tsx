'use client';
// While an in-app navigation is under way the old screen stays; after 200 ms a spinner
// appears over it and after 60 s the timeout message (spec section 2). Navigations start
// from the nav helpers (lib/nav/use-nav.ts) or from a click on an in-app link, and end
// when the URL changes.
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { currentPending, endPending, isInAppNavigation, startPending, subscribePending } from '@/lib/nav/pending';
import { PageLoading } from './page-loading';

function onClick(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const click = { button: event.button, modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey };
  const target = { href: link.href, target: link.target, hasDownload: link.hasAttribute('download') };
  if (isInAppNavigation(target, click, window.location.href)) startPending(link.href);
}

export function NavigationStatus() {
  const pending = useSyncExternalStore(subscribePending, currentPending, () => null);
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    // Capture phase: before the router's link handler, which prevents the default of every
    // click it turns into a client-side navigation.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    endPending();
  }, [pathname, search]);

  if (!pending) return null;
  return (
    <div className="loading-overlay">
      <PageLoading key={pending.seq} onRetry={() => window.location.assign(pending.href)} />
    </div>
  );
}
