// `npm run dev`: the reference API server and webpack's dev server side by side, in one terminal.
// The dev server proxies /api to API_TARGET (webpack.config.ts): here the server started beside it
// (on PORT, 4000 by default); when API_TARGET names another server, only the dev server starts.
// Either one stopping stops the other, with its exit code. The dev server's address comes last.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const ownServer = !process.env.API_TARGET;
const env = ownServer
  ? { ...process.env, API_TARGET: `http://127.0.0.1:${process.env.PORT ?? 4000}` }
  : process.env;
const commands = [
  ...(ownServer ? [[bin('tsx'), ['server/main.ts']]] : []),
  [bin('webpack'), ['serve', '--mode', 'development', ...process.argv.slice(2)]],
];

// The address to open is the dev server's, printed once both have started: after the API's
// banner (whose address serves the last production build) and webpack's first compile, so that
// it is the last line of the start-up rather than lost above them.
const devUrl = `http://${process.env.DEV_HOST ?? '127.0.0.1'}:${process.env.DEV_PORT ?? 3000}`;
const waiting = { api: ownServer, compiled: true };
let announced = false;
function announceWhenReady() {
  if (announced || waiting.api || waiting.compiled) return;
  announced = true;
  console.log(`\nConsole (dev server, Fast Refresh): ${devUrl}   <- open this one`);
}

/** Passes a child's output through line by line, watching for the line that says it is up. */
function forward(stream, out, isUp, name) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      out.write(`${line}\n`);
      if (waiting[name] && isUp(line)) {
        waiting[name] = false;
        announceWhenReady();
      }
    }
  });
  stream.on('end', () => rest && out.write(rest));
}

const UP = {
  // server/main.ts's banner: its API line comes once it listens.
  api: (line) => line.startsWith('API: '),
  // webpack's summary of a compile, successful or not.
  compiled: (line) => /compiled (successfully|with)/.test(line),
};

const children = commands.map(([command, args], index) => {
  const name = ownServer && index === 0 ? 'api' : 'compiled';
  const child = spawn(command, args, { cwd: root, env, stdio: ['inherit', 'pipe', 'pipe'] });
  forward(child.stdout, process.stdout, UP[name], name);
  forward(child.stderr, process.stderr, UP[name], name);
  return child;
});
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}

for (const child of children) {
  child.on('exit', (code, signal) => stopAll(code ?? (signal ? 1 : 0)));
  child.on('error', (error) => {
    console.error(error.message);
    stopAll(1);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
