import path from 'node:path';
import { DEFAULT_CONNECTIONS, type ConnectionSettings } from './http/connections';

/** Settings from the environment, with the defaults a local run wants. */
export type ServerConfig = {
  port: number;
  host: string;
  /** DATABASE_URL when set, otherwise the PGlite data folder. */
  database: string;
  smtpUrl: string | undefined;
  publicUrl: string | undefined;
  outboxFile: string;
  /** TRUST_PROXY: see readTrustProxy. */
  trustProxy: TrustProxy;
  /** HEADERS_TIMEOUT_SECONDS, KEEP_ALIVE_TIMEOUT_SECONDS, MAX_CONNECTIONS, MAX_CONNECTIONS_PER_ADDRESS. */
  connections: ConnectionSettings;
  /** METRICS_TOKEN: the bearer token that opens /metrics; unset, there are no metrics. */
  metricsToken: string | undefined;
};

/** A whole number from the environment within [min, max], or the default when unset. */
function wholeNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = env[name]?.trim();
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!/^[0-9]+$/.test(value) || number < min || number > max)
    throw new Error(`${name}=${value}: give a whole number from ${min} to ${max}.`);
  return number;
}

/**
 * The connection bounds (http/connections.ts). Behind a proxy every connection comes from the
 * proxy's address, so there is no cap per address unless one is given: the proxy bounds its clients.
 */
function readConnections(env: NodeJS.ProcessEnv, trustProxy: TrustProxy): ConnectionSettings {
  const defaults = DEFAULT_CONNECTIONS;
  return {
    headersTimeoutMs:
      1000 * wholeNumber(env, 'HEADERS_TIMEOUT_SECONDS', defaults.headersTimeoutMs / 1000, 1, 300),
    keepAliveTimeoutMs:
      1000 * wholeNumber(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', defaults.keepAliveTimeoutMs / 1000, 1, 600),
    maxConnections: wholeNumber(env, 'MAX_CONNECTIONS', defaults.maxConnections, 1, 1_000_000),
    maxPerAddress: wholeNumber(
      env,
      'MAX_CONNECTIONS_PER_ADDRESS',
      trustProxy === false ? defaults.maxPerAddress : 0,
      0,
      1_000_000,
    ),
  };
}

/**
 * Which proxies in front of the server are trusted to say who the client is: none (false), a
 * number of hops, or the proxies' addresses (and CIDR ranges). The client's address is then the
 * rightmost X-Forwarded-For entry that no trusted proxy wrote: whatever a client writes on the
 * left of what its proxy appends is never believed.
 */
export type TrustProxy = false | number | string;

/**
 * TRUST_PROXY: unset, '' , 'false' or '0' trust no proxy; a whole number trusts that many hops
 * ('true' means one: the one reverse proxy of docs/nginx.conf); anything else is a
 * comma-separated list of the proxies' addresses or CIDR ranges (e.g. '10.0.0.1' or '10.0.0.0/8').
 */
function readTrustProxy(value: string | undefined): TrustProxy {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'false' || setting === '0') return false;
  if (setting === 'true') return 1;
  if (/^[0-9]+$/.test(setting)) {
    const hops = Number(setting);
    if (hops > 10) throw new Error(`TRUST_PROXY=${setting}: a count of proxy hops is at most 10.`);
    return hops;
  }
  const addresses = setting.split(',').map((item) => item.trim());
  if (addresses.some((item) => !/^[0-9a-fA-F.:/]+$/.test(item)))
    throw new Error(
      `TRUST_PROXY=${setting}: give a number of proxy hops, or the proxies' addresses (comma-separated).`,
    );
  return addresses.join(',');
}

/** A token short enough to guess would open the metrics to anyone: 32 characters at least. */
function readMetricsToken(value: string | undefined): string | undefined {
  const token = value?.trim();
  if (!token) return undefined;
  if (token.length < 32)
    throw new Error('METRICS_TOKEN: give at least 32 characters (openssl rand -hex 32).');
  return token;
}

export const DEFAULT_DATA_DIR = path.join('.data', 'db');
const DEFAULT_OUTBOX_FILE = path.join('.data', 'outbox.jsonl');

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const trustProxy = readTrustProxy(env.TRUST_PROXY);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    database: env.DATABASE_URL || env.DATA_DIR || DEFAULT_DATA_DIR,
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined,
    outboxFile: env.OUTBOX_FILE || DEFAULT_OUTBOX_FILE,
    trustProxy,
    connections: readConnections(env, trustProxy),
    metricsToken: readMetricsToken(env.METRICS_TOKEN),
  };
}

/** A URL fit for printing: any password in it is masked. */
export function describeDatabase(location: string): string {
  try {
    const url = new URL(location);
    if (url.password) url.password = '***';
    return url.protocol.startsWith('postgres') ? url.toString() : location;
  } catch {
    return location;
  }
}

/** Demo data goes into the embedded database by default, into PostgreSQL only with --demo. */
export function demoWanted(database: string, args: readonly string[]): boolean {
  if (args.includes('--demo')) return true;
  if (args.includes('--no-demo')) return false;
  return !/^postgres(ql)?:\/\//i.test(database);
}
