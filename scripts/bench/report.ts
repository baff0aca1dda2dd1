/** The bench's table: budgets met or missed, and rows that only inform. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { FIGURES_DOC, FIGURES_TITLE } from './performanceSection';

/** A budget's row; an `info` row has no budget and gives context for the others. */
export type Row = { figure: string; budget: string; measured: string; status: 'pass' | '**MISS**' | 'info' };
export const rows: Row[] = [];

export function record(figure: string, budget: string, measured: string, ok: boolean): void {
  rows.push({ figure, budget, measured, status: ok ? 'pass' : '**MISS**' });
  console.log(`${ok ? 'ok  ' : 'MISS'} ${figure}: ${measured} (budget ${budget})`);
}

/**
 * A figure the bench could not measure (a page that never showed what was waited for, a build or
 * seed that failed): a MISS with its reason, so the run goes on to the next row and still writes
 * its table.
 */
export function recordUnmeasured(figure: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  // One line: a table cell, and playwright's messages carry a call log below their first line.
  record(
    figure,
    'a measurement',
    `not measured: ${reason.split('\n')[0]?.replaceAll('|', '/') ?? ''}`,
    false,
  );
}

export function inform(figure: string, measured: string): void {
  rows.push({ figure, budget: '—', measured, status: 'info' });
  console.log(`info ${figure}: ${measured}`);
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const ms = (value: number) => `${value.toFixed(0)} ms`;

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** The nearest-rank percentile `p` (0 to 100): of 100 values the p95 is the sixth largest. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** "median (min to max, n runs)" in the unit given. */
export function spread(values: readonly number[], unit: (value: number) => string): string {
  return `${unit(median(values))} (${unit(Math.min(...values))} to ${unit(Math.max(...values))}, n=${values.length})`;
}

/**
 * Paired samples: the console's and the reference's, taken one after the other in each round, so
 * the host's speed at that moment is in both. The ratio of each pair, then their median: a host
 * that slows down for a minute slows both sides of the pairs it hits.
 */
export function pairedRatios(subject: readonly number[], reference: readonly number[]): number[] {
  return subject.map((value, index) => value / Math.max(1, reference[index] ?? NaN));
}

export const times = (value: number) => `${value.toFixed(2)}×`;

/** Records a timed budget as the median of paired ratios against a reference from this run. */
export function recordRatio(
  figure: string,
  maxRatio: number,
  subject: readonly number[],
  reference: readonly number[],
  unit: (value: number) => string,
): void {
  const ratios = pairedRatios(subject, reference);
  const ratio = median(ratios);
  record(
    figure,
    `≤ ${times(maxRatio)} reference`,
    `${times(ratio)} (${times(Math.min(...ratios))} to ${times(Math.max(...ratios))}): ${spread(subject, unit)} against ${spread(reference, unit)}`,
    ratio <= maxRatio,
  );
}

export function table(): string {
  return [
    '| Figure | Budget | Measured | |',
    '|---|---|---|---|',
    ...rows.map((row) => `| ${row.figure} | ${row.budget} | ${row.measured} | ${row.status} |`),
  ].join('\n');
}

/**
 * The sections other commands wrote (`npm run bench:load`, scripts/bench/load.ts,
 * `npm run bench:events`, scripts/bench/subscribers.ts, and
 * `npm run test:mutation`, scripts/mutation-report.ts), kept when this bench rewrites the file.
 */
function loadSection(): string {
  if (!existsSync(FIGURES_DOC)) return '';
  const doc = readFileSync(FIGURES_DOC, 'utf8');
  return ['load-bench', 'events-bench', 'mutation']
    .map((name) => {
      const start = doc.indexOf(`<!-- ${name}:start -->`);
      const endMarker = `<!-- ${name}:end -->`;
      const end = doc.indexOf(endMarker);
      return start >= 0 && end > start ? `\n${doc.slice(start, end + endMarker.length)}\n` : '';
    })
    .join('');
}

/**
 * The figures file: this run's settings and table, the sections of its own a part wrote (`sections`,
 * markdown with their headings, e.g. scripts/bench/machinery.ts's table) and the sections the other
 * commands wrote. How the bench measures is prose in docs/performance.md, which no command writes.
 */
export function writePerformanceDoc(quick: boolean, settings: string, sections = ''): void {
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  const dirty = spawnSync('git', ['status', '--porcelain', '--', '.', `:!${FIGURES_DOC}`], {
    encoding: 'utf8',
  }).stdout.trim()
    ? ' (with uncommitted changes)'
    : '';
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const kind = quick ? 'a quick run (`--quick`: no Lighthouse, no jest timing)' : 'a full run';
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
  const doc = `${FIGURES_TITLE}

This file is written by \`npm run bench\`, \`npm run bench:load\`, \`npm run bench:events\` and
\`npm run test:mutation\`; do not edit it by hand. What each figure measures, and how, is in
[performance.md](performance.md); why the console is built the way these figures show, in
[decisions/](decisions/README.md).

${settings}

## Latest run

${kind}, ${when} UTC, commit ${commit}${dirty},
${os.cpus().length} cores, load average at the end ${load}.

${table()}
${sections === '' ? '' : `\n${sections}\n`}${loadSection()}`;
  mkdirSync('docs', { recursive: true });
  writeFileSync(FIGURES_DOC, doc);
}
