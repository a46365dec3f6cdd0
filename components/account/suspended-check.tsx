'use client';
// Reads whether the account is suspended (getInfo's `suspended`, kept fresh by the live
// `account_status` notification: lib/realtime/notify.ts) and shows the banner only then, loading
// it on demand. The live region is here, mounted before the banner's text can appear, so a screen
// reader announces a suspension that happens while the app is open.
import { lazy, Suspense } from 'react';
import { useSuspended } from '@/lib/session/use-suspended';

const SuspendedBanner = lazy(() => import('./suspended-banner'));

export default function SuspendedCheck() {
  const suspended = useSuspended();
  return (
    <div aria-live="polite" aria-atomic="true">
      {suspended ? (
        <Suspense fallback={null}>
          <SuspendedBanner />
        </Suspense>
      ) : null}
    </div>
  );
}
