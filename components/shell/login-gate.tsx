'use client';
// ROUTES[id].login enforced: a logged-out visitor is sent (replace) to the login screen with a
// return target, and the screen's body is not rendered, so none of its reads are sent.
import { useTranslations } from 'next-intl';
import { useDeferredValue, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { stackKey } from '@/lib/nav/href';
import { currentPending, subscribePending } from '@/lib/nav/pending';
import { useNav } from '@/lib/nav/use-nav';
import { RETURN_PARAM } from '@/lib/session/return-to';
import { useSessionStatus } from '@/lib/session/use-session-status';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';

export function LoginGate({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const status = useSessionStatus();
  // On an exported page the status is 'unknown' while React hydrates and becomes 'authenticated'
  // in an urgent re-render right after; building the whole screen in that re-render is one long
  // task. Deferred, the screen is rendered in the background in slices the browser can interrupt
  // (the skeleton stays meanwhile). Only its appearance waits: a session that ends hides it at once.
  const shown = useDeferredValue(status);
  const nav = useNav();
  const t = useTranslations('session');
  // A navigation already under way (logging out from Mine goes home) leaves this screen: sending
  // the user to the login screen as well would race it. Should it end here after all, the gate
  // redirects then.
  const leaving = useSyncExternalStore(subscribePending, currentPending, () => null) !== null;
  useEffect(() => {
    if (status !== 'anonymous' || leaving) return;
    const { pathname, search } = window.location;
    nav.redirect('login', { [RETURN_PARAM]: stackKey(pathname, search) });
  }, [status, nav, leaving]);
  if (status === 'authenticated' && shown === 'authenticated') return <>{children}</>;
  // The screen's own skeleton when it has one (Mine's, with its balance slot): it is also what the
  // exported page paints before any script runs.
  if (fallback !== undefined) return <>{fallback}</>;
  return (
    <SkeletonGroup label={t('checking')}>
      <SkeletonText lines={4} />
    </SkeletonGroup>
  );
}
