import { demoNotice } from './admins';
import { createApp } from './app';
import { demoWanted, describeDatabase, readConfig } from './config';
import { drain, DRAIN_TIMEOUT_MS } from './http/draining';
import { specMinimalMode } from './http/specMinimal';

async function main(): Promise<void> {
  const config = readConfig();
  // The embedded database is the one-command demo; a real PostgreSQL gets demo data (and its
  // published password) only when asked with --demo.
  const demo = demoWanted(config.database, process.argv.slice(2));
  const server = await createApp({
    database: config.database,
    seed: demo ? 'demo' : 'none',
    outbox: config.outboxFile,
    smtpUrl: config.smtpUrl,
    serveConsole: true,
    publicUrl: config.publicUrl,
    logger: process.env.LOG_REQUESTS === '1',
    specMinimal: specMinimalMode(process.env.SPEC_MINIMAL) ?? false,
    trustProxy: config.trustProxy,
    connections: config.connections,
    metricsToken: config.metricsToken,
  });
  // From here a signal drains the instance, whatever it is doing (the demo notice checks hashes).
  const stop = async (signal: string) => {
    console.log(`${signal}: draining (unready, finishing the requests in flight)`);
    const finished = await drain(server);
    console.log(
      finished ? 'Drained; stopped.' : `Stopped after ${DRAIN_TIMEOUT_MS / 1000} s with requests unfinished.`,
    );
    process.exit(finished ? 0 : 1);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await server.app.listen({ port: config.port, host: config.host });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const url = config.publicUrl ?? `http://${config.host}:${port}`;

  console.log(`Referral Network Admin: ${url}`);
  console.log(`API: ${url}/api/v1   Database: ${describeDatabase(config.database)}`);
  try {
    for (const line of await demoNotice(server.db, demo)) console.log(line);
  } catch (error) {
    // A signal that came meanwhile closed the database under the notice: the drain goes on.
    if (!server.readiness.draining) throw error;
    return;
  }
  console.log(
    config.smtpUrl
      ? 'Mail goes out through SMTP_URL.'
      : `Mail is printed here and appended to ${config.outboxFile}.`,
  );
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
