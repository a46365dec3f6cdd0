// The service worker's push handlers, driven with a fake scope (a unit test: the real worker is
// exercised in e2e/notifications.spec.ts through the DevTools protocol).
import { describe, expect, it, vi } from 'vitest';
import { installPush, safePath, type PushScope } from './sw-push';

type Listener = (event: never) => void;

function fakeScope(windows: { url: string }[]) {
  const listeners = new Map<string, Listener>();
  const shown: unknown[] = [];
  const focused: string[] = [];
  const navigated: string[] = [];
  const opened: string[] = [];
  const scope = {
    location: { origin: 'https://gavel.test' },
    registration: {
      showNotification: vi.fn((title: string, options: unknown) => {
        shown.push({ title, options });
        return Promise.resolve();
      }),
    },
    clients: {
      matchAll: () =>
        Promise.resolve(
          windows.map((w) => ({
            url: w.url,
            focus: () => Promise.resolve(focused.push(w.url)),
            navigate: (u: string) => Promise.resolve(navigated.push(u)),
          })),
        ),
      openWindow: (u: string) => Promise.resolve(opened.push(u)),
    },
    addEventListener: (type: string, l: Listener) => listeners.set(type, l),
  } as unknown as PushScope;
  installPush(scope);
  const fire = async (type: string, event: object) => {
    let wait: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (wait = p) } as never);
    await wait;
  };
  return { fire, shown, focused, navigated, opened };
}

describe('service worker push', () => {
  it('shows the server’s text with the notification id as tag, and the route as data', async () => {
    const s = fakeScope([]);
    const payload = { title: '已补货', body: '明代杯 又有货了。', url: '/zh-CN/goods/detail/?id=7', tag: 'n42' };
    await s.fire('push', { data: { json: () => payload } });
    expect(s.shown).toEqual([
      {
        title: '已补货',
        options: expect.objectContaining({ body: payload.body, tag: 'n42', data: { url: payload.url } }) as unknown,
      },
    ]);
  });

  it('ignores a push it cannot read', async () => {
    const s = fakeScope([]);
    await s.fire('push', { data: { json: () => JSON.parse('not json') as unknown } });
    await s.fire('push', { data: null });
    expect(s.shown).toEqual([]);
  });

  it('a click focuses an open Gavel window and takes it to the route, else opens one', async () => {
    const open = fakeScope([{ url: 'https://other.test/' }, { url: 'https://gavel.test/en/home/' }]);
    const notification = { data: { url: '/en/mine/orders/?status=shipped' }, close: vi.fn() };
    await open.fire('notificationclick', { notification });
    expect(notification.close).toHaveBeenCalled();
    expect(open.focused).toEqual(['https://gavel.test/en/home/']);
    expect(open.navigated).toEqual(['/en/mine/orders/?status=shipped']);
    expect(open.opened).toEqual([]);

    const none = fakeScope([]);
    await none.fire('notificationclick', { notification: { data: { url: '/en/wallet/' }, close: vi.fn() } });
    expect(none.opened).toEqual(['/en/wallet/']);
  });

  it('follows only app paths of this origin', () => {
    expect(safePath('/en/goods/detail/?id=1')).toBe('/en/goods/detail/?id=1');
    expect(safePath('https://evil.test/')).toBe('/');
    expect(safePath('//evil.test/')).toBe('/');
    expect(safePath('/\\evil.test')).toBe('/');
    expect(safePath(42)).toBe('/');
  });
});
