/**
 * The "Mutation score" section of docs/performance-figures.md, from Stryker's JSON reports
 * (reports/mutation/<group>.json, one per group of stryker.config.mjs). It replaces only its own
 * section, between markers, as `npm run bench:load` does with its own.
 *
 * `tsx scripts/mutation-report.ts --run` (what `npm run test:mutation` does) runs Stryker for each
 * group first and times it (`--run=lists` for one group); without `--run` it rewrites the section
 * from the last reports.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { FIGURES_DOC, FIGURES_TITLE } from './bench/performanceSection';

/** The groups of stryker.config.mjs, in the order they run. */
const GROUPS = ['store', 'lists', 'record', 'live'];
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

/** Stryker's mutation score: detected (killed or timed out) out of the valid mutants. */
function score(counts: Counts): string {
  const valid = counts.killed + counts.timeout + counts.survived + counts.noCoverage;
  return valid === 0 ? '—' : `${(((counts.killed + counts.timeout) / valid) * 100).toFixed(1)} %`;
}

const row = (name: string, counts: Counts) =>
  `| ${name} | ${counts.killed} | ${counts.timeout} | ${counts.survived} | ${counts.noCoverage} | ${counts.ignored} | ${score(counts)} |`;

const cell = (text: string, max = Infinity) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').slice(0, max);

function section(report: Report, runTime: string): string {
  const files = Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b));
  const all = files.flatMap(([, file]) => file.mutants);
  const total = count(all);
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  const dirty = spawnSync('git', ['status', '--porcelain', '--', 'src', 'stryker.config.mjs'], {
    encoding: 'utf8',
  }).stdout.trim()
    ? ' (with uncommitted changes)'
    : '';
  const when = new Date(Math.max(...GROUPS.map((group) => statSync(reportOf(group)).mtimeMs)))
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');
  const located = (file: string, mutant: Mutant) =>
    `${file}:${mutant.location.start.line}:${mutant.location.start.column}`;
  const survivors = files.flatMap(([file, { mutants }]) =>
    mutants
      .filter((mutant) => mutant.status === 'Survived' || mutant.status === 'NoCoverage')
      .map(
        (mutant) =>
          `| ${located(file, mutant)} | ${mutant.mutatorName} | \`${cell(mutant.replacement ?? '', 80)}\` | ${mutant.status} |`,
      ),
  );
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
related test files per mutant, 2 processes; scripts/mutation-report.ts); do not edit by hand. It
mutates the store logic: \`src/api\` (not the generated endpoints), the session slice, thunks and
storage, and the list and record controllers, in three groups, each against its own suites
(stryker.config.mjs says which and why). The score is Stryker's: mutants killed or timed out, out
of those killed, timed out, survived or not covered. Ignored mutants are equivalent ones, disabled
in the source with their reason (listed below).

${when} UTC, commit ${commit}${dirty}, ${os.cpus().length} cores;
run time of each group's last run (an incremental run tests only what changed):
${runTime}.

**Overall: ${score(total)}** (${total.killed} killed, ${total.timeout} timed out, ${total.survived} survived,
${total.noCoverage} without coverage, ${total.ignored} ignored as equivalent${total.errors ? `, ${total.errors} compile or runtime errors` : ''}).

| File | Killed | Timeout | Survived | No coverage | Ignored | Score |
|---|---|---|---|---|---|---|
${files.map(([file, { mutants }]) => row(file, count(mutants))).join('\n')}
${row('**All files**', total)}

### Surviving mutants

${
  survivors.length
    ? [
        `<details><summary>${survivors.length} mutants survived or were not covered (file:line:column)</summary>`,
        '',
        '| Where | Mutator | Replacement | Status |',
        '|---|---|---|---|',
        ...survivors,
        '',
        '</details>',
      ].join('\n')
    : 'None.'
}

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

const runArg = process.argv.find((arg) => arg === '--run' || arg.startsWith('--run='));
const toRun = runArg === '--run' ? GROUPS : (runArg?.slice('--run='.length).split(',') ?? []);
const minutesFile = (group: string) => `reports/mutation/${group}.minutes`;
for (const group of toRun) {
  if (!GROUPS.includes(group)) {
    console.error(`No group ${group}: one of ${GROUPS.join(', ')}.`);
    process.exit(1);
  }
  const started = Date.now();
  const stryker = spawnSync('npx', ['stryker', 'run'], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_GROUP: group },
  });
  if (stryker.status !== 0) process.exit(stryker.status ?? 1);
  writeFileSync(minutesFile(group), ((Date.now() - started) / 60000).toFixed(1));
}
// Each group's time of its last run (an incremental re-run only tests what changed).
const runTime = GROUPS.map((group) =>
  existsSync(minutesFile(group))
    ? `${group} ${readFileSync(minutesFile(group), 'utf8').trim()} min`
    : `${group} not timed`,
).join(', ');
const missing = GROUPS.filter((group) => !existsSync(reportOf(group)));
if (missing.length) {
  console.error(`No report for ${missing.join(', ')}: run \`npm run test:mutation\` first.`);
  process.exit(1);
}
const reports = GROUPS.map((group) => JSON.parse(readFileSync(reportOf(group), 'utf8')) as Report);
const merged: Report = { files: Object.assign({}, ...reports.map((report) => report.files)) };
writeSection(section(merged, runTime));
console.log(`Wrote the mutation score to ${DOC}.`);
