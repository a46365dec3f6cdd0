// This device's Web Push subscription (docs/notifications.md). The browser's permission is asked
// only from a tap on a push type in the settings (never on page load); the subscription is made
// with the server's VAPID key and saved with the app's language, which the server writes the
// notifications in.
import { callApi } from '../api/client/request';

export type PushState = 'granted' | 'denied' | 'unsupported';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** Asks for permission (call from a tap), subscribes and saves the subscription. */
export async function enablePush(locale: string): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  // Asked only while undecided: in practice the first type turned on. Later taps (more types,
  // or after a logout ended this device's subscription) subscribe again without a prompt.
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await callApi('GetPushPublicKey', {});
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return 'unsupported';
  await callApi('SavePushSubscription', {
    endpoint: json.endpoint,
    keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
    locale: locale as 'en',
  });
  return 'granted';
}

/**
 * Ends this device's push subscription in the browser (logout, or the session ending otherwise).
 * The server has already dropped its row with the session; this stops the browser keeping a
 * subscription nobody sends to. Never throws: logging out goes on whatever happens here.
 */
export async function unsubscribePush(): Promise<void> {
  if (!pushSupported()) return;
  try {
    // getRegistration, not `ready`: without a service worker `ready` never settles.
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // Nothing to undo: the server no longer sends to it.
  }
}
