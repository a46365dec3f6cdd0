// The watchlist and notification calls' schemas (request, response, summary): one group of
// call-schemas.ts, a module of its own so the browser builds only the groups a screen calls.
import { empty, ok } from '../schemas/common';
import * as notify from '../schemas/notify';
import { schema } from './schema';

export const calls = {
  GetWatchList: schema({
    request: empty,
    response: notify.watchList,
    summary: "The user's watched items with live stock and status, newest watch first",
  }),
  AddWatch: schema({
    request: notify.watchRequest,
    response: ok,
    summary: 'Watch an item (again: no change)',
  }),
  RemoveWatch: schema({
    request: notify.watchRequest,
    response: ok,
    summary: 'Stop watching an item (not watched: no change)',
  }),
  GetNotifications: schema({
    request: notify.notificationsRequest,
    response: notify.notificationPage,
    summary: "A page of the user's notifications, newest first, with the unread count",
  }),
  ReadNotifications: schema({
    request: notify.readNotificationsRequest,
    response: notify.unreadCount,
    summary: 'Mark some or all notifications read; answers the unread count',
  }),
  GetNotificationSettings: schema({
    request: empty,
    response: notify.notificationSettings,
    summary: "The user's notification settings",
  }),
  SaveNotificationSettings: schema({
    request: notify.notificationSettings,
    response: notify.notificationSettings,
    summary: "Save the user's notification settings",
  }),
  GetPushPublicKey: schema({
    request: empty,
    response: notify.pushPublicKey,
    summary: "The server's VAPID public key for Web Push subscriptions",
  }),
  SavePushSubscription: schema({
    request: notify.pushSubscriptionRequest,
    response: ok,
    summary: "Save this device's Web Push subscription (one per device, removed on logout)",
  }),
  RemovePushSubscription: schema({
    request: notify.pushEndpointRequest,
    response: ok,
    summary: "Remove this device's Web Push subscription",
  }),
};
