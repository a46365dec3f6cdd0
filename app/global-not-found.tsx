// The exported out/404.html: forwards `/pages/...` spec path links to their screens and shows
// a translated not-found screen with a way home for everything else.
import type { Metadata, Viewport } from 'next';
import { EntryPanel } from '@/components/entry/entry-panel';
import en from '@/messages/en.json';
import './globals.css';

export const metadata: Metadata = { title: en.errors.notFoundTitle };
export const viewport: Viewport = { width: 'device-width', initialScale: 1, viewportFit: 'cover', themeColor: '#D43030' };

export default function GlobalNotFound() {
  return (
    <html lang="en" suppressHydrationWarning>
      <body>
        <EntryPanel />
      </body>
    </html>
  );
}
