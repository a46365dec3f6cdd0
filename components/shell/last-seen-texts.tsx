// A repeat visit's first texts (mine's balance) from what this user last saw, before the app's
// scripts run (lib/api/client/last-seen-texts-script.ts). An inline script after the screen in its
// prerendered HTML; the CSP allows it by its hash, like every inline script of the export.
import { lastSeenTextsScript } from '@/lib/api/client/last-seen-texts-script';
import { LAST_SEEN_PREFIX } from '@/lib/storage';

export function LastSeenTexts({ names, locale }: { names: readonly string[]; locale: string }) {
  return <script dangerouslySetInnerHTML={{ __html: lastSeenTextsScript(names, locale, LAST_SEEN_PREFIX) }} />;
}
