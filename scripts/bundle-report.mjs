// Where the bytes go: builds with webpack's stats and prints each chunk's gzip size and, for the
// chunks loaded before the first screen, the largest packages in them. `npm run bundle-report`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

mkdirSync('.bench', { recursive: true });
execFileSync('npx', ['webpack', '--mode', 'production', '--json=.bench/stats.json'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
const parsed = JSON.parse(readFileSync('.bench/stats.json', 'utf8'));
// webpack.config.ts builds the build-time Node bundle and the browser bundle: report the second.
const stats = parsed.children?.find((child) => child.name === 'console') ?? parsed;

const gzip = (file) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`.padStart(10);

const packageOf = (name) => {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name);
  return match ? match[1] : 'src (this project)';
};

console.log('Chunks (gzip), largest first:');
const chunks = stats.chunks
  .map((chunk) => {
    const files = chunk.files.filter((file) => file.endsWith('.js'));
    return { chunk, files, bytes: files.reduce((total, file) => total + gzip(file), 0) };
  })
  .sort((a, b) => b.bytes - a.bytes);
for (const { chunk, files, bytes } of chunks) {
  const top = [...new Set((chunk.modules ?? []).map((module) => packageOf(module.name)))]
    .slice(0, 4)
    .join(', ');
  console.log(`${kib(bytes)}  ${chunk.initial ? 'initial' : 'lazy   '}  ${files.join(' ')}  [${top}]`);
}

for (const { chunk } of chunks.filter(({ chunk }) => chunk.initial)) {
  console.log(
    `\nPackages in the initial chunk ${chunk.names.join(',') || chunk.id} (minified size before gzip):`,
  );
  const sizes = new Map();
  for (const module of chunk.modules ?? []) {
    for (const inner of module.modules ?? [module]) {
      const key = packageOf(inner.name ?? '');
      sizes.set(key, (sizes.get(key) ?? 0) + (inner.size ?? 0));
    }
  }
  [...sizes.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .forEach(([name, size]) => console.log(`${kib(size)}  ${name}`));
}
