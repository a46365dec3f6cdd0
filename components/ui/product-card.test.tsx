// @vitest-environment happy-dom
// The first cards of a list carry the screen's main picture: their photos load at once and at high
// priority (the page's largest paint waits for them); the rest stay lazy.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductCard } from './product-card';

afterEach(cleanup);

const card = (priority?: boolean) =>
  render(
    <ProductCard href="/en/goods/detail/?id=1" name="Vase" imageSrc="/v.png" price="¥1.00" priority={priority} />,
  ).container.querySelector('img')!;

describe('ProductCard photo', () => {
  it('is eager and fetched at high priority when the card is one of the first', () => {
    const img = card(true);
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('is lazy, at the default priority, otherwise', () => {
    const img = card();
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });
});
