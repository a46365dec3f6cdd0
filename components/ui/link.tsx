'use client';
// The app's link: Next's <Link> that prefetches a screen when the user shows intent (a finger or
// pointer comes down on it, the mouse rests on it, or it gets keyboard focus), not when it scrolls
// into view. Viewport prefetching fetched every visible card's, shortcut's and tab's screen during
// the first load and kept the phone's main thread busy when the user is waiting for this screen
// (docs/benchmarks.md); a tap gives it a head start of about 100 ms, the pages are static and the
// service worker keeps them. This is the pattern Next's prefetching guide gives for it.
import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

export type LinkProps = Omit<ComponentProps<typeof NextLink>, 'prefetch'>;

export function Link({ onPointerDown, onMouseEnter, onFocus, ...props }: LinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      // null: Next's default prefetch, which starts at once for a link in view.
      prefetch={intent ? null : false}
      onPointerDown={(event) => {
        setIntent(true);
        onPointerDown?.(event);
      }}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
