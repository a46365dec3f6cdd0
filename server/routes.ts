// Registers every core route module (auth, account, content, uploads, operator commands).
import type { FastifyInstance } from 'fastify';
import { loginRoutes } from './auth/login-routes';
import { smsRoutes } from './auth/sms-routes';
import { contentOperatorRoutes } from './content/operator-routes';

export function registerCoreRoutes(app: FastifyInstance): void {
  smsRoutes(app);
  loginRoutes(app);
  contentOperatorRoutes(app);
}
