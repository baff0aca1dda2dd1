// `npm start`: runs the production build only when what it is built from has changed since the
// last build. Judged by content, not file times: a file touched, or edited and reverted, builds
// nothing; hashing the inputs takes well under a second.
import { createHash } from 'node:crypto';
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

/** Every file under the inputs, as paths from the root, in a fixed order. */
function inputFiles(entry) {
  const absolute = path.join(root, entry);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [entry];
  return readdirSync(absolute)
    .sort()
    .flatMap((name) => inputFiles(path.join(entry, name)));
}

/** One hash of the inputs' names and contents: a file added, removed, renamed or changed moves it. */
function inputsHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(inputFiles)) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const env = Object.fromEntries(BUILD_ENV.map((name) => [name, process.env[name] ?? '']));

function readStamp() {
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8'));
  } catch {
    return null;
  }
}

// Taken before the build, so a file saved while it runs makes the next start build again.
const hash = inputsHash();
const stamp = readStamp();
const upToDate =
  process.env.FORCE_BUILD !== '1' &&
  stamp !== null &&
  existsSync(path.join(root, 'dist', 'index.html')) &&
  stamp.inputsHash === hash &&
  JSON.stringify(stamp.env) === JSON.stringify(env);

if (upToDate) {
  console.log('dist/ was built from these sources: build skipped (FORCE_BUILD=1 builds anyway).');
} else {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // A line to say what the wait is, webpack's progress as one line (BUILD_PROGRESS), and only
  // its errors and warnings rather than every file it wrote.
  console.log(
    'Building the console: its sources changed since the last build (a few minutes the first time).',
  );
  const started = Date.now();
  const build = spawnSync(npm, ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BUILD_PROGRESS: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
  writeFileSync(STAMP, `${JSON.stringify({ inputsHash: hash, env })}\n`);
}
