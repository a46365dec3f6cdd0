// Sets request.userId from `Authorization: Bearer <access>`. With an expired access token and
// `X-Authorization: Bearer <refresh>`, rotates and answers the new pair in response headers.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withTx } from '../db/tx';
import { unauthorized } from '../http/errors';
import { rotateRefresh, sessionRevokedSoon, verifyAccess } from './tokens';

export const TOKEN_HEADERS = ['access-token', 'x-access-token'] as const;

function bearer(value: string | string[] | undefined): string | null {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(v.trim());
  return m?.[1] ?? null;
}

export function registerAuthHook(app: FastifyInstance): void {
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionFamily', null);
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    // Only the contract's calls (registerCall sets `auth`): decided on the matched route, not the URL.
    if (typeof req.routeOptions.config?.auth !== 'boolean') return;
    const { config, db, now, bus } = app.ctx;
    const needsLogin = req.routeOptions.config?.auth === true;
    const access = bearer(req.headers.authorization);
    const at = now();
    if (access) {
      const check = verifyAccess(config, access, at);
      if (check.kind === 'ok' && (await sessionRevokedSoon(db, check.familyId))) {
        if (needsLogin) throw unauthorized('Login expired', 'session_expired');
        return;
      }
      if (check.kind === 'ok') {
        req.userId = check.userId;
        req.sessionFamily = check.familyId;
        return;
      }
      if (check.kind === 'invalid') {
        if (needsLogin) throw unauthorized('Invalid token', 'session_expired');
        return;
      }
    }
    const refresh = bearer(req.headers['x-authorization']);
    if (!refresh) {
      if (needsLogin)
        throw unauthorized(access ? 'Login expired' : 'Please log in', access ? 'session_expired' : 'not_logged_in');
      return;
    }
    const rotated = await withTx(db, (tx) => rotateRefresh(tx, config, bus, refresh, at));
    if (rotated.kind === 'invalid') {
      reply.header('access-token', 'invalid_token');
      if (needsLogin) throw unauthorized('Login expired', 'session_expired');
      return;
    }
    reply.header('access-token', rotated.tokens.accessToken);
    reply.header('x-access-token', rotated.tokens.refreshToken);
    req.userId = rotated.userId;
    req.sessionFamily = rotated.familyId;
  });
}
