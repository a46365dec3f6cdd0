'use client';
// ROUTES[id].login enforced: a logged-out visitor is sent (replace) to the login screen with a
// return target, and the screen's body is not rendered, so none of its reads are sent.
import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { stackKey } from '@/lib/nav/href';
import { useNav } from '@/lib/nav/use-nav';
import { RETURN_PARAM } from '@/lib/session/return-to';
import { useSessionStatus } from '@/lib/session/use-session-status';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';

export function LoginGate({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  const nav = useNav();
  const t = useTranslations('session');
  useEffect(() => {
    if (status !== 'anonymous') return;
    const { pathname, search } = window.location;
    nav.redirect('login', { [RETURN_PARAM]: stackKey(pathname, search) });
  }, [status, nav]);
  if (status === 'authenticated') return <>{children}</>;
  return (
    <SkeletonGroup label={t('checking')}>
      <SkeletonText lines={4} />
    </SkeletonGroup>
  );
}
