/**
 * @vitest-environment happy-dom
 */
// The photos the server put into a page's skeleton are read once, for that page's URL only.
import { afterEach, describe, expect, it } from 'vitest';
import { resetServedPhotos, servedPhoto } from './first-photos';

afterEach(() => {
  resetServedPhotos();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('servedPhoto', () => {
  it('gives each slot the photo the server wrote into the page, and nothing on another URL', () => {
    history.replaceState(null, '', '/en/goods/detail/?id=5');
    document.body.innerHTML =
      '<img data-first-photo="0" src="/u/5.webp" alt=""><img data-first-photo="1" alt="">' +
      '<img data-first-photo="0" src="/u/other.webp" alt=""><img data-first-photo="9" src="/u/9.webp" alt="">';
    expect(servedPhoto(0)).toBe('/u/5.webp');
    // An empty slot, and a number past the slots the server fills.
    expect(servedPhoto(1)).toBeUndefined();
    expect(servedPhoto(9)).toBeUndefined();
    // Read once: what the page holds later (the client's own renders) changes nothing.
    document.body.innerHTML = '';
    expect(servedPhoto(0)).toBe('/u/5.webp');
    // A client-side navigation to another item: its skeleton gets no photo of the first one.
    history.pushState(null, '', '/en/goods/detail/?id=6');
    expect(servedPhoto(0)).toBeUndefined();
  });

  it('a page the server did not fill has no photos', () => {
    document.body.innerHTML = '<img data-first-photo="0" alt="">';
    expect(servedPhoto(0)).toBeUndefined();
  });
});
