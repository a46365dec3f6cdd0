import { describe, expect, it } from 'vitest';
import { zoneName } from './zone-name';

describe('zoneName', () => {
  it('names the zone in the reader’s language, never by its IANA id', () => {
    const at = new Date('2026-11-26T00:00:00Z');
    expect(zoneName('Asia/Shanghai', 'en', at)).toBe('China Standard Time');
    expect(zoneName('Asia/Shanghai', 'fr', at)).toBe('heure normale de la Chine');
    expect(zoneName('Asia/Shanghai', 'zh-CN', at)).toBe('中国标准时间');
    for (const locale of ['en', 'fr', 'es', 'zh-CN', 'zh-TW'])
      expect(zoneName('Asia/Shanghai', locale, at)).not.toContain('/');
  });
});
