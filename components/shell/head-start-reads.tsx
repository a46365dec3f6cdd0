// A screen's head-start reads (lib/api/client/head-start.ts): a small inline script, placed before the
// screen in its prerendered HTML, that sends the screen's first public reads while the page's
// scripts load. The CSP allows it by its hash, like every inline script of the export.
import { defaultBase } from '@/lib/api/client/config';
import type { HeadStartRead } from '@/lib/api/client/head-start';
import { headStartScript } from '@/lib/api/client/head-start-script';

export function HeadStartReads({ reads }: { reads: readonly HeadStartRead[] }) {
  return <script dangerouslySetInnerHTML={{ __html: headStartScript(reads, defaultBase()) }} />;
}
