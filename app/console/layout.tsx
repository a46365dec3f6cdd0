// Root layout of the operator console (`/console/…`, docs/console.md): a root layout of its own,
// so nothing of the buyer shell (service worker, realtime, tab bar) runs here and nothing of the
// console reaches a buyer page. One HTML file per screen for every language: the client picks the
// language and loads its messages (components/console/kit/console-root.tsx).
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ConsoleRoot } from '@/components/console/kit/console-root';
import { APP_ICONS } from '@/components/shell/document-meta';
import '../globals.css';

export const metadata: Metadata = {
  title: 'Gavel console',
  icons: APP_ICONS,
  robots: { index: false, follow: false },
};
export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#ffffff' };

export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    // The console sets the operator's language on the client before it shows any text.
    <html lang="en" suppressHydrationWarning>
      <body>
        <ConsoleRoot>{children}</ConsoleRoot>
      </body>
    </html>
  );
}
