// Registers every core route module (auth, account, content, uploads, operator commands).
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
import { uploadRoutes } from './uploads/routes';

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
  contentOperatorRoutes(app);
  identityOperatorRoutes(app);
}
