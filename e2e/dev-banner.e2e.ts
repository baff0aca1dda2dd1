/**
 * `npm run dev` prints the dev server's address last, after the API's banner (whose address serves
 * the last production build) and webpack's first compile, whichever comes later. Run on a copy of
 * scripts/dev.mjs in a scratch project whose `tsx` and `webpack` only print what the real ones do.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, test } from 'node:test';

const project = mkdtempSync(path.join(tmpdir(), 'console-dev-'));
after(() => rmSync(project, { recursive: true, force: true }));

/** A stand-in program: prints its lines `delay` ms apart, then exits (which stops the other). */
function fakeBin(name: string, lines: string[], delayMs: number, exitAfterMs: number) {
  const script = [
    '#!/usr/bin/env node',
    `const lines = ${JSON.stringify(lines)};`,
    `lines.forEach((line, index) => setTimeout(() => console.log(line), ${delayMs} * (index + 1)));`,
    `setTimeout(() => process.exit(0), ${exitAfterMs});`,
  ].join('\n');
  const file = path.join(project, 'node_modules', '.bin', name);
  writeFileSync(file, script);
  chmodSync(file, 0o755);
}

test('the dev server address is the last line of the start-up, whichever child is slower', async () => {
  mkdirSync(path.join(project, 'scripts'), { recursive: true });
  mkdirSync(path.join(project, 'node_modules', '.bin'), { recursive: true });
  copyFileSync(path.resolve(__dirname, '../scripts/dev.mjs'), path.join(project, 'scripts/dev.mjs'));
  const run = async (apiDelay: number, webpackDelay: number) => {
    fakeBin(
      'tsx',
      ['Referral Network Admin: http://127.0.0.1:4000', 'API: http://127.0.0.1:4000/api/v1'],
      apiDelay,
      1500,
    );
    fakeBin(
      'webpack',
      ['<i> [webpack-dev-server] Project is running at:', 'webpack 5 compiled successfully in 9 ms'],
      webpackDelay,
      1500,
    );
    // The defaults: this server beside the dev server, on 127.0.0.1:3000.
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '4000' };
    for (const name of ['API_TARGET', 'DEV_HOST', 'DEV_PORT']) Reflect.deleteProperty(env, name);
    const { stdout } = await promisify(execFile)('node', [path.join(project, 'scripts/dev.mjs')], {
      cwd: project,
      env,
    });
    return stdout
      .trim()
      .split('\n')
      .filter((line) => line !== '');
  };
  for (const [apiDelay, webpackDelay] of [
    [300, 50],
    [50, 300],
  ] as const) {
    const lines = await run(apiDelay, webpackDelay);
    assert.equal(
      lines.at(-1),
      'Console (dev server, Fast Refresh): http://127.0.0.1:3000   <- open this one',
    );
    assert.equal(lines.filter((line) => line.startsWith('Console (dev server')).length, 1);
    assert.ok(lines.includes('API: http://127.0.0.1:4000/api/v1'));
  }
});
