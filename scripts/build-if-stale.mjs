// `npm start`: runs the production build only when dist/ is older than what it is built from.
// A full build takes about 25 s; comparing modification times takes a few milliseconds.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Everything the build reads. */
const INPUTS = ['src', 'public', 'webpack.config.ts', 'tsconfig.json', 'package-lock.json', 'scripts/build'];
/** Settings baked into the build: a change of either needs a new build. */
const BUILD_ENV = ['ANDROID_APP_URL', 'IOS_APP_URL'];
// Inside dist/: the build empties dist/ first, so a build run by other means drops the stamp and
// the next start builds again rather than trusting files it did not see built.
const STAMP = path.join(root, 'dist', '.build-stamp.json');

function newestTime(entry) {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestTime(path.join(entry, name)));
  return newest;
}

function inputsTime() {
  return Math.max(
    ...INPUTS.map((input) => path.join(root, input))
      .filter((input) => existsSync(input))
      .map(newestTime),
  );
}

const env = Object.fromEntries(BUILD_ENV.map((name) => [name, process.env[name] ?? '']));

function readStamp() {
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8'));
  } catch {
    return null;
  }
}

const stamp = readStamp();
const upToDate =
  process.env.FORCE_BUILD !== '1' &&
  stamp !== null &&
  existsSync(path.join(root, 'dist', 'index.html')) &&
  stamp.inputsTime >= inputsTime() &&
  JSON.stringify(stamp.env) === JSON.stringify(env);

if (upToDate) {
  console.log('dist/ is up to date with the sources: build skipped (FORCE_BUILD=1 builds anyway).');
} else {
  // Taken before the build, so a file saved while it runs makes the next start build again.
  const before = inputsTime();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(STAMP, `${JSON.stringify({ inputsTime: before, env })}\n`);
}
