// A screen's head-start reads (lib/api/client/head-start.ts): a small inline script, placed before the
// screen in its prerendered HTML, that sends the screen's first public reads while the page's
// scripts load. The CSP allows it by its hash, like every inline script of the export.
import { defaultBase } from '@/lib/api/client/config';
import type { HeadStartRead } from '@/lib/api/client/head-start';
import { headStartScript } from '@/lib/api/client/head-start-script';

/** `locale`: the page's, so the script asks exactly what the request layer will (its `lang`). */
export function HeadStartReads({ reads, locale }: { reads: readonly HeadStartRead[]; locale: string }) {
  return <script dangerouslySetInnerHTML={{ __html: headStartScript(reads, defaultBase(), locale) }} />;
}
