// The exported out/404.html: forwards `/pages/...` spec path links to their screens and shows
// a translated not-found screen with a way home for everything else.
import type { Metadata, Viewport } from 'next';
import { APP_ICONS, APP_VIEWPORT } from '@/components/shell/document-meta';
import { EntryPanel } from '@/components/entry/entry-panel';
import en from '@/messages/en.json';
import './globals.css';

export const metadata: Metadata = { title: en.errors.notFoundTitle, icons: APP_ICONS };
export const viewport: Viewport = APP_VIEWPORT;

export default function GlobalNotFound() {
  return (
    <html lang="en" suppressHydrationWarning>
      <body>
        <EntryPanel />
      </body>
    </html>
  );
}
