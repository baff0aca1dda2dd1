/**
 * The production build's chunk graph, written beside the build for the byte budgets
 * (scripts/build/checkBytes.ts, after `npm run build` in the test command): which files each entry
 * loads, which chunks each lazy import loads, and the modules in each chunk. A subset of webpack's
 * own stats in their shape (the bench reads the full stats with the same code), a few hundred KiB
 * instead of the 200 MB of `webpack --json`.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';

/** Where the console's production build writes its chunk graph. */
export const CHUNK_GRAPH_FILE = path.resolve(
  __dirname,
  '../../node_modules/.cache/console-build/chunks.json',
);

export type ChunkGraph = {
  name: string;
  entrypoints: Record<string, { assets: { name: string }[] }>;
  chunks: {
    id: string | number | null;
    files: string[];
    origins: { moduleName: string; request: string }[];
    /** Module names as webpack's stats give them, the modules merged into a concatenated one included. */
    modules: { name: string }[];
  }[];
};

const PLUGIN = 'ChunkGraphPlugin';

export class ChunkGraphPlugin {
  constructor(private readonly file: string = CHUNK_GRAPH_FILE) {}

  apply(compiler: Compiler): void {
    // A failed build leaves no graph behind, rather than the last good build's.
    compiler.hooks.beforeRun.tap(PLUGIN, () => rmSync(this.file, { force: true }));
    compiler.hooks.done.tap(PLUGIN, (stats) => {
      if (stats.hasErrors()) return;
      const json = stats.toJson({
        all: false,
        entrypoints: true,
        chunks: true,
        chunkModules: true,
        chunkOrigins: true,
        nestedModules: true,
        ids: true,
      });
      const graph: ChunkGraph = {
        name: compiler.name ?? '',
        entrypoints: Object.fromEntries(
          Object.entries(json.entrypoints ?? {}).map(([name, entry]) => [
            name,
            { assets: (entry.assets ?? []).map((asset) => ({ name: asset.name })) },
          ]),
        ),
        chunks: (json.chunks ?? []).map((chunk) => ({
          id: chunk.id ?? null,
          files: [...(chunk.files ?? [])],
          origins: (chunk.origins ?? []).map((origin) => ({
            moduleName: origin.moduleName ?? '',
            request: origin.request ?? '',
          })),
          modules: (chunk.modules ?? []).flatMap((module) =>
            [module, ...(module.modules ?? [])].map((inner) => ({ name: inner.name ?? '' })),
          ),
        })),
      };
      mkdirSync(path.dirname(this.file), { recursive: true });
      writeFileSync(this.file, JSON.stringify(graph));
    });
  }
}
