// Live notifications (docs/notifications.md): a `notification` frame puts the new notification at
// the top of the cached first page of the centre and sets the unread count everywhere it shows
// (Mine's tab, its entry, the centre); a count-only frame (read on another device) and a
// reconnection refetch. A decision also re-reads what it changed, so a screen open on it follows
// without a reload (the identity screen shows a rejection and its form at once; a suspension shows
// its banner and disables Buy at once).
import type { CallResult } from '../api/registry';
import type { ServerFrame } from '../api/schemas/chat';
import { invalidate } from '../api/hooks/invalidate';
import { patchReads } from '../api/hooks/patch';
import type { Connection } from './connection';

type Page = CallResult<'GetNotifications'>;
type Notification = Page['items'][number];

export function withNotification(page: Page, n: Notification | null, unread: number): Page {
  if (n === null || page.items.some((x) => x.id === n.id)) return page.unread === unread ? page : { ...page, unread };
  // Only a first page (its newest item older than n) gets it; older pages just take the count.
  const first = page.items.length === 0 || (page.items[0]?.id ?? 0) < n.id;
  return { ...page, unread, items: first ? [n, ...page.items] : page.items };
}

export function bindNotifyEvents(connection: Connection): () => void {
  let connectedBefore = false;
  return connection.onFrame((f: ServerFrame) => {
    if (f.type === 'notification') {
      if (f.notification === null) void invalidate(['GetNotifications']);
      else {
        void patchReads('GetNotifications', (page) => withNotification(page, f.notification, f.unread));
        // The identity status shows on the identity screen, Mine and settings.
        if (f.notification.type === 'identity_decided') void invalidate(['getIdentity', 'getInfo']);
        // Suspended or active again: the banner on every screen and the disabled Buy, consign,
        // recharge and withdraw read getInfo's `suspended` (issue 37 #2).
        if (f.notification.type === 'account_status') void invalidate(['getInfo']);
      }
    } else if ((f.type === 'ready' && connectedBefore) || f.type === 'resync') {
      void invalidate(['GetNotifications']);
    }
    if (f.type === 'ready') connectedBefore = true;
  });
}
