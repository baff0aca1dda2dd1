import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { hashesInProgress } from '../auth/passwords';
import type { Database } from '../db/database';
import type { ChangeFeed } from '../events/feed';
import type { WorkQueue } from './wholeLists';

const METRICS_PATH = '/metrics';

export type MetricsSources = {
  /** The bearer token a scraper sends; the metrics answer nothing without one (`METRICS_TOKEN`). */
  token: string;
  db: Database;
  changes: ChangeFeed;
  wholeLists: WorkQueue;
};

const SIGN_IN_ROUTE = '/api/v1/auth/login';
const IMPORT_ROUTE = '/api/v1/businesses/import';

/** Whether `sent` is `Bearer <token>`, compared in constant time. */
function bearerMatches(sent: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(sent ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The instance's metrics in Prometheus' text format (prom-client), at `GET /metrics` outside the
 * API, only for a scraper that sends the operator's token: requests by route (the route's pattern,
 * so the labels stay few), method and status with a latency histogram; open event streams; the
 * whole-list queue; imports; refused sign-ins; password hashes; the database pool; the process.
 * Each instance has its own registry.
 */
export function registerMetrics(app: FastifyInstance, sources: MetricsSources): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'referral_http_request_duration_seconds',
    help: 'Requests by route, method and status, and how long their answers took',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refusedSignIns = new Counter({
    name: 'referral_sign_in_refusals_total',
    help: 'Sign-ins refused by the throttle (429)',
    registers: [registry],
  });
  const imports = new Counter({
    name: 'referral_business_imports_total',
    help: 'Business imports (dry runs included) by status',
    labelNames: ['status'],
    registers: [registry],
  });
  new Gauge({
    name: 'referral_event_streams_open',
    help: 'Event streams open on this instance',
    registers: [registry],
    collect() {
      this.set(sources.changes.subscriberCount);
    },
  });
  new Gauge({
    name: 'referral_whole_lists',
    help: 'Whole-list answers running and waiting in their queue',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { running, waiting } = sources.wholeLists.counts();
      this.set({ state: 'running' }, running);
      this.set({ state: 'waiting' }, waiting);
    },
  });
  new Gauge({
    name: 'referral_password_hashes_in_progress',
    help: 'Password hashes being computed on this instance',
    registers: [registry],
    collect() {
      this.set(hashesInProgress());
    },
  });
  new Gauge({
    name: 'referral_db_pool_connections',
    help: "The PostgreSQL pool's connections by state (none on the embedded database)",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const counts = sources.db.poolCounts?.();
      if (!counts) return;
      this.set({ state: 'total' }, counts.total);
      this.set({ state: 'idle' }, counts.idle);
      this.set({ state: 'waiting' }, counts.waiting);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === METRICS_PATH) return;
    const status = String(reply.statusCode);
    requests.observe({ route, method: request.method, status }, reply.elapsedTime / 1000);
    if (route === SIGN_IN_ROUTE && reply.statusCode === 429) refusedSignIns.inc();
    if (route === IMPORT_ROUTE) imports.inc({ status });
  });

  app.get(METRICS_PATH, async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    if (!bearerMatches(request.headers.authorization, sources.token))
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer')
        .send({ message: 'A metrics token is required.' });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
