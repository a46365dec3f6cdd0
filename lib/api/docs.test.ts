// docs/api.md is written for people; this keeps its call table (generated) and reason list true to
// the code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REASONS, RULES } from './reasons';
import { withCallTable } from './call-table';
import { callNames } from './registry';

const doc = readFileSync(path.join(import.meta.dirname, '../../docs/api.md'), 'utf8');
describe('docs/api.md', () => {
  it('holds the call table written from the registry (run npm run openapi)', () => {
    expect(doc).toBe(withCallTable(doc));
    for (const name of callNames) expect(doc, name).toContain(`| ${name}`);
  });

  it('lists exactly the reasons and the rules of lib/api/reasons.ts', () => {
    const codes = (header: string) => {
      const start = doc.indexOf(header);
      const block = doc.slice(start, doc.indexOf('\n\n', doc.indexOf('|---', start)));
      return [...block.matchAll(/^\| `(\w+)` \|/gm)].map((m) => m[1]);
    };
    expect(codes('| Reason | HTTP')).toEqual([...REASONS]);
    expect(codes('| Rule | Params')).toEqual([...RULES]);
  });
});
