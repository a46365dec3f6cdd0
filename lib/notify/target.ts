// Where a notification leads (docs/notifications.md): the screen and query its type and data name.
// Shared by the notification centre and the service worker's notificationclick (the push payload
// carries the same route).
import type { NotificationData, NotificationType } from '../api/schemas/notify';
import type { RouteId } from '../routes';

export interface Target {
  route: RouteId;
  query?: Record<string, string | number>;
}

export function targetOf(type: NotificationType, data: NotificationData): Target {
  switch (type) {
    case 'window_soon':
      return { route: 'goods' };
    case 'watch_restocked':
    case 'watch_listed':
    case 'watch_consigned':
      return data.productId ? { route: 'goodsDetail', query: { id: data.productId } } : { route: 'watchlist' };
    case 'consign_sold':
      return { route: 'orders', query: { status: 'sold' } };
    case 'recharge_decided':
      return { route: 'rechargeRecord' };
    case 'withdraw_decided':
    case 'score_refund_decided':
      return { route: 'wallet' };
    case 'identity_decided':
      return { route: 'identity' };
    case 'delivery_shipped':
      return { route: 'orders', query: { status: 'shipped' } };
    case 'delivery_delivered':
      return { route: 'orders', query: { status: 'delivered' } };
    // After-sale steps open the order's requests (the reply form when support asked for more).
    case 'aftersale_info_requested':
    case 'aftersale_refunded':
    case 'aftersale_rejected':
      return data.orderId
        ? { route: 'afterSale', query: { id: data.orderId } }
        : { route: 'orders', query: { status: 'delivered' } };
    case 'notice_new':
      return { route: 'notice' };
    case 'account_status':
      return { route: 'mine' };
    case 'agreement_new':
      return data.articleId ? { route: 'article', query: { id: data.articleId } } : { route: 'notice' };
  }
}
