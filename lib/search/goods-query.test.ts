// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { goodsFilters, goodsSearch, isSearching, readGoodsQuery } from './goods-query';
import { clearRecentSearches, readRecentSearches, rememberSearch, RECENT_MAX } from './recent-searches';

const read = (search: string) => readGoodsQuery(new URLSearchParams(search));

describe('goods query in the URL', () => {
  it('reads what it writes, and writes nothing for no filters', () => {
    const q = read('?type=3&q=jade%20vase&sort=price_desc&min=1000&max=50000');
    expect(q).toEqual({ keyword: 'jade vase', sort: 'price_desc', minPrice: 1000, maxPrice: 50000, typeId: 3 });
    expect(read(goodsSearch(q))).toEqual(q);
    expect(goodsSearch(read(''))).toBe('');
    expect(goodsFilters(q)).toEqual({
      typeId: 3,
      keyword: 'jade vase',
      sort: 'price_desc',
      minPrice: 1000,
      maxPrice: 50000,
    });
    expect(goodsFilters(read(''))).toEqual({});
  });

  it('leaves out what it cannot read', () => {
    expect(read('?sort=cheapest&min=-5&max=1e3&type=0&q=%20%20')).toEqual({
      keyword: '',
      sort: 'newest',
      minPrice: undefined,
      maxPrice: undefined,
      typeId: undefined,
    });
    expect(read(`?q=${'x'.repeat(80)}`).keyword).toHaveLength(50);
    expect(isSearching(read('?type=2&sort=price_asc'))).toBe(false);
    expect(isSearching(read('?max=0'))).toBe(true);
    expect(read('?min=500&max=100')).toMatchObject({ minPrice: 500, maxPrice: undefined });
  });
});

describe('recent searches', () => {
  afterEach(() => clearRecentSearches());

  it('keeps the last few, newest first, each once whatever the letter case, and clears', () => {
    rememberSearch('jade');
    rememberSearch('vase');
    expect(rememberSearch('  JADE ')).toEqual(['JADE', 'vase']);
    for (let i = 0; i < 10; i++) rememberSearch(`item ${i}`);
    expect(readRecentSearches()).toHaveLength(RECENT_MAX);
    expect(readRecentSearches()[0]).toBe('item 9');
    clearRecentSearches();
    expect(readRecentSearches()).toEqual([]);
  });

  it('ignores what is not a list of strings', () => {
    localStorage.setItem('recentSearches', '{"a":1}');
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem('recentSearches', '["ok", 3, ""]');
    expect(readRecentSearches()).toEqual(['ok']);
  });
});
