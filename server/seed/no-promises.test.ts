// The seed content in every locale promises no return and vouches for no provenance (issue 41),
// unless its sentence denies it (the agreements' "nothing here promises a return"): the demo texts
// of each locale (items, notices, agreements, company, levels, SMS…), the money instructions, and
// every other string literal of the seed's files (the catalogue's English names and the like).
// The rule: lib/i18n/no-promises.ts; the messages' walk: lib/i18n/no-promises.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/config';
import { promises, stringsOf } from '@/lib/i18n/no-promises';
import { SEED_TEXT } from './locales';
import { MONEY_TEXT } from './money-texts';

const SEED_DIR = path.dirname(new URL(import.meta.url).pathname);

/** Every non-test .ts file under server/seed. */
function seedFiles(dir = SEED_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return seedFiles(file);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** The string literals of a source file ('…', "…" and `…`), comments aside. */
function literals(source: string): string[] {
  const out: string[] = [];
  const re = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;
  const code = source.replace(/^\s*\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
  for (const m of code.matchAll(re)) out.push(m[1] ?? m[2] ?? m[3] ?? '');
  return out;
}

describe('seed content', () => {
  for (const locale of LOCALES)
    it(`${locale}: the demo texts and the money instructions`, () => {
      const texts = [...stringsOf(SEED_TEXT[locale], 'seed'), ...stringsOf(MONEY_TEXT[locale], 'money')];
      expect(texts.length).toBeGreaterThan(40);
      const found = texts.flatMap(([key, text]) => promises(text).map((p) => ({ key, ...p })));
      expect(found).toEqual([]);
    });

  it("every string literal of the seed's files", () => {
    const files = seedFiles();
    expect(files.map((f) => path.basename(f))).toContain('market.ts');
    const found = files.flatMap((file) =>
      literals(readFileSync(file, 'utf8')).flatMap((text) =>
        promises(text).map((p) => ({ file: path.relative(SEED_DIR, file), ...p })),
      ),
    );
    expect(found).toEqual([]);
  });
});
