// The import-layer check of server/ (issue 36): the real tree has floors, and the check finds a
// cycle between units, names each import in it, and gives every unit its floor.
import { beforeAll, describe, expect, it } from 'vitest';
import { importsOf, isLayered, layers, report, unitGraph, unitOf, type Layers } from './server-layers.mjs';

/** A tree in memory: path → source text. */
const tree = (files: Record<string, string>) => new Map(Object.entries(files));

describe('server layers', () => {
  let live: Layers;
  beforeAll(() => {
    live = layers();
  });

  it('server/ has 0 upward imports: every unit imports only units on lower floors', () => {
    const result = live;
    // On failure this prints each cycle with the file:line of every import in it.
    expect(result.upward.length === 0 ? '' : report(result)).toBe('');
    expect(result.cycles).toEqual([]);
  });

  it('puts the platform floor below every feature and the composition root on top', () => {
    const { floor } = live;
    const at = (unit: string) => floor.get(unit) ?? Number.NaN;
    for (const floorUnit of ['db', 'http', 'ports', 'operator', 'texts', 'config.ts', 'context.ts'])
      for (const feature of ['auth', 'account', 'wallet', 'market', 'content', 'admin', 'seed'])
        expect(at(floorUnit), `${floorUnit} below ${feature}`).toBeLessThan(at(feature));
    expect(at('app.ts')).toBeGreaterThan(at('routes.ts'));
    expect(at('main.ts')).toBe(Math.max(...floor.values()));
  });

  it('finds a cycle between units and lists each import in it with file:line', () => {
    const graph = unitGraph(
      tree({
        'server/auth/login.ts': "import { x } from '../account';\nimport { y } from '../db/client';\n",
        'server/account/index.ts': "// one\nexport { z } from '../wallet/summary';\n",
        'server/wallet/summary.ts': "import type { T } from '@/server/auth/types';\nimport '../db/client';\n",
        'server/db/client.ts': "import { z } from 'zod';\n",
        'server/db/client.test.ts': "import { a } from '../auth';\n",
      }),
    );
    const result = layers(graph);
    expect(result.cycles).toEqual([['account', 'auth', 'wallet']]);
    expect(result.upward.map((e) => [e.from, e.to, e.sites])).toEqual([
      ['account', 'wallet', ['server/account/index.ts:2']],
      ['auth', 'account', ['server/auth/login.ts:1']],
      ['wallet', 'auth', ['server/wallet/summary.ts:1']],
    ]);
    expect(result.floor.get('db')).toBe(0);
    expect(result.floor.get('auth')).toBe(1);
    expect(report(result)).toMatch(/3 upward imports[\s\S]*server\/wallet\/summary\.ts:1/);
  });

  it('reads every form of import, type-only and dynamic included, and not the words of a comment', () => {
    const text = [
      "import type { A } from './a';",
      "export * from './b';",
      'const c = await import("./c");',
      "// import { d } from './d';",
      "import './e';",
    ].join('\n');
    expect(importsOf(text)).toEqual([
      { specifier: './a', line: 1 },
      { specifier: './b', line: 2 },
      { specifier: './c', line: 3 },
      { specifier: './e', line: 5 },
    ]);
  });

  it('names units by top-level folder or file and leaves tests out', () => {
    expect(unitOf('server/admin/console/dashboard.ts')).toBe('admin');
    expect(unitOf('server/config')).toBe('config.ts');
    expect(unitOf('server/db')).toBe('db');
    expect(unitOf('lib/api/registry')).toBeNull();
    expect(isLayered('server/market/buy.ts')).toBe(true);
    expect(isLayered('server/market/buy.postgres.test.ts')).toBe(false);
    expect(isLayered('server/test/harness.ts')).toBe(false);
  });
});
