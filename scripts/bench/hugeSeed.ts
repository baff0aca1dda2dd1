/**
 * The huge data set (1,000,000 log entries, 100,000 referrals) in a PGlite folder of the bench's
 * own, made once and reused while the seed and the migrations are unchanged: making it takes
 * minutes, reading it a second.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FOLDER = path.resolve('.bench/huge-db');
const KEY_FILE = `${FOLDER}.key`;
const INPUTS = ['server/seed', 'server/migrations'];

function inputsKey(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    const full = path.resolve(input);
    const files = statSync(full).isDirectory()
      ? readdirSync(full)
          .sort()
          .map((name) => path.join(full, name))
      : [full];
    for (const file of files) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The folder holding the huge data set, seeded first when missing or out of date. */
export function hugeDatabase(): string {
  const key = inputsKey();
  const current = existsSync(path.join(FOLDER, 'PG_VERSION')) && existsSync(KEY_FILE);
  if (current && readFileSync(KEY_FILE, 'utf8') === key) return FOLDER;
  console.log('Seeding the huge data set into .bench/huge-db (once; a few minutes)…');
  const seeded = spawnSync('npx', ['tsx', 'server/seed-cli.ts', '--huge', '--data', FOLDER], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error('Seeding the huge data set failed');
  writeFileSync(KEY_FILE, key);
  return FOLDER;
}
