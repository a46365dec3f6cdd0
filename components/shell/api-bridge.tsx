'use client';
// Gives the request layer (lib/api) what it needs from the shell: toasts, translations of its
// message keys, and the way to the login screen. A layout effect placed before the screens,
// so it runs before any screen's data hook sends a request.
import { useTranslations } from 'next-intl';
import { useLayoutEffect } from 'react';
import { configureApi } from '@/lib/api/client/config';
import { useNav } from '@/lib/nav/use-nav';
import { toast } from '@/components/toast/toast-store';

export function ApiBridge() {
  const t = useTranslations();
  const nav = useNav();
  useLayoutEffect(() => {
    const translate = t as unknown as (key: string) => string;
    configureApi({
      toast: (text) => toast(text),
      translate: (key) => (t.has(key as never) ? translate(key) : key),
      onLoginRequired: () => nav.relaunch('login'),
    });
  }, [t, nav]);
  return null;
}
