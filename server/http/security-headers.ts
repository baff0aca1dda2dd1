import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Strict CSP: scripts only from this origin. Styles allow 'unsafe-inline' because antd injects
 * its CSS-in-JS at runtime; scripts never do. Workers (the insights page's aggregation) only from
 * this origin too, said outright rather than left to the fallback through script-src.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'worker-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}
