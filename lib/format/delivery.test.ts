import { describe, expect, it } from 'vitest';
import { deliveryForOperator, maskName } from './delivery';

const address = {
  name: '李小明',
  phone: '13800138000',
  region: '上海市 浦东新区',
  detail: '世纪大道 1 号',
  postalCode: '200120',
};

describe('deliveryForOperator', () => {
  it('answers the whole address to staff who ship', () => {
    expect(deliveryForOperator(address, false)).toEqual(address);
  });

  it('masks a viewer’s copy: name to its first character, phone like maskPhone, region only', () => {
    expect(deliveryForOperator(address, true)).toEqual({
      name: '李**',
      phone: '138****8000',
      region: '上海市 浦东新区',
      detail: null,
      postalCode: null,
    });
  });

  it('masks by code point and never answers a name whole', () => {
    expect(maskName('𠮷野')).toBe('𠮷*');
    expect(maskName('A')).toBe('A*');
    expect(maskName('  ')).toBe('');
  });
});
