import Fastify, { type FastifyInstance } from 'fastify';
import { registerMetrics } from './http/metrics';
import { SESSIONS_PER_ACCOUNT } from './auth/sessions';
import type { TrustProxy } from './config';
import compress from '@fastify/compress';
import fastifyOpenapiGlue from 'fastify-openapi-glue';
import { passwordsAt, type HashCost } from './auth/passwords';
import { revokeSessions } from './auth/sessions';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase, type DatabaseLocation } from './db/open';
import { registerAuthentication } from './http/authentication';
import { DEFAULT_DIST_DIR, registerConsole } from './http/console';
import { limitConnections, DEFAULT_CONNECTIONS, type ConnectionSettings } from './http/connections';
import { registerErrorHandling } from './http/errors';
import { createReadiness, registerHealth, registerServingGate, type Readiness } from './http/health';
import { loggerOptions } from './http/logging';
import { newRequestId, registerRequestReference } from './http/requestId';
import { registerSecurityHeaders } from './http/security-headers';
import { createMailer, type Outbox } from './mail';
import { API_PREFIX, listOperations, loadOpenApiDocument } from './openapi/document';
import { withServerRules } from './openapi/serverRules';
import {
  registerSpecMinimal,
  specMinimalNotFound,
  withoutExtensions,
  type SpecMinimalMode,
} from './http/specMinimal';
import { ChangeFeed } from './events/feed';
import { DEFAULT_STREAM_SETTINGS, type StreamSettings } from './routes/events';
import { registerStrictIds } from './http/strictIds';
import { createWorkQueue, WHOLE_LIST_CONCURRENCY, WHOLE_LIST_WAITING } from './http/wholeLists';
import { createLoginThrottle, DEFAULT_THROTTLE, type ThrottleSettings } from './auth/throttle';
import { createValidatorCompiler } from './openapi/validation';
import { allHandlers } from './routes';
import { registerImportBodyLimit } from './routes/businessImport';
import { seedIfEmpty, type SeedKind } from './seed';

const BODY_LIMIT_BYTES = 100 * 1024;

export type AppOptions = {
  /** 'memory', a PGlite data folder, a postgres:// URL, or an already open database. */
  database?: DatabaseLocation | Database;
  /** What to put into an empty database at start. */
  seed?: SeedKind;
  /** 'memory' keeps mail in `outbox` only; a file path also prints it and appends it there as JSON lines. */
  outbox?: 'memory' | string;
  /** Send mail through this SMTP server instead. */
  smtpUrl?: string;
  serveConsole?: boolean;
  distDir?: string;
  /** Origin for links in emails; defaults to the address the server listens on. */
  publicUrl?: string;
  /** Fastify's request log, to stdout or a given stream; off by default. Never includes tokens. */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** Sign-in throttling (defaults: 5 free attempts per client and address, 30 a minute per client). */
  loginThrottle?: Partial<ThrottleSettings>;
  /**
   * The scrypt cost of new hashes and of the comparison for an unknown address; OWASP's by default.
   * For tests that count sign-ins rather than check the hash; the CLI has no way to set it.
   */
  passwordCost?: HashCost;
  /**
   * Behind reverse proxies: how many hops, or which addresses, to trust (Fastify's trustProxy with
   * a number or a list; never `true`, which would believe whatever a client writes first in
   * X-Forwarded-For). The client's address is the rightmost one no trusted proxy wrote.
   */
  trustProxy?: TrustProxy;
  /**
   * Answer as a backend that keeps only the specification's promises (see http/specMinimal.ts):
   * `true` or `'json'`, or `'html'` for unknown paths answered with an HTML page, as by a proxy.
   */
  specMinimal?: boolean | SpecMinimalMode;
  /** The event streams' heartbeat and session re-check, and how many events are kept for resuming. */
  events?: Partial<StreamSettings> & { bufferSize?: number };
  /**
   * How many whole lists may wait their turn (WHOLE_LIST_WAITING unless given): a test fills a
   * shorter queue with fewer lists, each of which it has to build.
   */
  wholeListsWaiting?: number;
  /**
   * Serves the metrics at /metrics (http/metrics.ts) to a scraper sending this bearer token; without
   * one there are no metrics at all.
   */
  metricsToken?: string;
  /** Live sessions per account (SESSIONS_PER_ACCOUNT unless given); a sign-in beyond ends the oldest. */
  sessionsPerAccount?: number;
  /** Timeouts and caps of the connections (http/connections.ts; DEFAULT_CONNECTIONS unless given). */
  connections?: Partial<ConnectionSettings>;
};

export type RunningApp = {
  app: FastifyInstance;
  db: Database;
  outbox: Outbox;
  /** This instance's change events (events/feed.ts). */
  changes: ChangeFeed;
  /** What /readyz answers (http/health.ts). */
  readiness: Readiness;
  /** Ends every session, as if each token had been revoked. */
  revokeAllSessions(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Fastify takes the addresses as they are; a hop count it would refuse (it cannot check the
 * immediate peer), so it is given as proxy-addr's own hop rule: the first `hops` addresses, counted
 * from the socket, are proxies. Only for a server no client can reach except through them.
 */
function fastifyTrustProxy(
  setting: TrustProxy,
): string | false | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return setting === 0 ? false : (_address, hop) => hop < setting;
}

function listeningUrl(app: FastifyInstance): string {
  const address = app.addresses().find((item) => typeof item === 'object');
  if (address === undefined || typeof address === 'string') return 'http://localhost';
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

export async function createApp(options: AppOptions = {}): Promise<RunningApp> {
  const specMinimal: SpecMinimalMode | null =
    options.specMinimal === true ? 'json' : options.specMinimal || null;
  const db =
    typeof options.database === 'object'
      ? options.database
      : await openDatabase(options.database ?? 'memory', { inUse: true });
  try {
    // Under the schema lock: instances started together on one empty PostgreSQL migrate and seed once.
    await db.exclusively(async () => {
      await migrate(db);
      await seedIfEmpty(db, options.seed ?? 'none');
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  let changes: ChangeFeed;
  try {
    changes = await ChangeFeed.start(db, options.events?.bufferSize);
  } catch (error) {
    await db.close();
    throw error;
  }

  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    genReqId: newRequestId,
    requestIdHeader: false,
    logger: options.logger
      ? loggerOptions(typeof options.logger === 'object' ? options.logger.stream : undefined)
      : false,
  });
  limitConnections(app.server, { ...DEFAULT_CONNECTIONS, ...options.connections });
  const mailer = createMailer({
    smtpUrl: options.smtpUrl,
    outboxFile: options.outbox === undefined || options.outbox === 'memory' ? null : options.outbox,
    print: options.outbox !== undefined && options.outbox !== 'memory',
  });

  // An empty body with a JSON content type (as some clients send on DELETE) means no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });

  registerErrorHandling(app, { requestLog: Boolean(options.logger) });
  await registerSecurityHeaders(app);
  // A spec-only backend gives no reference: the console shows none.
  if (!specMinimal) registerRequestReference(app);
  const readiness = createReadiness(db);
  registerHealth(app, readiness);

  const contract = withServerRules(loadOpenApiDocument());
  // A spec-only backend has no extension routes at all: they answer as any unknown address does.
  const document = specMinimal ? withoutExtensions(contract) : contract;
  const operations = listOperations(document);
  const wholeLists = createWorkQueue(WHOLE_LIST_CONCURRENCY, options.wholeListsWaiting ?? WHOLE_LIST_WAITING);
  if (options.metricsToken) registerMetrics(app, { token: options.metricsToken, db, changes, wholeLists });
  const handlers = allHandlers({
    db,
    mailer,
    publicUrl: () => options.publicUrl ?? listeningUrl(app),
    loginThrottle: createLoginThrottle(db, { ...DEFAULT_THROTTLE, ...options.loginThrottle }),
    passwords: passwordsAt(options.passwordCost),
    wholeLists,
    changes,
    streams: { ...DEFAULT_STREAM_SETTINGS, ...options.events },
    sessionsPerAccount: options.sessionsPerAccount ?? SESSIONS_PER_ACCOUNT,
  });
  const unhandled = operations.filter((op) => !(op.operationId in handlers)).map((op) => op.operationId);
  if (unhandled.length > 0) throw new Error(`No handler for: ${unhandled.join(', ')}`);

  await app.register(async (api) => {
    api.setValidatorCompiler(createValidatorCompiler());
    // Responses are plain JSON.stringify: response schemas are checked by the contract tests,
    // not silently enforced (which would drop or coerce fields) at run time.
    api.setSerializerCompiler(() => (data) => JSON.stringify(data));
    registerServingGate(api, db);
    registerAuthentication(api, db, operations);
    registerStrictIds(api);
    if (specMinimal) registerSpecMinimal(api, document, operations);
    // API answers are private to the signed-in user; no cache should keep them.
    api.addHook('onSend', async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
    });
    // Answers over 1 KiB leave compressed (br or gzip, as the client offers), registered after
    // the hooks above so they see the JSON before it is compressed.
    await api.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
    registerImportBodyLimit(api);
    await api.register(fastifyOpenapiGlue, {
      specification: document,
      prefix: API_PREFIX,
      operationResolver: (operationId: string) => {
        const handler = handlers[operationId];
        if (!handler) throw new Error(`No handler for ${operationId}`);
        return handler;
      },
    });
  });

  // Open event streams would keep the server from closing: they end first.
  app.addHook('preClose', async () => changes.endStreams());

  await registerConsole(app, {
    serve: options.serveConsole ?? false,
    distDir: options.distDir ?? DEFAULT_DIST_DIR,
    apiNotFound: specMinimal ? specMinimalNotFound(document, specMinimal) : undefined,
  });
  await app.ready();

  return {
    app,
    db,
    outbox: mailer.outbox,
    changes,
    readiness,
    revokeAllSessions: () => revokeSessions(db),
    async close() {
      await app.close();
      await changes.close();
      await db.close();
    },
  };
}
