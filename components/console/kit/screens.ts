// The console's screens: path, title key, and the call whose role check decides whether the
// navigation shows it (facts.ts `roleMay`: what the server decides too).
import type { OperatorCallName } from '@/lib/api/operator/facts';

export const CONSOLE_SCREENS = {
  dashboard: { path: '/console/', needs: 'dashboard' },
  recharges: { path: '/console/recharges/', needs: 'queueApplications' },
  withdrawals: { path: '/console/withdrawals/', needs: 'queueApplications' },
  refunds: { path: '/console/refunds/', needs: 'queueApplications' },
  identities: { path: '/console/identities/', needs: 'queueIdentities' },
  aftersale: { path: '/console/aftersale/', needs: 'afterSaleQueue' },
  users: { path: '/console/users/', needs: 'userFind' },
  catalogue: { path: '/console/catalogue/', needs: 'productList' },
  orders: { path: '/console/orders/', needs: 'orderList' },
  market: { path: '/console/market/', needs: 'windowGet' },
  chat: { path: '/console/chat/', needs: 'chatGroups' },
  content: { path: '/console/content/', needs: 'noticeList' },
  audit: { path: '/console/audit/', needs: 'auditList' },
  operators: { path: '/console/operators/', needs: 'operatorList' },
  account: { path: '/console/password/', needs: 'changePassword' },
} as const satisfies Record<string, { path: string; needs: OperatorCallName }>;

export type ConsoleScreenId = keyof typeof CONSOLE_SCREENS;
/** In the navigation, in this order (the password screen is reached from the header). */
export const NAV_SCREENS: readonly ConsoleScreenId[] = [
  'dashboard',
  'recharges',
  'withdrawals',
  'refunds',
  'identities',
  'aftersale',
  'users',
  'catalogue',
  'orders',
  'market',
  'chat',
  'content',
  'audit',
  'operators',
];
