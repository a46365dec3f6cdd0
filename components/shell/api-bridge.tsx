'use client';
// Gives the request layer (lib/api) what it needs from the shell: toasts, translations of its
// message keys, the session's token store, and the way to the login screen (with a return
// target). A layout effect placed before the screens, so it runs before any screen's data hook
// sends a request. It also starts loading the whole contract (zod) at the user's first interaction,
// so it is there before a form is submitted; it is never part of a screen's first load.
import { useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect } from 'react';
import { configureApi } from '@/lib/api/client/config';
import { loadContract } from '@/lib/api/client/contract-loader';
import { stackKey } from '@/lib/nav/href';
import { unsubscribePushWhenSessionEnds } from '@/lib/notify/push-session';
import { useNav } from '@/lib/nav/use-nav';
import { routeBySegment, routeDef } from '@/lib/routes';
import { RETURN_PARAM } from '@/lib/session/return-to';
import { sessionTokens } from '@/lib/session/session-store';
import { toast } from '@/components/toast/toast-store';

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

export function ApiBridge() {
  const t = useTranslations();
  const nav = useNav();
  useEffect(() => {
    // Forms, uploads and the composer check input with the whole contract: load it at the first
    // sign of the user doing something, not during the first load (a screen's reads load only
    // their own schemas). A failure here is retried by the submit that needs it (and shown there).
    const start = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
      loadContract().catch(() => undefined);
    };
    for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
    };
  }, []);
  // A session ended by the server takes this browser's push subscription with it.
  useEffect(() => unsubscribePushWhenSessionEnds(sessionTokens), []);
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
