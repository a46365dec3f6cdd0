import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('links http and https URLs and keeps the rest as text', () => {
    expect(linkify('see https://example.com/a?b=1, and http://x.org.')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ', and ' },
      { kind: 'link', text: 'http://x.org', href: 'http://x.org/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links other schemes or markup', () => {
    for (const text of ['javascript:alert(1)', '<a href="x">y</a>', 'data:text/html,hi', '<img src=x onerror=1>']) {
      expect(linkify(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('stops a URL at quotes and angle brackets', () => {
    expect(linkify('"https://a.example/x"<b>')).toEqual([
      { kind: 'text', text: '"' },
      { kind: 'link', text: 'https://a.example/x', href: 'https://a.example/x' },
      { kind: 'text', text: '"<b>' },
    ]);
  });
});
