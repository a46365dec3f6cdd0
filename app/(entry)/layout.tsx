// Root layout of the entry page `/` (a root layout of its own: it has no locale yet).
import type { Metadata, Viewport } from 'next';
import { APP_ICONS, APP_VIEWPORT } from '@/components/shell/document-meta';
import type { ReactNode } from 'react';
import en from '@/messages/en.json';
import '../globals.css';

export const metadata: Metadata = { title: en.app.name, icons: APP_ICONS };
export const viewport: Viewport = APP_VIEWPORT;

export default function EntryLayout({ children }: { children: ReactNode }) {
  return (
    // The entry script sets the visitor's language before showing any text.
    <html lang="en" suppressHydrationWarning>
      <body>{children}</body>
    </html>
  );
}
