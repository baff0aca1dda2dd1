/**
 * The "Mutation score" section of docs/performance-figures.md, from Stryker's JSON reports
 * (reports/mutation/<group>.json, one per group of stryker.config.mjs). It replaces only its own
 * section, between markers, as `npm run bench:load` does with its own.
 *
 * `tsx scripts/mutation-report.ts --run` (what `npm run test:mutation` does) runs Stryker for each
 * group first and times it (`--run=lists` or `--run=live,store` for some); without `--run` it rewrites
 * the section from the last reports. Every run is incremental (stryker.config.mjs): it tests again only
 * the mutants whose code or tests changed since the last report; `--force` tests every mutant.
 * `--retest-static` also tests again the static mutants (those in code run as a module loads) that
 * no test killed: Stryker knows no test covering them, so an incremental run keeps their result
 * however many tests were added since.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { loadMutationGroups, pathspecsOf } from './bench/mutationFreshness';
import { FIGURES_DOC, FIGURES_TITLE } from './bench/performanceSection';

const reportOf = (group: string) => `reports/mutation/${group}.json`;
const DOC = FIGURES_DOC;
const SECTION_START = '<!-- mutation:start -->';
const SECTION_END = '<!-- mutation:end -->';

type Status =
  'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';

type Mutant = {
  id: string;
  mutatorName: string;
  replacement?: string;
  status: Status;
  statusReason?: string;
  location: { start: { line: number; column: number } };
};

type Report = { files: Record<string, { mutants: Mutant[] }> };

type Counts = {
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  ignored: number;
  errors: number;
};

function count(mutants: readonly Mutant[]): Counts {
  const of = (...statuses: Status[]) => mutants.filter((mutant) => statuses.includes(mutant.status)).length;
  return {
    killed: of('Killed'),
    timeout: of('Timeout'),
    survived: of('Survived'),
    noCoverage: of('NoCoverage'),
    ignored: of('Ignored'),
    errors: of('CompileError', 'RuntimeError'),
  };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '—' : `${((part / whole) * 100).toFixed(1)} %`;
const valid = (counts: Counts) => counts.killed + counts.timeout + counts.survived + counts.noCoverage;

/**
 * The score QA reads: mutants a test failed on, out of the valid ones. A timed-out mutant is not
 * counted as killed: only a mutant that blocks the event loop still times out (a pending promise
 * fails its test at jest's testTimeout), and no test has said what is wrong with it.
 */
const scoreWithoutTimeouts = (counts: Counts) => percent(counts.killed, valid(counts));

/** Stryker's own score, which counts a timed-out mutant as detected. */
const strykerScore = (counts: Counts) => percent(counts.killed + counts.timeout, valid(counts));

const row = (name: string, counts: Counts) =>
  `| ${name} | ${counts.killed} | ${counts.timeout} | ${counts.survived} | ${counts.noCoverage} | ${counts.ignored} | ${scoreWithoutTimeouts(counts)} | ${strykerScore(counts)} |`;

const cell = (text: string, max = Infinity) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').slice(0, max);

/** One group's report, with the wall time of its last run (an incremental run tests only what changed). */
type GroupReport = {
  name: string;
  report: Report;
  minutes: string | null;
  /** Files the group mutates that its last report does not cover (a run with --mutate narrowed it). */
  unscored: readonly string[];
};

const located = (file: string, mutant: Mutant) =>
  `${file}:${mutant.location.start.line}:${mutant.location.start.column}`;

/** The mutants of one status, listed (file:line:column, mutator, replacement, and Stryker's reason when `why`). */
function listed(
  files: [string, { mutants: Mutant[] }][],
  statuses: readonly Status[],
  why: boolean,
): string[] {
  return files.flatMap(([file, { mutants }]) =>
    mutants
      .filter((mutant) => statuses.includes(mutant.status))
      .map(
        (mutant) =>
          `| ${located(file, mutant)} | ${mutant.mutatorName} | \`${cell(mutant.replacement ?? '', 80)}\` | ${why ? cell(mutant.statusReason ?? '', 80) : mutant.status} |`,
      ),
  );
}

function details(summary: string, header: string, rows: readonly string[]): string {
  return rows.length
    ? [
        `<details><summary>${summary}</summary>`,
        '',
        header,
        '|---|---|---|---|',
        ...rows,
        '',
        '</details>',
      ].join('\n')
    : 'None.';
}

function section(groups: readonly GroupReport[], notRun: readonly string[]): string {
  const files = groups
    .flatMap(({ report }) => Object.entries(report.files))
    .sort(([a], [b]) => a.localeCompare(b));
  const all = files.flatMap(([, file]) => file.mutants);
  const total = count(all);
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  const dirty = spawnSync('git', ['status', '--porcelain', '--', 'src', 'stryker.config.mjs'], {
    encoding: 'utf8',
  }).stdout.trim()
    ? ' (with uncommitted changes)'
    : '';
  const when = new Date(Math.max(...groups.map(({ name }) => statSync(reportOf(name)).mtimeMs)))
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');
  const groupRow = ({ name, report, minutes, unscored }: GroupReport) => {
    const counts = count(Object.values(report.files).flatMap((file) => file.mutants));
    const scope = unscored.length ? ` (**partial: not scored ${unscored.join(', ')}**)` : '';
    return `| ${name}${scope} | ${counts.killed} | ${counts.timeout} | ${counts.survived} | ${counts.noCoverage} | ${scoreWithoutTimeouts(counts)} | ${strykerScore(counts)} | ${minutes === null ? 'not timed' : `${minutes} min`} |`;
  };
  const survivors = listed(files, ['Survived', 'NoCoverage'], false);
  const timeouts = listed(files, ['Timeout'], true);
  const equivalents = files.flatMap(([file, { mutants }]) =>
    mutants
      .filter((mutant) => mutant.status === 'Ignored')
      .map(
        (mutant) =>
          `| ${located(file, mutant)} | ${mutant.mutatorName} | ${cell(mutant.statusReason ?? '')} |`,
      ),
  );
  return `## Mutation score (\`npm run test:mutation\`)

Written by \`npm run test:mutation\` (StrykerJS with its jest runner, per-test coverage, only the
related test files per mutant, 2 processes unless stryker.config.mjs gives a group more; scripts/mutation-report.ts); do not edit by hand. It
mutates the store logic in ${groups.length + notRun.length} groups, each against its own suites (stryker.config.mjs says
which files and why): ${[...groups.map(({ name }) => name), ...notRun].join(', ')}.${notRun.length ? ` **Not run for this section: ${notRun.join(', ')}; the figures below leave them out.**` : ''} The score without timeouts is the
mutants a test failed on, out of those killed, timed out, survived or not covered: a timed-out mutant
is not counted as caught. Stryker's own score, which counts it, is beside it. Ignored mutants are
equivalent ones, disabled in the source with their reason (listed below). \`npm run bench\` warns when
the code these groups mutate changed after the commit below.

${when} UTC, commit ${commit}${dirty}, ${os.cpus().length} cores.

**Overall: ${scoreWithoutTimeouts(total)} without timeouts** (Stryker's score ${strykerScore(total)}; ${total.killed} killed,
${total.timeout} timed out, ${total.survived} survived, ${total.noCoverage} without coverage, ${total.ignored} ignored
as equivalent${total.errors ? `, ${total.errors} compile or runtime errors` : ''}).

| Group | Killed | Timeout | Survived | No coverage | Score without timeouts | Stryker's score | Last run's wall time |
|---|---|---|---|---|---|---|---|
${groups.map(groupRow).join('\n')}
${notRun.map((name) => `| ${name} | not run | | | | | | |`).join('\n')}

| File | Killed | Timeout | Survived | No coverage | Ignored | Score without timeouts | Stryker's score |
|---|---|---|---|---|---|---|---|
${files.map(([file, { mutants }]) => row(file, count(mutants))).join('\n')}
${row('**All files**', total)}

### Surviving mutants

${details(
  `${survivors.length} mutants survived or were not covered (file:line:column)`,
  '| Where | Mutator | Replacement | Status |',
  survivors,
)}

### Timed-out mutants

${details(
  `${timeouts.length} mutants timed out (file:line:column)`,
  "| Where | Mutator | Replacement | Stryker's reason |",
  timeouts,
)}

### Equivalent mutants (disabled in the source)

${equivalents.length ? ['| Where | Mutator | Why it cannot change what a caller sees |', '|---|---|---|', ...equivalents].join('\n') : 'None.'}`;
}

function writeSection(body: string): void {
  const doc = existsSync(DOC) ? readFileSync(DOC, 'utf8') : `${FIGURES_TITLE}\n`;
  const block = `${SECTION_START}\n${body}\n${SECTION_END}`;
  const start = doc.indexOf(SECTION_START);
  const end = doc.indexOf(SECTION_END);
  const next =
    start >= 0 && end > start
      ? `${doc.slice(0, start)}${block}${doc.slice(end + SECTION_END.length)}`
      : `${doc.trimEnd()}\n\n${block}\n`;
  writeFileSync(DOC, next);
}

const minutesFile = (group: string) => `reports/mutation/${group}.minutes`;
const incrementalOf = (group: string) => `reports/mutation/${group}-incremental.json`;

type IncrementalMutant = { status: Status; static?: boolean };
type IncrementalReport = { files: Record<string, { mutants: IncrementalMutant[] }> };

/** Drops the static mutants no test killed from a group's incremental report, so its next run tests them. */
function forgetStaticSurvivors(group: string): number {
  const path = incrementalOf(group);
  if (!existsSync(path)) return 0;
  const report = JSON.parse(readFileSync(path, 'utf8')) as IncrementalReport;
  let forgotten = 0;
  for (const file of Object.values(report.files)) {
    const kept = file.mutants.filter(
      (mutant) =>
        !(mutant.static === true && (mutant.status === 'Survived' || mutant.status === 'NoCoverage')),
    );
    forgotten += file.mutants.length - kept.length;
    file.mutants = kept;
  }
  writeFileSync(path, JSON.stringify(report));
  return forgotten;
}

/** The files a group's patterns name (git's list). */
function namedFiles(mutate: readonly string[]): string[] {
  return spawnSync('git', ['ls-files', '--', ...pathspecsOf(mutate)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((file) => file !== '');
}

/**
 * A group's report, of the files its patterns name only: Stryker's incremental report also keeps
 * results for files outside the group's patterns, which are not this group's to score.
 */
function groupReport(path: string, named: readonly string[]): Report {
  const { files } = JSON.parse(readFileSync(path, 'utf8')) as Report;
  return { files: Object.fromEntries(Object.entries(files).filter(([file]) => named.includes(file))) };
}

/** The files a group's patterns name that its report has no entry for. */
const unscoredFiles = (named: readonly string[], report: Report): string[] =>
  named.filter((file) => !(file in report.files));

async function main(): Promise<void> {
  /** The groups of stryker.config.mjs, in its order. */
  const config = await loadMutationGroups();
  const GROUPS = Object.keys(config);
  // The last --run names what runs: `npm run test:mutation -- --run=live` runs one group.
  const runArg = process.argv.filter((arg) => arg === '--run' || arg.startsWith('--run=')).at(-1);
  const toRun = runArg === '--run' ? GROUPS : (runArg?.slice('--run='.length).split(',') ?? []);
  const strykerArgs = process.argv.includes('--force') ? ['--force'] : [];
  for (const group of toRun) {
    if (!GROUPS.includes(group)) {
      console.error(`No group ${group}: one of ${GROUPS.join(', ')}.`);
      process.exit(1);
    }
    if (process.argv.includes('--retest-static'))
      console.log(
        `${group}: ${forgetStaticSurvivors(group)} static mutants no test killed are tested again.`,
      );
    const started = Date.now();
    const stryker = spawnSync('npx', ['stryker', 'run', ...strykerArgs], {
      stdio: 'inherit',
      env: { ...process.env, MUTATION_GROUP: group },
    });
    if (stryker.status !== 0) process.exit(stryker.status ?? 1);
    writeFileSync(minutesFile(group), ((Date.now() - started) / 60000).toFixed(1));
  }
  const missing = GROUPS.filter((group) => !existsSync(reportOf(group)));
  if (missing.length === GROUPS.length) {
    console.error('No report of any group: run `npm run test:mutation` first.');
    process.exit(1);
  }
  if (missing.length)
    console.warn(`No report for ${missing.join(', ')}: the section says they were not run.`);
  const groups = GROUPS.filter((group) => !missing.includes(group)).map((name): GroupReport => {
    const named = namedFiles(config[name]?.mutate ?? []);
    const report = groupReport(reportOf(name), named);
    return {
      name,
      report,
      minutes: existsSync(minutesFile(name)) ? readFileSync(minutesFile(name), 'utf8').trim() : null,
      unscored: unscoredFiles(named, report),
    };
  });
  writeSection(section(groups, missing));
  console.log(`Wrote the mutation score to ${DOC}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
