import { describe, expect, it } from 'vitest';
import { splitColumns } from './waterfall';

describe('splitColumns', () => {
  it('alternates equal items and never moves an item when more are appended', () => {
    const [left, right] = splitColumns([1, 2, 3, 4, 5]);
    expect(left).toEqual([1, 3, 5]);
    expect(right).toEqual([2, 4]);
    const [left2] = splitColumns([1, 2, 3, 4, 5, 6, 7]);
    expect(left2.slice(0, 3)).toEqual(left);
  });

  it('puts the next item under the shorter column', () => {
    const [left, right] = splitColumns(['tall', 'a', 'b', 'c'], (s) => (s === 'tall' ? 3 : 1));
    expect(left).toEqual(['tall']);
    expect(right).toEqual(['a', 'b', 'c']);
  });
});
