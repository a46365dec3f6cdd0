// A repeat visit's first photos from this user's last-seen answers, before the app's scripts run
// (lib/api/client/last-seen-photos-script.ts). An inline script after the screen in its prerendered
// HTML; the CSP allows it by its hash, like every inline script of the export.
import type { HeadStartRead } from '@/lib/api/client/head-start';
import { lastSeenPhotosScript } from '@/lib/api/client/last-seen-photos-script';
import { LAST_SEEN_PREFIX } from '@/lib/storage';

export function LastSeenPhotos({ reads, locale }: { reads: readonly HeadStartRead[]; locale: string }) {
  const script = lastSeenPhotosScript(reads, locale, LAST_SEEN_PREFIX);
  return script === '' ? null : <script dangerouslySetInnerHTML={{ __html: script }} />;
}
