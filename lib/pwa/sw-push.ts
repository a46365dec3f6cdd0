// Web Push in the service worker (docs/notifications.md): `push` shows the notification the server
// wrote in the subscription's language (title, body; the notification id as tag, so a repeat
// replaces itself); `notificationclick` focuses an open Gavel window and takes it to the
// notification's screen, or opens one there. Only same-origin app paths are followed.
// Kept free of DOM-only APIs; the narrow worker types are declared here like sw-scope.ts does.

export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

interface PushEventLike extends Event {
  readonly data: { json(): unknown } | null;
  waitUntil(p: Promise<unknown>): void;
}

interface NotificationLike {
  readonly data: unknown;
  close(): void;
}

interface NotificationClickEventLike extends Event {
  readonly notification: NotificationLike;
  waitUntil(p: Promise<unknown>): void;
}

interface WindowClientLike {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

export interface PushScope {
  readonly location: { origin: string };
  readonly registration: {
    showNotification(
      title: string,
      options: { body: string; tag: string; data: unknown; icon: string; badge: string },
    ): Promise<void>;
  };
  readonly clients: {
    matchAll(options: { includeUncontrolled: boolean; type: 'window' }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEventLike) => void): void;
}

/** A root-relative app path (never another origin, never `//host`), else the home page. */
export function safePath(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') ? url : '/';
}

function readMessage(event: PushEventLike): PushMessage | null {
  try {
    const m = event.data?.json() as Partial<PushMessage> | undefined;
    if (!m || typeof m.title !== 'string' || typeof m.body !== 'string') return null;
    return { title: m.title, body: m.body, url: safePath(m.url), tag: typeof m.tag === 'string' ? m.tag : 'gavel' };
  } catch {
    return null;
  }
}

export function installPush(sw: PushScope): void {
  sw.addEventListener('push', (event) => {
    const m = readMessage(event);
    if (!m) return;
    event.waitUntil(
      sw.registration.showNotification(m.title, {
        body: m.body,
        tag: m.tag,
        data: { url: m.url },
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
      }),
    );
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = safePath((event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(
      (async () => {
        const windows = await sw.clients.matchAll({ includeUncontrolled: true, type: 'window' });
        const open = windows.find((w) => new URL(w.url).origin === sw.location.origin);
        if (open) {
          await open.focus();
          await open.navigate(url);
        } else {
          await sw.clients.openWindow(url);
        }
      })(),
    );
  });
}
