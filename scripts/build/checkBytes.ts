/**
 * `npm run check:bytes`, in the test command after `npm run build`: the byte budgets (gzip) of the
 * production build, read from its files and the chunk graph it wrote (scripts/build/chunkGraph.ts),
 * with no browser. Deterministic: the same build gives the same figures. Exits non-zero when a
 * budget is missed, when the chart's code would load before the sign-in form or the dashboard's
 * tiles, when the insights page's code would load outside that page, or when a script lacks V8's
 * compile hint (scripts/build/compileHints.ts). The bench measures the same budgets in a browser
 * (scripts/bench/bytes.ts has both's rules).
 *
 *   npm run check:bytes                           dist/ and the chunk graph of the last build
 *   npm run check:bytes -- --dist=DIR --graph=F   another build
 *   npm run check:bytes -- --files                also list each file counted
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  BYTE_BUDGETS,
  budgetedFiles,
  gzipSize,
  insightsLoadedElsewhere,
  readConsoleChunks,
} from '../bench/bytes';
import { CHUNK_GRAPH_FILE } from './chunkGraph';
import { CHART_CHUNK_MIN_BYTES } from './compression';
import { COMPILE_HINT } from './compileHints';

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const dist = path.resolve(option('dist') ?? 'dist');
const graphFile = path.resolve(option('graph') ?? CHUNK_GRAPH_FILE);
const listFiles = process.argv.includes('--files');

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function main(): number {
  if (!existsSync(graphFile))
    throw new Error(`${graphFile} is missing: run \`npm run build\` first (a failed build writes none).`);
  const chunks = readConsoleChunks(graphFile);
  const files = budgetedFiles(chunks);
  const missing = Object.values(files)
    .flat()
    .filter((file) => !existsSync(path.join(dist, file)));
  if (missing.length > 0)
    throw new Error(
      `The chunk graph names files ${dist} lacks (${missing.join(', ')}): it is not this build's.`,
    );

  const figures = [
    {
      figure: 'JS (gzip) before the sign-in form (/login)',
      files: files.signIn,
      budget: BYTE_BUDGETS.signIn,
    },
    {
      figure: "JS (gzip) before the dashboard's tiles",
      files: files.dashboard,
      budget: BYTE_BUDGETS.dashboard,
    },
    { figure: 'Chart chunk (gzip)', files: files.chart, budget: BYTE_BUDGETS.chart },
    { figure: 'Insights page chunks (gzip)', files: files.insights, budget: BYTE_BUDGETS.insights },
  ];
  let failures = 0;
  for (const { figure, files: counted, budget } of figures) {
    const sizes = counted.map((file) => ({ file, bytes: gzipSize(dist, file) }));
    const bytes = sizes.reduce((total, size) => total + size.bytes, 0);
    const ok = counted.length > 0 && bytes <= budget;
    if (!ok) failures += 1;
    console.log(
      `${ok ? 'ok  ' : 'MISS'} ${figure}: ${kib(bytes)} (budget ≤ ${kib(budget)}; ${counted.length} files)`,
    );
    if (listFiles || !ok)
      for (const size of [...sizes].sort((a, b) => b.bytes - a.bytes))
        console.log(`       ${kib(size.bytes).padStart(10)}  ${size.file}`);
  }
  const early = [...files.signIn, ...files.dashboard].filter((file) => files.chart.includes(file));
  if (early.length > 0) {
    failures += 1;
    console.log(`MISS The chart's code loads before the sign-in form or the tiles: ${early.join(', ')}`);
  }
  // Only the insights page's own lazy imports load its code: no other page's first screen does.
  const elsewhere = insightsLoadedElsewhere(chunks);
  const insightsEarly = [...files.signIn, ...files.dashboard].filter((file) => files.insights.includes(file));
  if (elsewhere.length > 0 || insightsEarly.length > 0) {
    failures += 1;
    console.log(
      `MISS The insights page's code loads outside it: ${[...elsewhere, ...insightsEarly].join('; ')}`,
    );
  }
  const scripts = readdirSync(path.join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `/assets/${name}`);
  // The build compresses the chart chunk with its own settings, picked by size (compression.ts).
  const large = scripts.filter((file) => statSync(path.join(dist, file)).size >= CHART_CHUNK_MIN_BYTES);
  const misjudged = [
    ...large.filter((file) => !files.chart.includes(file)),
    ...files.chart.filter(
      (file) => !large.includes(file) && statSync(path.join(dist, file)).size > 100 * 1024,
    ),
  ];
  if (misjudged.length > 0) {
    failures += 1;
    console.log(
      `MISS Compressed as the chart chunk or not, wrongly (scripts/build/compression.ts, CHART_CHUNK_MIN_BYTES ${kib(CHART_CHUNK_MIN_BYTES)}): ${misjudged.join(', ')}`,
    );
  }
  const unhinted = scripts.filter(
    (file) => !readFileSync(path.join(dist, file), 'utf8').startsWith(`${COMPILE_HINT}\n`),
  );
  if (scripts.length === 0 || unhinted.length > 0) {
    failures += 1;
    console.log(
      `MISS Scripts without V8's compile hint (scripts/build/compileHints.ts): ${unhinted.join(', ') || 'no scripts'}`,
    );
  }
  console.log(failures === 0 ? 'Every byte budget met.' : `${failures} byte budget(s) missed.`);
  return failures === 0 ? 0 : 1;
}

try {
  process.exitCode = main();
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
