// The app's routes: one encapsulated plugin per group of contract calls (typed so that every group
// has its plugin and every call of a group its handler: server/http/call-group.ts), and likewise
// one per group of operator calls (server/operator/operator-group.ts), registered inside each guarded
// operator surface's plugin (app.ts).
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { CallGroupName } from '@/lib/api/call-schemas';
import type { OperatorGroupName } from '@/lib/api/operator/facts';
import { accountPlugin } from './account/plugin';
import { aftersalePlugin } from './aftersale/plugin';
import { afterSaleOperatorHandlers } from './aftersale/operator-routes';
import { authPlugin } from './auth/plugin';
import { chatPlugin } from './chat/plugin';
import { contentPlugin } from './content/plugin';
import { catalogPlugin, ordersPlugin } from './market/plugin';
import { notifyPlugin, startNotifications } from './notify/plugin';
import { uploadPlugin } from './uploads/plugin';
import { walletPlugin } from './wallet/plugin';
import { defineOperatorGroup } from './operator/operator-group';
import { configOperatorHandlers, contentOperatorHandlers } from './content/operator-routes';
import { localeOperatorHandlers } from './content/locale-operator-routes';
import { noticeOperatorHandlers } from './content/notice-operator-routes';
import { addressBook } from './account';
import { platformAccountOperatorHandlers } from './wallet/platform-accounts';
import { textRows } from './text-rows';
import { identityQueueHandlers } from './account/identity-routes';
import { identityBulkHandlers } from './account/identity-bulk';
import { userOperatorHandlers } from './account/user-operator-routes';
import { productPhotoHandlers, productPhotoScope, uploadsSweepHandlers } from './uploads/routes';
import { orderOperatorHandlers, productOperatorHandlers, windowOperatorHandlers } from './market/operator-routes';
import { orderListHandlers, productTypeListHandlers } from './market/order-list-routes';
import { orderBulkHandlers, productBulkHandlers } from './market/bulk-routes';
import { walletQueueHandlers } from './wallet/operator-routes';
import { chatOperatorHandlers } from './chat/routes';
import { chatModerationHandlers } from './chat/moderation-reads';
import { backupHandlers } from './backup/routes';
import { auditHandlers } from './admin/console/audit-routes';
import { dashboardHandlers } from './admin/console/dashboard';
import { exportHandlers } from './admin/exports/export-routes';
import { operatorAccountHandlers } from './admin/console/operator-routes';
import { consoleSessionHandlers } from './admin/console/session-routes';

/** Every group of lib/api/call-schemas/ with its plugin: a group without one does not compile. */
export const callGroupPlugins: Record<CallGroupName, FastifyPluginAsync> = {
  auth: authPlugin,
  catalog: catalogPlugin,
  orders: ordersPlugin(addressBook),
  wallet: walletPlugin,
  account: accountPlugin,
  content: contentPlugin,
  upload: uploadPlugin,
  chat: chatPlugin,
  notify: notifyPlugin,
  aftersale: aftersalePlugin,
};

export async function registerCallGroups(app: FastifyInstance): Promise<void> {
  for (const plugin of Object.values(callGroupPlugins)) await app.register(plugin);
  startNotifications(app);
}

/**
 * Every group of operator calls (lib/api/operator/groups/) with its plugin, joined from the
 * features' parts of its handler table: a group without its plugin, or a call of a group without
 * its handler, does not compile (server/operator/operator-group.ts).
 */
export const operatorGroupPlugins: Record<OperatorGroupName, FastifyPluginAsync> = {
  session: defineOperatorGroup('session', { ...consoleSessionHandlers, ...operatorAccountHandlers, ...auditHandlers }),
  users: defineOperatorGroup('users', userOperatorHandlers),
  queues: defineOperatorGroup('queues', {
    ...dashboardHandlers,
    ...identityQueueHandlers,
    ...identityBulkHandlers,
    ...walletQueueHandlers,
  }),
  catalogue: defineOperatorGroup(
    'catalogue',
    (app) => ({
      ...productOperatorHandlers(app),
      ...productBulkHandlers(app),
      ...productTypeListHandlers,
      ...productPhotoHandlers,
    }),
    { scoped: [productPhotoScope] },
  ),
  content: defineOperatorGroup('content', {
    ...contentOperatorHandlers,
    ...localeOperatorHandlers(textRows),
    ...noticeOperatorHandlers,
    ...platformAccountOperatorHandlers,
  }),
  orders: defineOperatorGroup('orders', { ...orderOperatorHandlers, ...orderBulkHandlers, ...orderListHandlers }),
  aftersale: defineOperatorGroup('aftersale', afterSaleOperatorHandlers),
  chat: defineOperatorGroup('chat', { ...chatOperatorHandlers, ...chatModerationHandlers }),
  exports: defineOperatorGroup('exports', exportHandlers),
  upkeep: defineOperatorGroup('upkeep', {
    ...windowOperatorHandlers,
    ...configOperatorHandlers,
    ...uploadsSweepHandlers,
    ...backupHandlers,
  }),
};

/** The operator groups' plugins: registered inside each guarded operator surface's plugin (app.ts). */
export const operatorRouteModules = Object.values(operatorGroupPlugins);
