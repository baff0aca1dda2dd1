/**
 * The table "What the speed machinery buys": rows measured on the tuned build and on the plain build
 * (scripts/build/tricks.ts) in the same rounds, each against the floor, and what the tricks gain.
 * Informational: the plain build is the reference, not a product, so no row has a budget to miss.
 */
import { kib, median, pairedRatios, times } from './report';

/** The three pages each round measures, in the order of its first round. */
export const SIDES = ['tuned', 'plain', 'floor'] as const;
export type Side = (typeof SIDES)[number];

/**
 * The order of round `round`: the sides rotate, so that each goes first, second and third equally
 * often and none always follows another's leftovers.
 */
export function orderOf(round: number): Side[] {
  const start = round % SIDES.length;
  return [...SIDES.slice(start), ...SIDES.slice(0, start)];
}

/** How much more of a row the plain build must take, beyond both builds' spread, for the gain to be clear. */
export const CLEAR_MARGIN = 1.1;

export type Verdict = 'clear' | 'not clear' | 'clear loss';

/**
 * Clear when the plain build's lowest value is above the tuned build's highest times CLEAR_MARGIN:
 * every round of the plain build took at least 10 % more than every round of the tuned build. A
 * clear loss is the same the other way round (the tricks cost at least 10 % beyond both spreads).
 */
export function verdictOf(tuned: readonly number[], plain: readonly number[]): Verdict {
  if (tuned.length === 0 || plain.length === 0) return 'not clear';
  if (Math.min(...plain) > Math.max(...tuned) * CLEAR_MARGIN) return 'clear';
  if (Math.min(...tuned) > Math.max(...plain) * CLEAR_MARGIN) return 'clear loss';
  return 'not clear';
}

type MachineryRow = { figure: string; tuned: string; plain: string; gain: string; verdict: string };
const machineryRows: MachineryRow[] = [];

/** "1.20× (1.10× to 1.35×); 412 ms": a side's median ratio to the floor, its range, and its median value. */
function ratioCell(ratios: readonly number[], values: readonly number[], unit: (value: number) => string) {
  return `${times(median(ratios))} (${times(Math.min(...ratios))} to ${times(Math.max(...ratios))}); ${unit(median(values))}`;
}

/**
 * A timed row: each side's values and the floor's of the same rounds (index by index). The gain is
 * the plain build's median ratio over the tuned build's; the verdict compares the ratios' ranges.
 */
export function recordGain(
  figure: string,
  samples: Readonly<Record<Side, readonly number[]>>,
  unit: (value: number) => string,
): void {
  const tuned = pairedRatios(samples.tuned, samples.floor);
  const plain = pairedRatios(samples.plain, samples.floor);
  const row = {
    figure,
    tuned: ratioCell(tuned, samples.tuned, unit),
    plain: ratioCell(plain, samples.plain, unit),
    gain: times(median(plain) / median(tuned)),
    verdict: verdictOf(tuned, plain),
  };
  machineryRows.push(row);
  console.log(`gain ${figure}: ${row.gain} (${row.verdict}); tuned ${row.tuned}; plain ${row.plain}`);
}

/** A bytes row: absolute gzip sizes, the difference in the gain's column; clear as verdictOf says for one value each. */
export function recordBytesGain(figure: string, tuned: number, plain: number): void {
  const row = {
    figure,
    tuned: kib(tuned),
    plain: kib(plain),
    gain: `${kib(plain - tuned)} more (${times(plain / Math.max(1, tuned))})`,
    verdict: verdictOf([tuned], [plain]),
  };
  machineryRows.push(row);
  console.log(`gain ${figure}: ${row.gain} (${row.verdict}); tuned ${row.tuned}; plain ${row.plain}`);
}

/** A row the run could not measure on one of the builds, with the reason. */
export function recordGainUnmeasured(figure: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  const cell = `not measured: ${reason.split('\n')[0]?.replaceAll('|', '/') ?? ''}`;
  machineryRows.push({ figure, tuned: cell, plain: '—', gain: '—', verdict: '—' });
  console.log(`gain ${figure}: ${cell}`);
}

export const MACHINERY_TITLE = 'What the speed machinery buys';

/** The table with its caption (`settings` at its end), or '' when this run measured none of its rows. */
export function machineryTable(settings = ''): string {
  if (machineryRows.length === 0) return '';
  const margin = String(CLEAR_MARGIN);
  const percent = Math.round((CLEAR_MARGIN - 1) * 100);
  return [
    `## ${MACHINERY_TITLE}`,
    '',
    'The tuned build (`npm run build`) and the plain build (`npm run build:plain`: no module swaps, no static',
    'antd styles, no rendered sign-in page, no compile hints, antd components in place of the look-alikes), served',
    'by two servers on the same database and measured in the same rounds (tuned, plain and floor, in rotating',
    'order). A timed cell is the median of the paired ratios to the floor, their range, and the median time; gain',
    `= the plain median ratio ÷ the tuned one. **Clear**: the plain lowest ratio is above the tuned highest × ${margin}`,
    `(plain_low > ${margin} × tuned_high), so the tricks buy at least ${percent} % of the row beyond both spreads; a`,
    `**clear loss** is the same the other way. Bytes are absolute gzip sizes (clear when plain > ${margin} × tuned).`,
    'These rows inform: the plain build is the reference, not a product, so none has a budget.',
    ...(settings === '' ? [] : [settings]),
    '',
    '| Figure | Tuned | Plain | Gain (plain ÷ tuned) | Clear |',
    '|---|---|---|---|---|',
    ...machineryRows.map(
      (row) => `| ${row.figure} | ${row.tuned} | ${row.plain} | ${row.gain} | ${row.verdict} |`,
    ),
  ].join('\n');
}
