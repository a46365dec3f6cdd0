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
    // The document title is "<screen> · Gavel": swap the screen's part.
    if (other && document.title.startsWith(title)) document.title = when.title + document.title.slice(title.length);
  }, [other, title, when.title]);
  return shown;
}
