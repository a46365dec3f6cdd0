'use client';
// The shell's part of the suspension banner (issue 37 #2), mounted once in app/[locale]/layout.tsx:
// only this tiny check is in every page's first load. For a logged-in user, once the page has
// loaded, it loads the reader of the account's state (suspended-check.tsx, getInfo through the
// read hooks every account screen already uses); the banner itself is loaded only when the
// account is suspended. Nothing loads for a visitor without a session.
import { lazy, Suspense, useEffect, useState } from 'react';
// The banner's styles load with the shell, not with its lazy chunk: a lazily loaded component's
// CSS can arrive after it renders (the banner was seen unstyled once, right after a page load).
// A few hundred bytes of CSS; the first-load JS budget is not touched.
import './suspended-banner.module.css';
import { afterLoad } from '@/lib/after-load';
import { useSessionStatus } from '@/lib/session/use-session-status';

const SuspendedCheck = lazy(() => import('./suspended-check'));

export function SuspendedRoot() {
  const status = useSessionStatus();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterLoad(() => setLoaded(true)), []);
  if (status !== 'authenticated' || !loaded) return null;
  return (
    <Suspense fallback={null}>
      <SuspendedCheck />
    </Suspense>
  );
}
