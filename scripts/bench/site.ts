/** Builds the console and the floor pages, and puts both into one folder the server serves. */
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSize } from './bytes';

/** What the bench's server serves: the console's build, and the floor pages under /floor/. */
export const site = path.resolve('.bench/site');
/** The same with the plain build (scripts/build/tricks.ts), for the `plain` part's second server. */
export const sitePlain = path.resolve('.bench/site-plain');

function timed(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  return performance.now() - started;
}

export const buildConsole = (statsFile?: string) =>
  timed('npx', ['webpack', '--mode', 'production', ...(statsFile ? [`--json=${statsFile}`] : [])]);

/** The plain build into dist-plain/, with webpack's stats in `statsFile` (it writes no chunk graph). */
export const buildPlainConsole = (statsFile: string) =>
  timed('npx', ['webpack', '--mode', 'production', `--json=${statsFile}`], { ...process.env, PLAIN: '1' });

export const buildFloor = () =>
  timed('npx', ['webpack', '--mode', 'production', '--config', 'scripts/bench/floor/webpack.floor.ts']);

/** `into` (.bench/site unless given): a copy of a console build (dist/ or the one given) with the floor in floor/. */
export function assembleSite(consoleDist: string, into = site): void {
  rmSync(into, { recursive: true, force: true });
  cpSync(consoleDist, into, { recursive: true });
  cpSync(path.resolve('.bench/floor'), path.join(into, 'floor'), { recursive: true });
}

/** Gzip size of a served file, from its pre-compressed copy when the build made one. */
export const gzipSizeOf = (urlPath: string): number => gzipSize(site, urlPath);
