import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { adminCount, createAdmin } from './admins';
import { describeDatabase, readConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';

/*
 * npm run create-admin -- --email you@example.com [--first-name Ada] [--last-name Admin]
 * Creates a verified administrator in the database the server uses (DATABASE_URL, or DATA_DIR /
 * .data/db), with the password from ADMIN_PASSWORD or, when that is not set, typed at the prompt.
 * Stop the server first when it uses a PGlite data folder (one process per folder).
 */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY)
    throw new Error('Set ADMIN_PASSWORD, or run this in a terminal to type the password.');
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  try {
    return await prompt.question('Password for the new admin (at least 12 characters): ');
  } finally {
    prompt.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string', default: 'Admin' },
      'last-name': { type: 'string', default: 'Administrator' },
    },
    strict: true,
  });
  if (!values.email)
    throw new Error('Give the new admin’s address: npm run create-admin -- --email you@example.com');
  const config = readConfig();
  const db = await openDatabase(config.database);
  try {
    await db.exclusively(() => migrate(db));
    await createAdmin(db, {
      email: values.email,
      firstName: values['first-name'],
      lastName: values['last-name'],
      password: await readPassword(),
    });
    console.log(
      `Admin ${values.email} created in ${describeDatabase(config.database)} (${await adminCount(db)} admin(s) now).`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
