// Every animation and transition in the app's CSS respects prefers-reduced-motion: it is declared
// inside `@media (prefers-reduced-motion: no-preference)`, or the same file overrides the same
// selector's animation / transition inside `@media (prefers-reduced-motion: reduce)`. This covers
// motion the e2e cannot easily catch on screen (an upload's progress bar, the chat pill); the
// e2e (e2e/motion.spec.ts) checks the computed values on the real screens.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface Rule {
  selectors: string[];
  body: string;
  media: string[];
}

/** The style rules of a stylesheet with the @media preludes around each (keyframes skipped). */
function rulesOf(css: string, media: string[] = []): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: Rule[] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    // Statements before the block (`@import …;`) are not part of its prelude.
    const prelude = (text.slice(i, open).split(';').pop() ?? '').trim();
    let depth = 1;
    let j = open + 1;
    for (; j < text.length && depth > 0; j++) {
      if (text[j] === '{') depth++;
      else if (text[j] === '}') depth--;
    }
    const inner = text.slice(open + 1, j - 1);
    if (prelude.startsWith('@media')) rules.push(...rulesOf(inner, [...media, prelude]));
    else if (!prelude.startsWith('@'))
      rules.push({ selectors: prelude.split(',').map((s) => s.trim()), body: inner, media });
    i = j;
  }
  return rules;
}

const MOTION = /(?:^|;)\s*(animation|animation-name|transition|transition-property)\s*:\s*([^;]+)/g;
const reduce = (r: Rule) => r.media.some((m) => /prefers-reduced-motion:\s*reduce/.test(m));
const noPreference = (r: Rule) => r.media.some((m) => /prefers-reduced-motion:\s*no-preference/.test(m));

/** `selector (property)` for each motion the stylesheet does not calm under reduced motion. */
function unguardedMotion(css: string): string[] {
  const rules = rulesOf(css);
  const calmed = new Set(
    rules
      .filter((r) => reduce(r) && /(?:^|;)\s*(animation|transition)[\w-]*\s*:/.test(r.body))
      .flatMap((r) => r.selectors),
  );
  const missing: string[] = [];
  for (const rule of rules) {
    if (reduce(rule) || noPreference(rule)) continue;
    for (const [, property, value] of rule.body.matchAll(MOTION)) {
      if (value?.trim() === 'none') continue;
      for (const selector of rule.selectors) if (!calmed.has(selector)) missing.push(`${selector} (${property})`);
    }
  }
  return missing;
}

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('prefers-reduced-motion in the stylesheets', () => {
  it('finds motion that is not calmed, and accepts the two ways of calming it', () => {
    expect(unguardedMotion('.a { animation: spin 1s infinite; } .b { transition: none; }')).toEqual(['.a (animation)']);
    expect(
      unguardedMotion(
        '.a, .c { transition: width 0.1s; } @media (prefers-reduced-motion: reduce) { .a, .c { transition: none; } }',
      ),
    ).toEqual([]);
    expect(unguardedMotion('@media (prefers-reduced-motion: no-preference) { .a { animation: x 2s; } }')).toEqual([]);
    expect(unguardedMotion('@import "x.css"; .a { transition: opacity 1s; }')).toEqual(['.a (transition)']);
  });

  it('every animation and transition in app/ and components/ is calmed under reduced motion', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const missing = [...cssFiles(path.join(root, 'app')), ...cssFiles(path.join(root, 'components'))].flatMap((file) =>
      unguardedMotion(readFileSync(file, 'utf8')).map((m) => `${path.relative(root, file)}: ${m}`),
    );
    expect(missing).toEqual([]);
  });
});
