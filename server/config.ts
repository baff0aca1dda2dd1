import path from 'node:path';

/** Settings from the environment, with the defaults a local run wants. */
export type ServerConfig = {
  port: number;
  host: string;
  /** DATABASE_URL when set, otherwise the PGlite data folder. */
  database: string;
  smtpUrl: string | undefined;
  publicUrl: string | undefined;
  outboxFile: string;
  /** TRUST_PROXY: 'true' (trust X-Forwarded-For from any proxy) or the proxies' addresses, comma-separated. */
  trustProxy: boolean | string;
};

function readTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  return value === 'true' || value === '1' ? true : value;
}

export const DEFAULT_DATA_DIR = path.join('.data', 'db');
export const DEFAULT_OUTBOX_FILE = path.join('.data', 'outbox.jsonl');

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    database: env.DATABASE_URL || env.DATA_DIR || DEFAULT_DATA_DIR,
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined,
    outboxFile: env.OUTBOX_FILE || DEFAULT_OUTBOX_FILE,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
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
