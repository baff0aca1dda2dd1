import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { LOCK_FILE } from './db/folderLock';
import { openDatabase } from './db/open';

const folder = mkdtempSync(path.join(tmpdir(), 'referral-lock-'));
after(() => rmSync(folder, { recursive: true, force: true }));

test('a second server on the same data folder refuses to start, with a clear message', async () => {
  // Another live process (this test's parent) holds the folder.
  writeFileSync(path.join(folder, LOCK_FILE), String(process.ppid));
  await assert.rejects(openDatabase(folder), /in use by another server \(process \d+\)/);
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
