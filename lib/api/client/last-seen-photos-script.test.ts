// @vitest-environment happy-dom
// The repeat visit's inline script fills the skeleton's photo slots from this user's last-seen
// answer only: the key the app stored, the user of the access token, a photo URL and nothing else.
import { afterEach, describe, expect, it } from 'vitest';
import { FEATURED, pageHeadStart } from '../first-reads';
import { LAST_SEEN_PREFIX } from '@/lib/storage';
import { lastSeenPhotosScript } from './last-seen-photos-script';

const jwt = (sub: string) => `h.${btoa(JSON.stringify({ sub, exp: 9e9 })).replace(/=+$/, '')}.s`;
const list = (...thumbs: (string | null)[]) => ({
  items: thumbs.map((t) => ({ images: t === null ? [] : [{ url: `${t}-big`, thumb: t }] })),
  total: thumbs.length,
});
const store = (user: string, key: unknown[], data: unknown) =>
  localStorage.setItem(`${LAST_SEEN_PREFIX}${user}:${JSON.stringify(key)}`, JSON.stringify({ data, at: 1 }));
const slots = (n: number) => Array.from({ length: n }, (_, i) => `<img data-first-photo="${i}" alt="">`).join('');
const srcs = () => [...document.querySelectorAll('img')].map((i) => i.getAttribute('src'));
// The script as the page runs it: its text alone, nothing of this module in scope (evaluating the
// text, not calling the imported function, is what proves it is self-contained).
function run(page: 'home' | 'goods' | 'goodsDetail', locale = 'en'): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const script = new Function(lastSeenPhotosScript(pageHeadStart(page), locale, LAST_SEEN_PREFIX)) as () => void;
  script();
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('last-seen photos', () => {
  it("fills home's first two slots from the user's stored featured list, keeping each in its card's slot", () => {
    localStorage.setItem('accessToken', jwt('42'));
    store('42', ['getProductList', FEATURED, 'en'], list(null, '/uploads/b-thumb.webp', '/uploads/c-thumb.webp'));
    document.body.innerHTML = slots(2);
    run('home');
    expect(srcs()).toEqual([null, '/uploads/b-thumb.webp']);
  });

  it("never another user's answer, another locale's, or a slot the server already filled", () => {
    store('-', ['getProductList', FEATURED, 'en'], list('/uploads/anon.webp'));
    store('7', ['getProductList', FEATURED, 'en'], list('/uploads/seven.webp'));
    localStorage.setItem('accessToken', jwt('42'));
    document.body.innerHTML = slots(1);
    run('home');
    expect(srcs()).toEqual([null]);
    store('42', ['getProductList', FEATURED, 'fr'], list('/uploads/fr.webp'));
    run('home');
    expect(srcs()).toEqual([null]);
    store('42', ['getProductList', FEATURED, 'en'], list('/uploads/mine.webp'));
    document.body.innerHTML = '<img data-first-photo="0" src="/uploads/fresh.webp" alt="">';
    run('home');
    expect(srcs()).toEqual(['/uploads/fresh.webp']);
  });

  it('logged out reads what was stored logged out; only a same-origin path or an https URL is taken', () => {
    store('-', ['getProductList', FEATURED, 'en'], list('javascript:alert(1)', '//evil.example/x.webp'));
    document.body.innerHTML = slots(2);
    run('home');
    expect(srcs()).toEqual([null, null]);
    store('-', ['getProductList', FEATURED, 'en'], list('https://cdn.example/a.webp', '/uploads/b.webp'));
    run('home');
    expect(srcs()).toEqual(['https://cdn.example/a.webp', '/uploads/b.webp']);
  });

  it("an item's detail: its stored first photo for the URL's ?id=, nothing for a bad id", () => {
    store('-', ['getProduct', { id: 5 }, 'zh-CN'], {
      images: [{ url: '/uploads/5.webp', thumb: '/uploads/5-t.webp' }],
    });
    document.body.innerHTML = slots(1);
    history.replaceState(null, '', '/zh-CN/goods/detail/?id=x');
    run('goodsDetail', 'zh-CN');
    expect(srcs()).toEqual([null]);
    history.replaceState(null, '', '/zh-CN/goods/detail/?id=5');
    run('goodsDetail', 'zh-CN');
    expect(srcs()).toEqual(['/uploads/5.webp']);
  });

  it('broken storage never throws into the page', () => {
    localStorage.setItem('accessToken', 'not-a-jwt');
    localStorage.setItem(`${LAST_SEEN_PREFIX}-:${JSON.stringify(['getProductList', FEATURED, 'en'])}`, '{oops');
    document.body.innerHTML = slots(1);
    expect(() => run('home')).not.toThrow();
    expect(srcs()).toEqual([null]);
  });
});
