// `npm run dev`: the reference API server and webpack's dev server side by side, in one terminal.
// The dev server proxies /api to API_TARGET (webpack.config.ts): here the server started beside it
// (on PORT, 4000 by default); when API_TARGET names another server, only the dev server starts.
// Either one stopping stops the other, with its exit code.
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

const children = commands.map(([command, args]) =>
  spawn(command, args, { cwd: root, env, stdio: 'inherit' }),
);
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
