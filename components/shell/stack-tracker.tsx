'use client';
// Records each arrival in the in-app stack (lib/nav/stack.ts), including soft navigations
// that only change the query.
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { stackKey } from '@/lib/nav/href';
import { arrive } from '@/lib/nav/stack';

export function StackTracker() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    const depth = arrive(stackKey(pathname, search)).length;
    document.documentElement.dataset.navDepth = String(depth);
  }, [pathname, search]);
  return null;
}
