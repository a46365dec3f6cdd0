// Root layout of the entry page `/` (a root layout of its own: it has no locale yet).
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import '../globals.css';

export const metadata: Metadata = { title: 'Gavel' };
export const viewport: Viewport = { width: 'device-width', initialScale: 1, viewportFit: 'cover', themeColor: '#D43030' };

export default function EntryLayout({ children }: { children: ReactNode }) {
  return (
    // The entry script sets the visitor's language before showing any text.
    <html lang="en" suppressHydrationWarning>
      <body>{children}</body>
    </html>
  );
}
