import { describe, expect, it } from 'vitest';
import { routeUrl, scriptPaths } from './size-idle.mjs';

describe('scripts before idle', () => {
  it('opens the screens that show one thing with an id, every other bare', () => {
    expect(routeUrl('en/goods/detail/', { product: 7 })).toBe('/en/goods/detail/?id=7');
    expect(routeUrl('zh-CN/goods/consumption/detail/', { product: 7 })).toBe('/zh-CN/goods/consumption/detail/?id=7');
    expect(routeUrl('en/goods/', { product: 7 })).toBe('/en/goods/');
  });

  it('counts each same-origin script once, whatever its query, and nothing else', () => {
    const origin = 'http://localhost:3000';
    expect(
      scriptPaths(
        [
          `${origin}/en/home/`,
          `${origin}/_next/static/chunks/a.js`,
          `${origin}/_next/static/chunks/a.js?v=2`,
          `${origin}/_next/static/css/b.css`,
          'http://cdn.example/_next/static/chunks/c.js',
          `${origin}/api/front/getProductList?lang=en`,
          `${origin}/_next/static/chunks/d.js`,
        ],
        origin,
      ),
    ).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/d.js']);
  });
});
