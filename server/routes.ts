// Registers every core route module (auth, account, content, uploads); lists the operator ones.
import type { FastifyInstance } from 'fastify';
import { loginRoutes } from './auth/login-routes';
import { smsRoutes } from './auth/sms-routes';
import { contentOperatorRoutes } from './content/operator-routes';
import { contentRoutes } from './content/routes';
import { passwordRoutes } from './auth/password-routes';
import { profileRoutes } from './account/profile-routes';
import { addressRoutes } from './account/address-routes';
import { bankRoutes } from './account/bank-routes';
import { identityOperatorRoutes, identityRoutes } from './account/identity-routes';
import { uploadOperatorRoutes, uploadRoutes } from './uploads/routes';
import { marketOperatorRoutes } from './market/operator-routes';
import { walletOperatorRoutes } from './wallet/operator-routes';
import { chatOperatorRoutes, chatRoutes } from './chat/routes';
import { backupOperatorRoutes } from './backup/routes';
import { registerNotifications } from './notify/plugin';
import { walletRoutes } from './wallet/routes';

export function registerCoreRoutes(app: FastifyInstance): void {
  smsRoutes(app);
  loginRoutes(app);
  passwordRoutes(app);
  profileRoutes(app);
  addressRoutes(app);
  bankRoutes(app);
  identityRoutes(app);
  contentRoutes(app);
  uploadRoutes(app);
  chatRoutes(app);
  walletRoutes(app);
  registerNotifications(app);
}

/** Every operator route module: registered inside the guarded operator plugin (app.ts). */
export const operatorRouteModules = [
  contentOperatorRoutes,
  identityOperatorRoutes,
  marketOperatorRoutes,
  walletOperatorRoutes,
  chatOperatorRoutes,
  uploadOperatorRoutes,
  backupOperatorRoutes,
];
