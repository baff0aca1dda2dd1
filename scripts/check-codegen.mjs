// Fails when src/api/generated is stale against openapi/, and changes nothing: the client is
// generated afresh into a scratch copy of the layout it needs and compared file by file.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const committed = 'src/api/generated';
const scratch = mkdtempSync(join(tmpdir(), 'codegen-check-'));
const snapshot = (dir) =>
  Object.fromEntries(
    (existsSync(dir) ? readdirSync(dir) : []).map((file) => [file, readFileSync(join(dir, file), 'utf8')]),
  );

try {
  // The same relative layout, so imports in the generated files and Prettier's settings match.
  cpSync('openapi', join(scratch, 'openapi'), { recursive: true });
  mkdirSync(join(scratch, committed), { recursive: true });
  cpSync('src/api/baseApi.ts', join(scratch, 'src/api/baseApi.ts'));
  for (const file of ['.prettierrc.json', 'package.json']) cpSync(file, join(scratch, file));
  execFileSync(
    join(process.cwd(), 'node_modules/.bin/rtk-query-codegen-openapi'),
    ['openapi/codegen.config.ts'],
    {
      cwd: scratch,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_PATH: join(process.cwd(), 'node_modules') },
    },
  );
  const expected = snapshot(join(scratch, committed));
  const actual = snapshot(committed);
  const stale = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].filter(
    (file) => expected[file] !== actual[file],
  );
  if (stale.length > 0) {
    console.error(
      `The generated API client is stale against openapi/: ${stale.join(', ')}.\n` +
        'Run `npm run codegen` and commit src/api/generated.',
    );
    process.exit(1);
  }
  console.log(`Generated API client is up to date (${Object.keys(actual).length} files).`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
