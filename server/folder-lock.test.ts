import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { LOCK_FILE, lockDataFolder } from './db/folderLock';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { text } from './db/rows';
import { DEMO_PASSWORD } from './seed';

const ROOT = path.join(__dirname, '..');
const folder = mkdtempSync(path.join(tmpdir(), 'referral-lock-'));
after(() => rmSync(folder, { recursive: true, force: true }));

/** Runs one of the package's CLIs (server/<file>) as `npm run` would, and waits for it. */
function runCli(file: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join('server', file), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

test('a second server on the same data folder refuses to start, with a clear message', async () => {
  // Another live process (this test's parent) holds the folder.
  writeFileSync(path.join(folder, LOCK_FILE), String(process.ppid));
  await assert.rejects(openDatabase(folder), new RegExp(`in use by process ${process.ppid}`));
  rmSync(path.join(folder, LOCK_FILE));
});

test('the folder is locked while open and free again once closed', async () => {
  const db = await openDatabase(folder);
  assert.ok(existsSync(path.join(folder, LOCK_FILE)));
  await assert.rejects(openDatabase(folder), /already open in this process/);
  await db.close();
  assert.equal(existsSync(path.join(folder, LOCK_FILE)), false);
  const again = await openDatabase(folder);
  await again.close();
});

test('a lock left by a server that died is taken over', async () => {
  writeFileSync(path.join(folder, LOCK_FILE), '2147483646');
  const db = await openDatabase(folder);
  await db.close();
});

test('a lock held by a killed process its parent has not reaped yet (a zombie) is taken over at once', async () => {
  // `sh` starts a child that exits shortly, then becomes `sleep`, which never reaps it (the child
  // outlives the exec, so sh itself cannot reap it first).
  const parent = spawn('sh', ['-c', 'sleep 0.3 & echo $!; exec sleep 30'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const zombie = await new Promise<number>((resolve, reject) => {
      parent.stdout.once('data', (chunk: Buffer) => resolve(Number.parseInt(chunk.toString(), 10)));
      parent.once('error', reject);
    });
    const stateOf = () => {
      try {
        return readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1]?.charAt(0);
      } catch {
        return undefined;
      }
    };
    const deadline = Date.now() + 5000;
    while (stateOf() !== 'Z') {
      assert.ok(Date.now() < deadline, 'the child became a zombie');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    writeFileSync(path.join(folder, LOCK_FILE), String(zombie));
    const release = lockDataFolder(folder);
    assert.equal(readFileSync(path.join(folder, LOCK_FILE), 'utf8'), String(process.pid));
    release();
  } finally {
    parent.kill('SIGKILL');
  }
});

test('npm run seed and create-admin refuse a folder a server has open, name its process, and leave its data alone', async () => {
  const db = await openDatabase(folder);
  try {
    await migrate(db);
    await db.query("insert into regions (name) values ('Kept Region')");
    const seeded = runCli('seed-cli.ts', ['--data', folder], {});
    assert.notEqual(seeded.status, 0, seeded.output);
    assert.match(seeded.output, new RegExp(`in use by process ${process.pid}`));
    const admin = runCli('create-admin-cli.ts', ['--email', 'owner@example.org'], {
      DATA_DIR: folder,
      ADMIN_PASSWORD: 'a long chosen passphrase',
    });
    assert.notEqual(admin.status, 0, admin.output);
    assert.match(admin.output, new RegExp(`in use by process ${process.pid}`));
    // The server goes on: its data is there, and writes are acknowledged and kept.
    await db.query("insert into regions (name) values ('Written After')");
  } finally {
    await db.close();
  }
  const reopened = await openDatabase(folder);
  try {
    const names = (await reopened.query('select name from regions order by id')).map((row) =>
      text(row, 'name'),
    );
    assert.deepEqual(names, ['Kept Region', 'Written After']);
  } finally {
    await reopened.close();
  }
});

test('create-admin refuses the published demo password', () => {
  const other = mkdtempSync(path.join(tmpdir(), 'referral-admin-'));
  try {
    const answer = runCli('create-admin-cli.ts', ['--email', 'owner@example.org'], {
      DATA_DIR: other,
      ADMIN_PASSWORD: DEMO_PASSWORD,
    });
    assert.notEqual(answer.status, 0, answer.output);
    assert.match(answer.output, /published demo password/);
    assert.doesNotMatch(answer.output, /created/);
  } finally {
    rmSync(other, { recursive: true, force: true });
  }
});
