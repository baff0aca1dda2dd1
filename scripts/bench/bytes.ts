/**
 * The byte budgets, and which built files each one counts. Shared by the bench (which also measures
 * what a browser asks for) and by the test command's check of the build (scripts/build/checkBytes.ts),
 * which reads the same figures from webpack's chunk graph and the built files, with no browser.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KIB = 1024;

/** Gzip bytes. */
export const BYTE_BUDGETS = {
  /** The scripts /login runs until its form works. */
  signIn: 150 * KIB,
  /** The scripts /dashboard runs until its tiles show (the chart's are asked for after). */
  dashboard: 200 * KIB,
  /** The chunks that hold the chart library. */
  chart: 200 * KIB,
  /**
   * The insights page's own code (its page, its chart's glue and its worker), without the chart library:
   * both ways to its figures, the extension's answer and the aggregation in the browser (decisions/039).
   */
  insights: 20 * KIB,
};

/** Where the insights page's code lives: the chunks holding a module of it are its own. */
export const INSIGHTS_MODULES = './src/features/insights/';

/**
 * The modules /dashboard loads lazily before its tiles show: the signed-in frame (src/app/routes.tsx)
 * and the page (src/features/dashboard/routes.tsx). Each is the first module of a lazy import, whose
 * chunks (the module's own and those it shares) are counted with the console's entry.
 */
export const DASHBOARD_LAZY_MODULES = [
  './src/app/SignedInFrame.tsx',
  './src/features/dashboard/DashboardPage.tsx',
];

type Chunk = {
  files: string[];
  origins: { moduleName: string; request: string }[];
  modules: string[];
};

/** The console's chunks and entries, from webpack's stats or the build's chunk graph. */
export type ConsoleChunks = { entries: Map<string, string[]>; chunks: Chunk[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const stringsOf = (values: unknown[], field?: string): string[] =>
  values.flatMap((value) => {
    const item = field && isRecord(value) ? value[field] : value;
    return typeof item === 'string' ? [item] : [];
  });
const arrayOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Module names of a stats chunk, with those merged into a concatenated module. */
function moduleNames(modules: unknown[]): string[] {
  return modules.flatMap((module) =>
    isRecord(module) && typeof module.name === 'string'
      ? [module.name, ...moduleNames(arrayOf(module.modules))]
      : [],
  );
}

/** Reads webpack's stats (`--json`) or the build's chunk graph (scripts/build/chunkGraph.ts). */
export function readConsoleChunks(statsFile: string): ConsoleChunks {
  const parsed: unknown = JSON.parse(readFileSync(statsFile, 'utf8'));
  // webpack.config.ts builds the prerender bundle and the browser bundle: the second is the console.
  const children = isRecord(parsed) && Array.isArray(parsed.children) ? parsed.children : [parsed];
  const stats: unknown = children.find((child) => isRecord(child) && child.name === 'console') ?? children[0];
  if (!isRecord(stats)) throw new Error(`${statsFile} holds no webpack stats`);
  const entries = new Map<string, string[]>();
  if (isRecord(stats.entrypoints))
    for (const [name, entry] of Object.entries(stats.entrypoints))
      entries.set(name, isRecord(entry) ? stringsOf(arrayOf(entry.assets), 'name') : []);
  const chunks = arrayOf(stats.chunks).flatMap((chunk): Chunk[] =>
    isRecord(chunk)
      ? [
          {
            files: stringsOf(arrayOf(chunk.files)),
            origins: arrayOf(chunk.origins).flatMap((origin) =>
              isRecord(origin) && typeof origin.moduleName === 'string' && typeof origin.request === 'string'
                ? [{ moduleName: origin.moduleName, request: origin.request }]
                : [],
            ),
            modules: moduleNames(arrayOf(chunk.modules)),
          },
        ]
      : [],
  );
  return { entries, chunks };
}

const scripts = (files: Iterable<string>) => [...files].filter((file) => file.endsWith('.js'));
/** A module's name in the stats: itself, or the first of a concatenation ("./a.tsx + 3 modules"). */
const isModule = (name: string, wanted: string) => name === wanted || name.startsWith(`${wanted} + `);

/** Files of the chunks that hold the chart library, as paths from the site's root. */
export function chartFiles({ chunks }: ConsoleChunks): Set<string> {
  const files = new Set<string>();
  for (const chunk of chunks)
    if (
      chunk.modules.some(
        (name) => name.includes('node_modules/@antv/') || name.includes('node_modules/@ant-design/charts'),
      )
    )
      for (const file of scripts(chunk.files)) files.add(`/${file}`);
  return files;
}

/** Files of the chunks that hold the insights page's code, as paths from the site's root. */
export function insightsFiles({ chunks }: ConsoleChunks): Set<string> {
  const files = new Set<string>();
  for (const chunk of chunks)
    if (chunk.modules.some((name) => name.startsWith(INSIGHTS_MODULES)))
      for (const file of scripts(chunk.files)) files.add(`/${file}`);
  return files;
}

/**
 * Chunks with insights code that some module outside the insights page asks for: another page's
 * first screen would load it. Each as its file and the outside module that imports it.
 */
export function insightsLoadedElsewhere({ chunks }: ConsoleChunks): string[] {
  return chunks.flatMap((chunk) =>
    chunk.modules.some((name) => name.startsWith(INSIGHTS_MODULES))
      ? chunk.origins
          .filter((origin) => !origin.moduleName.startsWith(INSIGHTS_MODULES))
          .map((origin) => `${scripts(chunk.files).join(', ')} (from ${origin.moduleName || 'an entry'})`)
      : [],
  );
}

/** The scripts an entry's page loads before anything else, as paths from the site's root. */
export function entryFiles({ entries }: ConsoleChunks, entry: string): string[] {
  const files = entries.get(entry);
  if (!files || files.length === 0) throw new Error(`The build has no entry "${entry}"`);
  return scripts(files).map((file) => `/${file}`);
}

/**
 * The scripts a lazy import of `module` loads: every chunk that has the same origin (the importing
 * module and the import's text) as the chunk holding it.
 */
export function lazyFiles({ chunks }: ConsoleChunks, module: string): string[] {
  const own = chunks.find((chunk) => chunk.modules.some((name) => isModule(name, module)));
  if (!own || own.origins.length === 0)
    throw new Error(`No lazily loaded chunk of the build holds ${module}: has it moved?`);
  const key = (origin: Chunk['origins'][number]) => `${origin.moduleName}\n${origin.request}`;
  const origins = new Set(own.origins.map(key));
  return scripts(
    chunks
      .filter((chunk) => chunk.origins.some((origin) => origins.has(key(origin))))
      .flatMap((c) => c.files),
  ).map((file) => `/${file}`);
}

/** The scripts before the sign-in form, before the dashboard's tiles, the chart's and the insights page's, each once. */
export function budgetedFiles(chunks: ConsoleChunks): {
  signIn: string[];
  dashboard: string[];
  chart: string[];
  insights: string[];
} {
  const dashboard = new Set([
    ...entryFiles(chunks, 'main'),
    ...DASHBOARD_LAZY_MODULES.flatMap((module) => lazyFiles(chunks, module)),
  ]);
  return {
    signIn: entryFiles(chunks, 'sign-in-page'),
    dashboard: [...dashboard],
    chart: [...chartFiles(chunks)],
    insights: [...insightsFiles(chunks)],
  };
}

/** Gzip size of a built file, from its pre-compressed copy when the build made one. */
export function gzipSize(root: string, urlPath: string): number {
  const file = path.join(root, urlPath);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}
