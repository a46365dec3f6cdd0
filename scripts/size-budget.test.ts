import { describe, expect, it } from 'vitest';
import { isDompurify, owner, pageAssets, zodBuild } from './size-budget.mjs';

describe('size budgets', () => {
  it('counts what a modern browser fetches: every script src but the nomodule polyfills, once each', () => {
    const html =
      '<link rel="stylesheet" href="/_next/static/css/a.css"/><script src="/_next/static/chunks/polyfills-1.js" noModule=""></script>' +
      '<script src="/_next/static/chunks/webpack-2.js" async=""></script><script>self.__next_f=[]</script>' +
      '<script src="/_next/static/chunks/app/%5Blocale%5D/page-3.js" async=""></script><script src="/_next/static/chunks/webpack-2.js" async=""></script>';
    expect(pageAssets(html)).toEqual({
      scripts: ['/_next/static/chunks/webpack-2.js', '/_next/static/chunks/app/%5Blocale%5D/page-3.js'],
      styles: ['/_next/static/css/a.css'],
    });
  });

  it('owns our sources and the packages the floor does not have; the framework is nobody’s', () => {
    expect(owner('webpack://_N_E/./lib/api/client/request.ts')).toBe('lib');
    expect(owner('webpack://_N_E/./components/ui/button.tsx')).toBe('components');
    expect(owner('webpack://_N_E/./node_modules/swr/dist/index/index.mjs')).toBe('swr');
    expect(owner('webpack://_N_E/./node_modules/@formatjs/fast-memoize/lib/index.js')).toBeNull();
    expect(owner('webpack://_N_E/./node_modules/next/dist/client/app-index.js')).toBeNull();
    expect(owner('webpack://_N_E/src/client/components/router-reducer.ts')).toBeNull();
    expect(owner('webpack://_N_E/./node_modules/next-intl/dist/esm/production/index.js')).toBeNull();
    expect(owner(null)).toBeNull();
  });

  it('finds DOMPurify in a chunk’s sources (no buyer route may load it: issue 39)', () => {
    expect(isDompurify('webpack://_N_E/./node_modules/dompurify/dist/purify.es.mjs')).toBe(true);
    expect(isDompurify('webpack://_N_E/./lib/format/sanitize-html.ts')).toBe(false);
    expect(isDompurify(null)).toBe(false);
  });

  it('tells zod classic from zod/mini and core in a chunk’s sources', () => {
    expect(zodBuild('webpack://_N_E/./node_modules/zod/v4/classic/schemas.js')).toBe('classic');
    expect(zodBuild('webpack://_N_E/./node_modules/zod/v3/types.js')).toBe('classic');
    expect(zodBuild('webpack://_N_E/./node_modules/zod/v4/mini/schemas.js')).toBe('zod');
    expect(zodBuild('webpack://_N_E/./node_modules/zod/v4/core/schemas.js')).toBe('zod');
    expect(zodBuild('webpack://_N_E/./lib/api/schemas/common.ts')).toBeNull();
    expect(zodBuild(null)).toBeNull();
  });
});
