import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIGURES_DOC } from './performanceSection';

/**
 * Whether the mutation score in docs/performance-figures.md still scores today's code: the commit
 * its section names against the files stryker.config.mjs mutates. `npm run bench` prints the
 * warning; it never fails on it, as a stale score says nothing about the budgets.
 */

/** One group of stryker.config.mjs: the files it mutates and the suites that hold them to account. */
export type MutationGroup = { mutate: readonly string[]; tests: readonly string[] };

const strings = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The `groups` export of stryker.config.mjs, checked, so that what is mutated is said there only. */
export function mutationGroupsOf(config: unknown): Record<string, MutationGroup> {
  const groups =
    typeof config === 'object' && config !== null && 'groups' in config ? config.groups : undefined;
  if (typeof groups !== 'object' || groups === null) throw new Error('stryker.config.mjs exports no groups');
  const checked: Record<string, MutationGroup> = {};
  for (const [name, group] of Object.entries(groups)) {
    const mutate: unknown =
      typeof group === 'object' && group !== null && 'mutate' in group ? group.mutate : null;
    const tests: unknown =
      typeof group === 'object' && group !== null && 'tests' in group ? group.tests : null;
    if (!strings(mutate) || !strings(tests))
      throw new Error(`stryker.config.mjs: group ${name} has no mutate or tests`);
    checked[name] = { mutate, tests };
  }
  return checked;
}

/** Reads the groups from stryker.config.mjs in `root`. */
export async function loadMutationGroups(root = process.cwd()): Promise<Record<string, MutationGroup>> {
  const config: unknown = await import(pathToFileURL(path.join(root, 'stryker.config.mjs')).href);
  return mutationGroupsOf(config);
}

/**
 * Stryker's mutate patterns as git pathspecs: a glob, `!glob` to leave files out, and a line range
 * (`file.ts:10-20`), which git cannot name, widened to its whole file.
 */
export function pathspecsOf(patterns: readonly string[]): string[] {
  return patterns.map((pattern) => {
    const exclude = pattern.startsWith('!');
    const glob = (exclude ? pattern.slice(1) : pattern).replace(/:\d+(:\d+)?-\d+(:\d+)?$/, '');
    return exclude ? `:(glob,exclude)${glob}` : `:(glob)${glob}`;
  });
}

const SECTION = /<!-- mutation:start -->([\s\S]*?)<!-- mutation:end -->/;

/** The commit the mutation section was written on, and whether the code then had uncommitted changes. */
export function reportedCommit(doc: string): { commit: string; dirty: boolean } | null {
  const section = SECTION.exec(doc)?.[1];
  const found =
    section === undefined ? null : /\bcommit ([0-9a-f]{7,40})( \(with uncommitted changes\))?/.exec(section);
  return found?.[1] === undefined ? null : { commit: found[1], dirty: found[2] !== undefined };
}

/** Runs git with these arguments: its exit status and what it printed. */
export type Git = (args: readonly string[]) => { status: number | null; stdout: string };

export const gitIn =
  (cwd: string): Git =>
  (args) => {
    const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
    return { status: result.status, stdout: result.stdout.trim() };
  };

/**
 * Why the mutation score does not describe the mutated code at HEAD, or null when it does. The
 * score is current when no file a group mutates differs between its commit and HEAD, whatever
 * commits came in between (one that only adds tests or touches other code leaves it current).
 * Each group is asked on its own: one group's exclusions are another's files.
 */
export function mutationScoreStaleness(
  doc: string,
  groups: Readonly<Record<string, MutationGroup>>,
  git: Git,
): string | null {
  const reported = reportedCommit(doc);
  const rerun = 'run `npm run test:mutation`';
  if (reported === null) return `the mutation section names no commit: ${rerun}.`;
  const { commit, dirty } = reported;
  if (git(['cat-file', '-e', `${commit}^{commit}`]).status !== 0)
    return `the mutation score is from commit ${commit}, which this clone does not have: ${rerun}.`;
  for (const [name, group] of Object.entries(groups)) {
    const specs = pathspecsOf(group.mutate);
    if (git(['diff', '--quiet', commit, 'HEAD', '--', ...specs]).status === 0) continue;
    const last = git(['log', '-1', '--format=%h', 'HEAD', '--', ...specs]).stdout;
    return `the mutation score is from commit ${commit}, older than the code its ${name} group mutates (last changed in ${last}): ${rerun}.`;
  }
  if (dirty) return `the mutation score was run on commit ${commit} with uncommitted changes: ${rerun}.`;
  const notRun = /Not run for this section: ([^;]+);/.exec(SECTION.exec(doc)?.[1] ?? '')?.[1];
  if (notRun !== undefined) return `the mutation score leaves out the groups ${notRun}: ${rerun}.`;
  if (/\*\*partial: not scored/.test(SECTION.exec(doc)?.[1] ?? ''))
    return `the mutation score leaves out files of a group (marked partial): ${rerun}.`;
  return null;
}

/** Prints a warning line when the mutation score in the figures is stale; never fails the bench. */
export async function warnIfMutationScoreStale(root = process.cwd()): Promise<void> {
  try {
    const groups = await loadMutationGroups(root);
    const doc = readFileSync(path.join(root, FIGURES_DOC), 'utf8');
    const staleness = mutationScoreStaleness(doc, groups, gitIn(root));
    if (staleness !== null) console.log(`WARNING: ${staleness}`);
  } catch (error) {
    console.log(`WARNING: the mutation score's freshness could not be checked (${String(error)}).`);
  }
}
