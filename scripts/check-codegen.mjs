// Fails when src/api/generated is stale against openapi/: regenerates and compares.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'src/api/generated';
const snapshot = () =>
  Object.fromEntries(
    (existsSync(dir) ? readdirSync(dir) : []).map((file) => [file, readFileSync(join(dir, file), 'utf8')]),
  );

const before = snapshot();
execFileSync('npm', ['run', '-s', 'codegen'], { stdio: ['ignore', 'ignore', 'inherit'] });
const after = snapshot();

const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
  (file) => before[file] !== after[file],
);
if (changed.length > 0) {
  console.error(
    `The generated API client was stale against openapi/ and has been regenerated: ${changed.join(', ')}.\n` +
      'Review and commit the files in src/api/generated.',
  );
  process.exit(1);
}
console.log(`Generated API client is up to date (${Object.keys(after).length} files).`);
