// The migrated empty database that in-memory test apps start from (made once per run by
// global-setup.ts). Undefined outside vitest's server project: the app then runs initdb and the
// migrations itself, as it always may.
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

let template: Blob | undefined;

export function pgliteTemplate(): Blob | undefined {
  if (template) return template;
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  template = new Blob([readFileSync(file)]);
  return template;
}
