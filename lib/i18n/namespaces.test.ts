// The walk that decides which message namespaces a page carries: it must find every namespace a
// screen's code can reach (a miss shows a raw key to the user), through every kind of import.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { namespacesOf, pickMessages, screenMessages, shellMessages } from './namespaces';

const KNOWN = ['home', 'errors', 'reasons', 'pwa', 'chat', 'wallet', 'ui'];

function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'gavel-ns-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe('namespacesOf', () => {
  it('follows static, dynamic and next/dynamic imports, by alias and relative path', () => {
    const root = project({
      'app/page.tsx': "import { A } from '@/components/a';\nimport './side';\nexport default A;",
      'app/side.ts': "export const s = useTranslations('ui');",
      'components/a.tsx':
        "import dynamic from 'next/dynamic';\nconst B = dynamic(() => import('./b'));\nexport const A = () => useTranslations('home.auction');",
      'components/b/index.tsx': "export default () => { void import('../c'); return useTranslations('pwa'); }",
      'components/c.ts': 'export const c = 1;',
    });
    expect([...namespacesOf('app/page.tsx', KNOWN, root)].sort()).toEqual(['home', 'pwa', 'ui']);
  });

  it('counts keys built by root translators, in quotes or templates, and ignores whole-line comments', () => {
    const root = project({
      'entry.ts':
        "// the `wallet.title` key is not used here\nconst k = `reasons.${code}`;\nsay('errors.network');\nconst url = 'http://x'; t('chat.send');",
    });
    expect([...namespacesOf('entry.ts', KNOWN, root)].sort()).toEqual(['chat', 'errors', 'reasons']);
  });

  it('finds what the real screens use', () => {
    const known = Object.keys(en);
    const home = namespacesOf('app/[locale]/home/page.tsx', known);
    for (const ns of ['home', 'nav', 'tabs', 'errors', 'reasons']) expect(home.has(ns), ns).toBe(true);
    expect(home.has('wallet')).toBe(false);
    const shell = Object.keys(shellMessages(en));
    for (const ns of ['errors', 'reasons', 'rules', 'pwa', 'loading']) expect(shell, ns).toContain(ns);
    expect(Object.keys(screenMessages(en, 'mine/'))).toContain('mine');
  });
});

describe('pickMessages', () => {
  it('keeps the chosen namespaces as the same objects', () => {
    const picked = pickMessages(en, ['home', 'nowhere']);
    expect(Object.keys(picked)).toEqual(['home']);
    expect(picked.home).toBe(en.home);
  });
});
