import { describe, expect, it } from 'vitest';
import { parseReturnTarget } from './return-to';

describe('parseReturnTarget', () => {
  it('follows an in-app screen with its query', () => {
    const target = parseReturnTarget('/goods/detail/?id=5&x=y');
    expect(target?.id).toBe('goodsDetail');
    expect(target?.query.toString()).toBe('id=5&x=y');
    expect(parseReturnTarget('/mine/bank/')?.id).toBe('bank');
  });

  it('refuses anything that is not one of our screens', () => {
    for (const from of [
      null,
      '',
      'mine/bank/',
      '//evil.example/mine/bank/',
      'https://evil.example/',
      '/nowhere/',
      '/\\evil',
      '/login/',
      '/register/',
    ])
      expect(parseReturnTarget(from), String(from)).toBeNull();
  });
});
