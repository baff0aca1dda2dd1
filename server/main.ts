import { demoNotice } from './admins';
import { createApp } from './app';
import { demoWanted, describeDatabase, readConfig } from './config';
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
  });
  await server.app.listen({ port: config.port, host: config.host });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const url = config.publicUrl ?? `http://${config.host}:${port}`;

  console.log(`Referral Network Admin: ${url}`);
  console.log(`API: ${url}/api/v1   Database: ${describeDatabase(config.database)}`);
  for (const line of await demoNotice(server.db, demo)) console.log(line);
  console.log(
    config.smtpUrl
      ? 'Mail goes out through SMTP_URL.'
      : `Mail is printed here and appended to ${config.outboxFile}.`,
  );

  const stop = async (signal: string) => {
    console.log(`${signal}: shutting down`);
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
