'use client';
// The app's PWA wiring, mounted once per page. Kept small for first load: the offline state and
// the install event listener are here; workbox-window (registration, update flow) is imported
// after the page has loaded, and the prompts' code only when one of them has to show.
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { afterLoad } from '@/lib/after-load';
import { configureApi } from '@/lib/api/client/config';
import { trackedFetch } from '@/lib/pwa/connectivity';
import { hintSnoozed, isIosSafariTab, snoozeHint, type BeforeInstallPromptEvent } from '@/lib/pwa/install-hint';
import { forgetPrivateCachesOnSessionChange } from '@/lib/pwa/private-caches';

const PwaPrompts = dynamic(() => import('./pwa-prompts'), { ssr: false });

function standalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || window.matchMedia('(display-mode: standalone)').matches;
}

export function PwaRoot() {
  const [update, setUpdate] = useState<(() => void) | null>(null);
  const [installEvent, setInstallEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [ios, setIos] = useState(false);
  // The install hints wait until the visitor opens a second screen of the app: the screen they
  // landed on is never covered by an offer they have not yet had a reason to want (the platforms'
  // install guidance: prompt after engagement, not on arrival), and its first paint stays its own
  // (the hint's card was the largest paint of Mine's first visit: docs/benchmarks.md). The update
  // prompt does not wait: it is about the version on screen.
  const pathname = usePathname();
  const [landing] = useState(pathname);
  const engaged = pathname !== landing;

  // Failed API requests feed the offline state (lib/pwa/connectivity).
  useLayoutEffect(() => {
    configureApi({ fetch: trackedFetch((...args) => globalThis.fetch(...args)) });
  }, []);

  // Another user, or none: the service worker forgets what the previous one saw.
  useEffect(() => forgetPrivateCachesOnSessionChange(), []);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      // Our hint replaces the browser's mini-infobar.
      event.preventDefault();
      if (!hintSnoozed()) setInstallEvent(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setInstallEvent(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    const facts = {
      userAgent: navigator.userAgent,
      maxTouchPoints: navigator.maxTouchPoints,
      standalone: standalone(),
    };
    // iOS has no install event: decide once on the client (the prerendered page shows no hint).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (isIosSafariTab(facts) && !hintSnoozed()) setIos(true);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  useEffect(() => {
    let cancelled = false;
    const cancelLoad = afterLoad(() => {
      void import('@/lib/pwa/register').then((m) => {
        if (!cancelled) m.registerServiceWorker({ onUpdate: (accept) => setUpdate(() => accept) });
      });
    });
    return () => {
      cancelled = true;
      cancelLoad();
    };
  }, []);

  const dismissHint = useCallback(() => {
    snoozeHint();
    setInstallEvent(null);
    setIos(false);
  }, []);

  const install = useCallback(() => {
    if (!installEvent) return;
    void installEvent.prompt();
    void installEvent.userChoice.then(({ outcome }) => {
      if (outcome === 'dismissed') snoozeHint();
      setInstallEvent(null);
    });
  }, [installEvent]);

  const offerInstall = engaged && installEvent !== null;
  const offerIos = engaged && ios;
  if (!update && !offerInstall && !offerIos) return null;
  return (
    <PwaPrompts
      update={update}
      onDeclineUpdate={() => setUpdate(null)}
      install={offerInstall ? install : null}
      ios={offerIos}
      onDismissHint={dismissHint}
    />
  );
}
