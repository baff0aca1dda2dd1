import type { FastifyInstance } from 'fastify';
import { findSessionUser } from '../auth/sessions';
import type { Database } from '../db/database';
import type { Operation } from '../openapi/document';
import { ApiError } from './errors';

export const SIGN_IN_REQUIRED = 'Please sign in.';
export const SESSION_ENDED = 'Your session has expired or was ended. Please sign in again.';
export const ADMIN_REQUIRED = 'This needs an administrator account.';

/**
 * Operations whose `security` asks for the session token get it checked before the body is
 * even parsed: no token or a dead one is a 401, a non-admin a 403 (every secured operation
 * is an admin one; non-admins only sign in, for the mobile app).
 */
export function registerAuthentication(
  app: FastifyInstance,
  db: Database,
  operations: readonly Operation[],
): void {
  const secured = new Set(operations.filter((op) => op.secured).map((op) => `${op.method} ${op.route}`));
  app.decorateRequest('sessionUser', null);
  app.addHook('onRequest', async (request) => {
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    if (!secured.has(`${method} ${request.routeOptions.url ?? ''}`)) return;
    const token = request.headers['x-auth-token'];
    if (typeof token !== 'string' || token === '') throw new ApiError(401, SIGN_IN_REQUIRED);
    const user = await findSessionUser(db, token);
    if (!user) throw new ApiError(401, SESSION_ENDED);
    if (!user.isAdmin) throw new ApiError(403, ADMIN_REQUIRED);
    request.sessionUser = user;
  });
}
