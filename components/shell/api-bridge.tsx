'use client';
// Gives the request layer (lib/api) what it needs from the shell: toasts, translations of its
// message keys, the session's token store, and the way to the login screen (with a return
// target). A layout effect placed before the screens, so it runs before any screen's data hook
// sends a request. It also starts loading the contract's schemas (zod), which are not part of any
// screen's first load: they arrive while the screen hydrates, before its first request needs them.
import { useTranslations } from 'next-intl';
import { useLayoutEffect } from 'react';
import { configureApi } from '@/lib/api/client/config';
import { loadContract } from '@/lib/api/client/contract-loader';
import { stackKey } from '@/lib/nav/href';
import { useNav } from '@/lib/nav/use-nav';
import { routeBySegment, routeDef } from '@/lib/routes';
import { RETURN_PARAM } from '@/lib/session/return-to';
import { sessionTokens } from '@/lib/session/session-store';
import { toast } from '@/components/toast/toast-store';

export function ApiBridge() {
  const t = useTranslations();
  const nav = useNav();
  useLayoutEffect(() => {
    // A failure here is retried by the first call that needs the schemas (and shown there).
    loadContract().catch(() => undefined);
  }, []);
  useLayoutEffect(() => {
    const translate = t as unknown as (key: string, values?: Record<string, string | number>) => string;
    configureApi({
      toast: (text) => toast(text),
      translate: (key, values) => (t.has(key as never) ? translate(key, values) : key),
      // The session store notifies screens (useSession) whenever tokens are stored or cleared.
      tokens: sessionTokens,
      onLoginRequired: () => {
        const { pathname, search } = window.location;
        const from = stackKey(pathname, search);
        const id = routeBySegment(from.split('?')[0] ?? '');
        // On the login screen (a refused login) stay; a gated screen's LoginGate already redirects
        // when the tokens are cleared.
        if (id === 'login' || (id !== undefined && routeDef(id).login)) return;
        nav.relaunch('login', { [RETURN_PARAM]: from });
      },
    });
  }, [t, nav]);
  return null;
}
