'use client';
// The navigation bar's title when the screen's query changes what it is: one static page serves
// mine/addresses/add/ (a new address) and mine/addresses/add/?id=5 (editing one), and the table's
// title ("Add an address") is wrong for the second. Read on the device, like the id itself.
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';

export interface QueryTitle {
  /** The query parameter that, when present, makes the screen this other one. */
  param: string;
  title: string;
}

export function ScreenTitle({ title, when }: { title: string; when: QueryTitle }) {
  const other = useSearchParams().has(when.param);
  const shown = other ? when.title : title;
  useEffect(() => {
    if (!other) return;
    // The document title is "<screen> · Gavel": swap the screen's part. The framework writes the
    // page's own title after a client-side navigation too, so it is swapped again when it does.
    const apply = () => {
      if (document.title.startsWith(title)) document.title = when.title + document.title.slice(title.length);
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [other, title, when.title]);
  return shown;
}
