// The app's routes: one encapsulated plugin per group of contract calls (typed so that every group
// has its plugin and every call of a group its handler: server/http/call-group.ts), and the list
// of operator route modules (registered inside the guarded operator plugin, app.ts).
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { CallGroupName } from '@/lib/api/call-schemas';
import { accountPlugin } from './account/plugin';
import { authPlugin } from './auth/plugin';
import { chatPlugin } from './chat/plugin';
import { contentPlugin } from './content/plugin';
import { catalogPlugin, ordersPlugin } from './market/plugin';
import { notifyPlugin, startNotifications } from './notify/plugin';
import { uploadPlugin } from './uploads/plugin';
import { walletPlugin } from './wallet/plugin';
import { contentOperatorRoutes } from './content/operator-routes';
import { identityOperatorRoutes } from './account/identity-routes';
import { userOperatorRoutes } from './account/user-operator-routes';
import { uploadOperatorRoutes } from './uploads/routes';
import { marketOperatorRoutes } from './market/operator-routes';
import { orderListOperatorRoutes } from './market/order-list-routes';
import { walletOperatorRoutes } from './wallet/operator-routes';
import { chatOperatorRoutes } from './chat/routes';
import { chatModerationRoutes } from './chat/moderation-reads';
import { backupOperatorRoutes } from './backup/routes';
import { consoleAuditRoutes } from './admin/console/audit-routes';
import { consoleDashboardRoutes } from './admin/console/dashboard';
import { exportOperatorRoutes } from './admin/exports/export-routes';
import { consoleOperatorRoutes } from './admin/console/operator-routes';
import { consoleSessionRoutes } from './admin/console/session-routes';

/** Every group of lib/api/call-schemas/ with its plugin: a group without one does not compile. */
export const callGroupPlugins: Record<CallGroupName, FastifyPluginAsync> = {
  auth: authPlugin,
  catalog: catalogPlugin,
  orders: ordersPlugin,
  wallet: walletPlugin,
  account: accountPlugin,
  content: contentPlugin,
  upload: uploadPlugin,
  chat: chatPlugin,
  notify: notifyPlugin,
};

export async function registerCallGroups(app: FastifyInstance): Promise<void> {
  for (const plugin of Object.values(callGroupPlugins)) await app.register(plugin);
  startNotifications(app);
}

/** Every operator route module: registered inside the guarded operator plugin (app.ts). */
export const operatorRouteModules = [
  contentOperatorRoutes,
  identityOperatorRoutes,
  userOperatorRoutes,
  marketOperatorRoutes,
  orderListOperatorRoutes,
  walletOperatorRoutes,
  chatOperatorRoutes,
  chatModerationRoutes,
  uploadOperatorRoutes,
  backupOperatorRoutes,
  consoleSessionRoutes,
  consoleOperatorRoutes,
  consoleAuditRoutes,
  consoleDashboardRoutes,
  exportOperatorRoutes,
];
