/**
 * @vitest-environment happy-dom
 */
// The texts a repeat visit's script put into a page's skeleton are read once, for that page's URL only.
import { afterEach, describe, expect, it } from 'vitest';
import { resetServedTexts, servedText } from './first-texts';

afterEach(() => {
  resetServedTexts();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('servedText', () => {
  it('gives a slot the text the page holds, read once, and nothing on another URL', () => {
    history.replaceState(null, '', '/en/mine/');
    document.body.innerHTML = '<span data-first-text="balance">¥123.45</span><span data-first-text="other"></span>';
    expect(servedText('balance')).toBe('¥123.45');
    expect(servedText('other')).toBeUndefined();
    // Read once: the client's own renders change nothing.
    document.body.innerHTML = '';
    expect(servedText('balance')).toBe('¥123.45');
    history.pushState(null, '', '/en/wallet/');
    expect(servedText('balance')).toBeUndefined();
  });
});
