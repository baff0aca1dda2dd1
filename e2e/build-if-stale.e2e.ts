/**
 * `npm start` builds only when what the build reads has changed (scripts/build-if-stale.mjs),
 * judged by content: a file touched, or edited and put back, builds nothing. Run on a copy of the
 * script in a scratch project whose `npm run build` only counts its runs.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';

const project = mkdtempSync(path.join(tmpdir(), 'console-start-'));
after(() => rmSync(project, { recursive: true, force: true }));

const file = (name: string) => path.join(project, name);
const builds = () => readFileSync(file('builds.txt'), 'utf8').length;
const start = (env: Record<string, string> = {}) =>
  execFileSync('node', [file('scripts/build-if-stale.mjs')], {
    cwd: project,
    env: { ...process.env, FORCE_BUILD: '', ANDROID_APP_URL: '', IOS_APP_URL: '', ...env },
    encoding: 'utf8',
  });

test('a second start builds nothing, a touched or reverted file builds nothing, a changed one builds', () => {
  mkdirSync(file('scripts'), { recursive: true });
  mkdirSync(file('src'));
  copyFileSync(path.resolve(__dirname, '../scripts/build-if-stale.mjs'), file('scripts/build-if-stale.mjs'));
  writeFileSync(file('builds.txt'), '');
  // Empties dist/ and writes its index.html, as the real build does; counts one build.
  const build = [
    "const fs = require('node:fs');",
    "fs.rmSync('dist', { recursive: true, force: true });",
    "fs.mkdirSync('dist');",
    "fs.writeFileSync('dist/index.html', 'built');",
    "fs.appendFileSync('builds.txt', 'x');",
  ].join(' ');
  writeFileSync(file('package.json'), JSON.stringify({ scripts: { build: `node -e "${build}"` } }));
  writeFileSync(file('src/main.tsx'), 'export const answer = 42;\n');
  writeFileSync(file('webpack.config.ts'), 'export default {};\n');

  const first = start();
  assert.equal(builds(), 1, 'the first start builds');
  // It says what the wait is before it, and how long it took after.
  assert.match(first, /^Building the console: [^\n]+\n[\s\S]*Built in \d+ s\.\n$/);
  assert.match(start(), /build skipped/);
  assert.equal(builds(), 1, 'a second start does not');

  const later = new Date(Date.now() + 60_000);
  utimesSync(file('src/main.tsx'), later, later);
  start();
  assert.equal(builds(), 1, 'a touched file builds nothing');

  writeFileSync(file('src/main.tsx'), 'export const answer = 43;\n');
  writeFileSync(file('src/main.tsx'), 'export const answer = 42;\n');
  start();
  assert.equal(builds(), 1, 'a file edited and put back builds nothing');

  writeFileSync(file('src/main.tsx'), 'export const answer = 43;\n');
  start();
  assert.equal(builds(), 2, 'a changed file builds');

  writeFileSync(file('src/extra.ts'), 'export {};\n');
  start();
  assert.equal(builds(), 3, 'an added file builds');

  start({ ANDROID_APP_URL: 'https://example.com/app' });
  assert.equal(builds(), 4, 'a changed store link builds');

  start({ ANDROID_APP_URL: 'https://example.com/app', FORCE_BUILD: '1' });
  assert.equal(builds(), 5, 'FORCE_BUILD=1 builds');
});
