// The browser half of "Download my data": hands the document to the browser as a file download
// (a Blob behind an <a download>), named for the day it was made. No copy stays on the page.
import type { CallResult } from '@/lib/api/registry';

type DataExport = CallResult<'DownloadDataExport'>;

/** gavel-my-data-2026-12-02.json: the export's own date (UTC, as generatedAt). */
export function dataExportFileName(doc: Pick<DataExport, 'generatedAt'>): string {
  return `gavel-my-data-${doc.generatedAt.slice(0, 10)}.json`;
}

export function saveDataExport(doc: DataExport): void {
  const blob = new Blob([JSON.stringify(doc, null, 2) + '\n'], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = dataExportFileName(doc);
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // After the click the browser holds the file; a later revoke cannot cut it short.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
