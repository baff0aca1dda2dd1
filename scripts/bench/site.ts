/** Builds the console and the floor pages, and puts both into one folder the server serves. */
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSize } from './bytes';

/** What the bench's server serves: the console's build, and the floor pages under /floor/. */
export const site = path.resolve('.bench/site');

function timed(command: string, args: string[]): number {
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  return performance.now() - started;
}

export const buildConsole = (statsFile?: string) =>
  timed('npx', ['webpack', '--mode', 'production', ...(statsFile ? [`--json=${statsFile}`] : [])]);

export const buildFloor = () =>
  timed('npx', ['webpack', '--mode', 'production', '--config', 'scripts/bench/floor/webpack.floor.ts']);

/** .bench/site: a copy of the console's build (dist/ or the one given) with the floor in floor/. */
export function assembleSite(consoleDist: string): void {
  rmSync(site, { recursive: true, force: true });
  cpSync(consoleDist, site, { recursive: true });
  cpSync(path.resolve('.bench/floor'), path.join(site, 'floor'), { recursive: true });
}

/** Gzip size of a served file, from its pre-compressed copy when the build made one. */
export const gzipSizeOf = (urlPath: string): number => gzipSize(site, urlPath);
