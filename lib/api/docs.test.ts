// docs/api.md is written for people; this keeps its call table and reason list true to the code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REASONS, RULES } from './reasons';
import { callNames, calls } from './registry';

const doc = readFileSync(path.join(import.meta.dirname, '../../docs/api.md'), 'utf8');
const rows = () =>
  doc
    .split('\n')
    .filter((line) => line.startsWith('| '))
    .map((line) => line.split('|').map((cell) => cell.trim()));

describe('docs/api.md', () => {
  it('lists every call with its method, path, login, idempotency and ours, and nothing else', () => {
    const table = rows()
      .filter((cells) => /^(GET|POST) \//.test(cells[2] ?? ''))
      .map(([, call = '', methodPath = '', , login, idem]) => ({
        name: call.replace(' (**ours**)', ''),
        ours: call.includes('(**ours**)'),
        methodPath,
        login: login === '✓',
        idempotent: idem === '✓',
      }));
    expect(table.map((r) => r.name).sort()).toEqual([...callNames].sort());
    for (const row of table) {
      const call = calls[row.name as (typeof callNames)[number]];
      expect(row, row.name).toEqual({
        name: row.name,
        ours: call.ours,
        methodPath: `${call.method} ${call.path}`,
        login: call.auth,
        idempotent: call.idempotent,
      });
    }
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
