import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { migrationFiles } from '../db/migrate';
import { DatabaseUnavailableError } from '../db/unavailable';

/** Outside /api/v1 and outside the contract: for load balancers and orchestrators, not consoles. */
const LIVENESS_PATH = '/livez';
const READINESS_PATH = '/readyz';

/** A database that takes longer than this to answer a probe counts as down. */
const CHECK_TIMEOUT_MS = 1_000;
/** Probes this close together share one check: a probe every second costs one small query. */
const CHECK_REUSE_MS = 250;

type Verdict = { ready: true } | { ready: false; reason: string };

export type Readiness = {
  /** Whether this instance can serve: not draining, its database answering, its migrations applied. */
  check(): Promise<Verdict>;
  /** Turns the instance unready for good (SIGTERM): load balancers stop sending it requests. */
  startDraining(): void;
  readonly draining: boolean;
};

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createReadiness(db: Database): Readiness {
  const latest = migrationFiles().at(-1) ?? null;
  let draining = false;
  let last: { at: number; verdict: Promise<Verdict> } | null = null;

  async function ask(): Promise<Verdict> {
    try {
      const [row] = await within(
        db.query('select max(version) as version from schema_migrations'),
        CHECK_TIMEOUT_MS,
      );
      if ((row?.version ?? null) !== latest) return { ready: false, reason: 'migrations not applied' };
    } catch {
      return { ready: false, reason: 'database unavailable' };
    }
    return { ready: true };
  }

  return {
    async check() {
      if (draining) return { ready: false, reason: 'draining' };
      // Known at once, and never reused: a seed may start the moment it is lost.
      if (db.holdsInUseLock && !db.holdsInUseLock()) return { ready: false, reason: 'in-use lock lost' };
      const now = Date.now();
      if (last === null || now - last.at > CHECK_REUSE_MS) last = { at: now, verdict: ask() };
      return last.verdict;
    },
    startDraining() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}

/**
 * Liveness (the process serves HTTP) and readiness (it can serve the API: 503 while draining, while
 * its database is down or its in-use lock lost, or before its migrations are applied).
 */
export function registerHealth(app: FastifyInstance, readiness: Readiness): void {
  app.get(LIVENESS_PATH, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return { status: 'live' };
  });
  app.get(READINESS_PATH, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const verdict = await readiness.check();
    if (verdict.ready) return { status: 'ready' };
    return reply.code(503).send({ status: 'unready', reason: verdict.reason });
  });
}

/**
 * An instance that has lost its in-use lock (db/postgres.ts) serves no API request until it has it
 * back: a seed may be emptying the database. (Its queries are refused by the database as well.)
 */
export function registerServingGate(api: FastifyInstance, db: Database): void {
  const holds = db.holdsInUseLock;
  if (holds === undefined) return;
  api.addHook('onRequest', async () => {
    if (!holds()) throw new DatabaseUnavailableError('this instance does not hold the in-use lock');
  });
}
