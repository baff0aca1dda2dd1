import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify's request log, made safe: tokens travel in the x-auth-token header and in the query
 * strings of verification and reset links, and passwords in bodies. Headers and bodies are not
 * logged at all, and URLs only up to their query string.
 */
export function loggerOptions(destination?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level: 'info',
    ...(destination ? { stream: destination } : {}),
    redact: ['req.headers["x-auth-token"]', 'req.headers.authorization', 'req.body'],
    serializers: {
      req: (request: { method?: string; url?: string }) => ({
        method: request.method,
        url: request.url?.split('?')[0],
      }),
    },
  };
}
