// @vitest-environment happy-dom
// Web Push is chosen per notification type (the centre's types). Opening the settings never asks
// the browser's permission; turning on the first type does, once; more types subscribe without
// asking again; saving sends exactly the types ticked.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/lib/api/client/config';
import { loadContract } from '@/lib/api/client/contract-loader';
import { memoryTokenStore } from '@/lib/api/client/tokens';
import { NOTIFICATION_TYPES } from '@/lib/api/schemas/notify';
import en from '@/messages/en.json';
import { renderEn } from '@/components/ui/test-utils';
import { NotificationSettingsDialog } from './notification-settings';

let stored = { muted: false, windowLead: null as 5 | 15 | 60 | null, push: [] as string[] };
vi.mock('@/lib/api/hooks/use-reads', () => ({
  useNotificationSettings: () => ({
    data: stored,
    error: undefined,
    isLoading: false,
    refresh: () => Promise.resolve(),
  }),
}));
const saved: unknown[] = [];
vi.mock('@/lib/api/hooks/use-mutation', () => ({
  useApiMutation: () => ({
    isMutating: false,
    trigger: (input: unknown) => {
      saved.push(input);
      return Promise.resolve(input);
    },
  }),
}));
// enablePush's own calls: the server's key, then the device's subscription.
const pushCalls: string[] = [];
vi.mock('@/lib/api/client/request', () => ({
  callApi: (name: string) => {
    pushCalls.push(name);
    return Promise.resolve(name === 'GetPushPublicKey' ? { publicKey: 'BAAA' } : { ok: true });
  },
}));

// A browser with Web Push whose permission is still undecided.
const requestPermission = vi.fn(() => {
  FakeNotification.permission = 'granted';
  return Promise.resolve('granted');
});
class FakeNotification {
  static permission = 'default';
  static requestPermission = requestPermission;
}
const subscription = {
  toJSON: () => ({ endpoint: 'https://push.test/abc', keys: { p256dh: 'BBBB', auth: 'CCCC' } }),
};

const t = en.notify;
const box = (type: (typeof NOTIFICATION_TYPES)[number]) =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: t.pushTypes[type], hidden: true });
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

beforeAll(() => loadContract());
beforeEach(() => {
  saved.length = 0;
  pushCalls.length = 0;
  requestPermission.mockClear();
  FakeNotification.permission = 'default';
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve({
        pushManager: { getSubscription: () => Promise.resolve(null), subscribe: () => Promise.resolve(subscription) },
      }),
    },
  });
  configureApi({
    baseUrl: 'http://api.test',
    tokens: memoryTokenStore(),
    toast: () => undefined,
    translate: (k) => k,
    onLoginRequired: () => undefined,
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('NotificationSettingsDialog, Web Push per type', () => {
  it('one box per notification type; asks permission only when the first is turned on; saves the types', async () => {
    stored = { muted: false, windowLead: null, push: [] };
    renderEn(<NotificationSettingsDialog open onClose={() => undefined} />);
    for (const type of NOTIFICATION_TYPES) expect(box(type).checked).toBe(false);
    expect(requestPermission).not.toHaveBeenCalled();

    fireEvent.click(box('withdraw_decided'));
    await settle();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(box('withdraw_decided').checked).toBe(true);
    expect(pushCalls).toEqual(['GetPushPublicKey', 'SavePushSubscription']);

    fireEvent.click(box('delivery_shipped'));
    await settle();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(box('delivery_shipped').checked).toBe(true);
    // Only the types ticked: not the rest of a group.
    expect(box('delivery_delivered').checked).toBe(false);
    expect(box('recharge_decided').checked).toBe(false);

    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: t.settingsTitle, hidden: true }));
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(saved).toEqual([{ muted: false, windowLead: null, push: ['withdraw_decided', 'delivery_shipped'] }]);
  });

  it('shows the stored types ticked, one by one; refused permission leaves the box off with a reason', async () => {
    stored = { muted: false, windowLead: null, push: ['consign_sold'] };
    FakeNotification.permission = 'denied';
    renderEn(<NotificationSettingsDialog open onClose={() => undefined} />);
    expect(box('consign_sold').checked).toBe(true);
    expect(box('recharge_decided').checked).toBe(false);
    fireEvent.click(box('notice_new'));
    await settle();
    expect(requestPermission).not.toHaveBeenCalled();
    expect(box('notice_new').checked).toBe(false);
    expect(screen.getByRole('alert', { hidden: true }).textContent).toBe(t.pushDenied);
  });
});
