/** Builds the console and the floor pages, and puts both into one folder the server serves. */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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
export function gzipSizeOf(urlPath: string): number {
  const file = path.join(site, urlPath);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Files of the chunks that hold the chart library, from webpack's stats. */
export function chartFiles(statsFile: string): Set<string> {
  const parsed: unknown = JSON.parse(readFileSync(statsFile, 'utf8'));
  // webpack.config.ts builds the prerender bundle and the browser bundle: the second is the console.
  const children: unknown[] =
    typeof parsed === 'object' && parsed !== null && 'children' in parsed && Array.isArray(parsed.children)
      ? parsed.children
      : [parsed];
  const stats =
    children.find(
      (child) => typeof child === 'object' && child !== null && 'name' in child && child.name === 'console',
    ) ?? children[0];
  const files = new Set<string>();
  if (typeof stats !== 'object' || stats === null || !('chunks' in stats) || !Array.isArray(stats.chunks))
    return files;
  for (const chunk of stats.chunks) {
    const modules: unknown[] = Array.isArray(chunk?.modules) ? chunk.modules : [];
    const names = modules.flatMap((module) =>
      typeof module === 'object' && module !== null && 'name' in module && typeof module.name === 'string'
        ? [module.name]
        : [],
    );
    if (
      names.some(
        (name) => name.includes('node_modules/@antv/') || name.includes('node_modules/@ant-design/charts'),
      )
    ) {
      for (const file of Array.isArray(chunk.files) ? chunk.files : [])
        if (typeof file === 'string' && file.endsWith('.js')) files.add(`/${file}`);
    }
  }
  return files;
}
