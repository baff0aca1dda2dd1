// The registry this project installs from lacks some other platforms' native binaries (for
// example @swc/core-darwin-arm64), so `npm install` leaves them out of package-lock.json and
// `npm ci` then refuses the lock. This adds each missing optional platform package with its
// os and cpu, which `npm ci` skips on a machine they do not fit. Run it after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const lockFile = 'package-lock.json';
const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
const packages = lock.packages;

const OS = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];
const platformOf = (name) => {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  return os && cpu ? { os: [os], cpu: [cpu] } : undefined;
};

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue;
    packages[`node_modules/${name}`] = { version: range, optional: true, ...platform };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Added ${added} optional platform package(s) to ${lockFile}.`);
