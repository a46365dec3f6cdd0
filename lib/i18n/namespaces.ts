// Which message namespaces a screen's code can use, found at build time by walking the imports of
// its page file. Each prerendered page then carries only those namespaces in its HTML (the React
// Server Components payload), not the whole locale: the messages were ~10 of a page's ~15 KiB of
// gzipped HTML (docs/benchmarks.md, "Size budgets").
//
// What counts as a use, in every file the walk reaches (static imports, `import()` and
// `next/dynamic` included): `useTranslations('ns…')` / `getTranslations('ns…')` /
// `namespace: 'ns'`, and any string or template literal that starts with a top-level namespace and
// a dot (`'errors.network'`, `` `reasons.${code}` ``): the keys that root translators and the
// request layer's error texts build. It over-approximates (a literal that is not a message key
// only costs bytes); it cannot miss a literal namespace. A namespace chosen at run time from a
// variable would be missed: there is none, and e2e fails on any missing message (e2e/helpers.ts
// collectErrors).
//
// Server-only (node:fs): used by app/[locale]/layout.tsx and components/shell/route-screen.tsx
// while the static export renders.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;
const NAMED = /(?:useTranslations|getTranslations)\(\s*['"]([\w-]+)|namespace:\s*['"]([\w-]+)/g;
const LITERAL = /['"`]([A-Za-z][\w-]*)\.[\w${]/g;

function resolve(root: string, from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(root, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null; // a package: its messages are not ours
  if (/\.(css|json|svg|png)$/.test(spec)) return null;
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return null;
}

const cache = new Map<string, ReadonlySet<string>>();

/** Every namespace of `known` the code reachable from `entry` (a path from the project root) may use. */
export function namespacesOf(entry: string, known: readonly string[], root = ROOT): ReadonlySet<string> {
  const key = `${root}\n${entry}\n${known.join(',')}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const names = new Set(known);
  const found = new Set<string>();
  const seen = new Set<string>();
  const queue = [path.join(root, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    // A test file is not part of a screen.
    if (/\.test\.tsx?$/.test(file)) continue;
    // Whole-line comments are not code (a doc comment may name a namespace); a comment after code
    // on the same line stays, which can only add a namespace, never lose one.
    const source = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
      .join('\n');
    for (const m of source.matchAll(NAMED)) found.add((m[1] ?? m[2])!.split('.')[0]!);
    for (const m of source.matchAll(LITERAL)) if (names.has(m[1]!)) found.add(m[1]!);
    for (const m of source.matchAll(IMPORT)) {
      const next = resolve(root, file, m[1]!);
      if (next) queue.push(next);
    }
  }
  const result = new Set([...found].filter((n) => names.has(n)));
  cache.set(key, result);
  return result;
}

/** The part of `messages` under the given namespaces (the same objects, so React's payload can share them). */
export function pickMessages<M extends Record<string, unknown>>(messages: M, namespaces: Iterable<string>): Partial<M> {
  const out: Partial<M> = {};
  for (const ns of namespaces) if (ns in messages) out[ns as keyof M] = messages[ns as keyof M];
  return out;
}

/** Files whose client code renders inside the locale layout's own provider, not a screen's. */
const SHELL_ENTRIES = ['app/[locale]/layout.tsx', 'app/[locale]/error.tsx', 'app/[locale]/not-found.tsx'];

/** The messages of what the locale layout renders around every screen (and its error and 404 screens). */
export function shellMessages<M extends Record<string, unknown>>(messages: M): Partial<M> {
  const known = Object.keys(messages);
  return pickMessages(
    messages,
    SHELL_ENTRIES.flatMap((entry) => [...namespacesOf(entry, known)]),
  );
}

/** The messages of one screen: what its page file (`app/[locale]/<segment>page.tsx`) reaches. */
export function screenMessages<M extends Record<string, unknown>>(messages: M, segment: string): Partial<M> {
  const page = `app/[locale]/${segment}page.tsx`;
  // A screen without its own page file (none today) keeps every message rather than lose one.
  if (!existsSync(path.join(ROOT, page))) return messages;
  return pickMessages(messages, namespacesOf(page, Object.keys(messages)));
}
