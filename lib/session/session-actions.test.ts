// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { completeLogin, logout } from './session-actions';
import { sessionTokens } from './session-store';

const order: string[] = [];
let logoutFails = false;
vi.mock('@/lib/api/client/request', () => ({
  callApi: (name: string) => {
    order.push(`call:${name}`);
    return logoutFails && name === 'logout' ? Promise.reject(new Error('offline')) : Promise.resolve({ ok: true });
  },
}));
vi.mock('@/lib/api/hooks/invalidate', () => ({
  clearPrivateReads: () => {
    order.push('clearPrivateReads');
    return Promise.resolve();
  },
  invalidateAll: () => {
    order.push('invalidateAll');
    return Promise.resolve();
  },
}));
vi.mock('@/lib/pwa/sw-post', () => ({
  postToServiceWorker: (m: { type: string }) => order.push(`sw:${m.type}`),
}));

beforeEach(() => {
  order.length = 0;
  logoutFails = false;
  localStorage.clear();
});

describe('logout', () => {
  it('ends the session on the server first, then forgets tokens, the user, private reads and caches', async () => {
    sessionTokens.set('access', 'refresh');
    localStorage.setItem('info', '{"id":1}');
    sessionTokens.subscribe(() => order.push(`tokens:${sessionTokens.access() ?? 'none'}`));
    await logout();
    expect(order).toEqual(['call:logout', 'tokens:none', 'sw:CLEAR_PRIVATE_CACHES', 'clearPrivateReads']);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('info')).toBeNull();
  });

  it('starts the way out (leave) after the server, before forgetting the tokens', async () => {
    sessionTokens.set('access', 'refresh');
    const stop = sessionTokens.subscribe(() => order.push(`tokens:${sessionTokens.access() ?? 'none'}`));
    order.length = 0;
    await logout(() => order.push('leave'));
    stop();
    const at = (step: string) => order.indexOf(step);
    expect(at('call:logout')).toBeLessThan(at('leave'));
    expect(at('leave')).toBeLessThan(at('tokens:none'));
  });

  it('still logs out on this phone when the server cannot be reached', async () => {
    sessionTokens.set('access', 'refresh');
    logoutFails = true;
    await logout();
    expect(order).toContain('clearPrivateReads');
    expect(sessionTokens.access()).toBeNull();
  });

  it('ends the browser’s push subscription too, after the server and before forgetting the tokens', async () => {
    // A browser with Web Push and a subscription (happy-dom has neither).
    const unsubscribe = vi.fn(() => {
      order.push('push:unsubscribe');
      return Promise.resolve(true);
    });
    const registration = { pushManager: { getSubscription: () => Promise.resolve({ unsubscribe }) } };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: () => Promise.resolve(registration) },
    });
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', class {});
    try {
      sessionTokens.set('access', 'refresh');
      const stop = sessionTokens.subscribe(() => order.push(`tokens:${sessionTokens.access() ?? 'none'}`));
      order.length = 0;
      await logout();
      stop();
      expect(unsubscribe).toHaveBeenCalledTimes(1);
      expect(order.filter((o) => o !== 'tokens:none').slice(0, 2)).toEqual(['call:logout', 'push:unsubscribe']);
      expect(order.indexOf('push:unsubscribe')).toBeLessThan(order.indexOf('tokens:none'));
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('still logs out when the browser cannot unsubscribe', async () => {
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: () => Promise.reject(new Error('no worker')) },
    });
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', class {});
    try {
      sessionTokens.set('access', 'refresh');
      await logout();
      expect(sessionTokens.access()).toBeNull();
      expect(order).toContain('clearPrivateReads');
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('does not call the server without a session', async () => {
    await logout();
    expect(order).not.toContain('call:logout');
    expect(order).toContain('clearPrivateReads');
  });
});

describe('completeLogin', () => {
  it('reads and stores the user, then refreshes every cached read', async () => {
    await completeLogin();
    expect(order).toEqual(['call:getInfo', 'invalidateAll']);
  });
});
