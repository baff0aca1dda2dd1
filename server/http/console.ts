import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const DEFAULT_DIST_DIR = path.join(__dirname, '..', '..', 'dist');

// Built asset names carry a content hash, so they never change and can be cached for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * The built console and the API on one origin: files from dist/, index.html for any other
 * non-API GET (client-side routes), JSON 404s for the API. A missing /assets/ file stays a 404,
 * so a stale chunk name fails loudly instead of being answered with HTML.
 */
export async function registerConsole(
  app: FastifyInstance,
  options: {
    serve: boolean;
    distDir: string;
    /** How an API address no route took is answered, when not with the usual JSON 404. */
    apiNotFound?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  },
): Promise<void> {
  const built = options.serve && existsSync(path.join(options.distDir, 'index.html'));
  if (options.serve && !built) {
    console.warn(
      `The console is not built (no ${options.distDir}/index.html); run npm run build. Serving the API only.`,
    );
  }
  if (built) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      // The build writes .br and .gz copies; each client gets the smallest it accepts, with no
      // compressing per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const relative = path.relative(options.distDir, filePath);
        reply.header('Cache-Control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (built && wantsPage && !isApiPath(pathname) && !pathname.startsWith('/assets/')) {
      return reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
    }
    if (options.apiNotFound && isApiPath(pathname)) return options.apiNotFound(request, reply);
    const message = isApiPath(pathname) ? `No API endpoint ${request.method} ${pathname}` : 'Not found';
    return reply.code(404).send({ message });
  });
}
