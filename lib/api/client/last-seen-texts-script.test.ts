// @vitest-environment happy-dom
// The repeat visit's inline script fills the skeleton's text slots from what this user last saw:
// the key the app stored, the user of the access token, as text and nothing else.
import { afterEach, describe, expect, it } from 'vitest';
import { LAST_SEEN_PREFIX, lastSeenTextKey } from '@/lib/storage';
import { lastSeenTextsScript } from './last-seen-texts-script';

const jwt = (sub: string) => `h.${btoa(JSON.stringify({ sub, exp: 9e9 })).replace(/=+$/, '')}.s`;
const store = (user: string, locale: string, text: string) =>
  localStorage.setItem(`${LAST_SEEN_PREFIX}${user}:${lastSeenTextKey('balance', locale)}`, text);
const slot = () => document.querySelector('[data-first-text="balance"]')!;
// The script as the page runs it: its text alone, nothing of this module in scope.
function run(locale = 'en'): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const script = new Function(lastSeenTextsScript(['balance'], locale, LAST_SEEN_PREFIX)) as () => void;
  script();
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('last-seen texts', () => {
  it("writes the user's last balance into the slot, as text", () => {
    localStorage.setItem('accessToken', jwt('42'));
    store('42', 'en', '<b>¥123.45</b>');
    document.body.innerHTML = '<span data-first-text="balance"></span>';
    run();
    expect(slot().textContent).toBe('<b>¥123.45</b>');
    expect(slot().children).toHaveLength(0);
  });

  it("never another user's, another locale's, a long one, or over a slot already filled", () => {
    store('-', 'en', '¥1.00');
    store('7', 'en', '¥7.00');
    localStorage.setItem('accessToken', jwt('42'));
    store('42', 'fr', '42,00 CNY');
    document.body.innerHTML = '<span data-first-text="balance"></span>';
    run();
    expect(slot().textContent).toBe('');
    store('42', 'en', 'x'.repeat(65));
    run();
    expect(slot().textContent).toBe('');
    store('42', 'en', '¥42.00');
    document.body.innerHTML = '<span data-first-text="balance">¥9.00</span>';
    run();
    expect(slot().textContent).toBe('¥9.00');
  });

  it('logged out or with an unreadable token, only what was stored for no one', () => {
    localStorage.setItem('accessToken', 'not-a-jwt');
    store('42', 'en', '¥42.00');
    document.body.innerHTML = '<span data-first-text="balance"></span>';
    run();
    expect(slot().textContent).toBe('');
  });
});
