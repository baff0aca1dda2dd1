import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  gitIn,
  mutationGroupsOf,
  mutationScoreStaleness,
  pathspecsOf,
  reportedCommit,
  type Git,
} from './mutationFreshness';

const section = (line: string) =>
  `# Performance figures\n\n<!-- mutation:start -->\n## Mutation score\n\n2026-11-27 18:00 UTC, ${line}, 2 cores;\n<!-- mutation:end -->\n`;

test('reads the commit the mutation section names, and whether it had uncommitted changes', () => {
  expect(reportedCommit(section('commit 8aea12a'))).toEqual({ commit: '8aea12a', dirty: false });
  expect(reportedCommit(section('commit 8aea12a (with uncommitted changes)'))).toEqual({
    commit: '8aea12a',
    dirty: true,
  });
  expect(reportedCommit('# Performance figures\n\nThe load bench ran on commit 1234567.\n')).toBeNull();
  expect(reportedCommit(section('no commit named'))).toBeNull();
});

test("turns Stryker's mutate patterns into git pathspecs, a line range widened to its file", () => {
  expect(pathspecsOf(['src/api/*.ts', '!src/api/**/*.test.ts', 'src/api/resources.ts:164-205'])).toEqual([
    ':(glob)src/api/*.ts',
    ':(glob,exclude)src/api/**/*.test.ts',
    ':(glob)src/api/resources.ts',
  ]);
});

test("reads the config's groups, and refuses a config without them", () => {
  const groups = { live: { mutate: ['src/a.ts'], tests: ['<rootDir>/src/a.test.ts'] } };
  expect(mutationGroupsOf({ groups, default: {} })).toEqual(groups);
  expect(() => mutationGroupsOf({ default: {} })).toThrow('no groups');
  expect(() => mutationGroupsOf({ groups: { live: { mutate: 'src/a.ts', tests: [] } } })).toThrow(
    'group live',
  );
});

describe('against a git history', () => {
  let root = '';
  let git: Git;
  const groups = {
    store: { mutate: ['src/api/*.ts', '!src/api/*.test.ts', '!src/api/live.ts'], tests: [] },
    live: { mutate: ['src/api/live.ts:3-9'], tests: [] },
  };
  const commit = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
    git(['add', file]);
    git(['-c', 'user.name=QA', '-c', 'user.email=qa@example.com', 'commit', '-q', '-m', `change ${file}`]);
    return git(['rev-parse', '--short', 'HEAD']).stdout;
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'mutation-freshness-'));
    git = gitIn(root);
    git(['init', '-q']);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test('a score from the last commit that changed mutated code is current, whatever came after it', () => {
    commit('src/api/baseQuery.ts', 'one');
    const scored = commit('src/api/live.ts', 'one');
    commit('src/api/baseQuery.test.ts', 'a new test');
    commit('README.md', 'words');
    expect(mutationScoreStaleness(section(`commit ${scored}`), groups, git)).toBeNull();
  });

  test('warns, naming the commit, when a file a group mutates changed after the scored commit', () => {
    const scored = commit('src/api/baseQuery.ts', 'one');
    const changed = commit('src/api/baseQuery.ts', 'two');
    expect(mutationScoreStaleness(section(`commit ${scored}`), groups, git)).toBe(
      `the mutation score is from commit ${scored}, older than the code its store group mutates (last changed in ${changed}): run \`npm run test:mutation\`.`,
    );
  });

  test("a file one group leaves out is still another group's: its change makes the score stale", () => {
    const scored = commit('src/api/baseQuery.ts', 'one');
    const changed = commit('src/api/live.ts', 'two');
    expect(mutationScoreStaleness(section(`commit ${scored}`), groups, git)).toContain(
      `its live group mutates (last changed in ${changed})`,
    );
  });

  test('warns when the score was run with uncommitted changes, or names no commit this clone has', () => {
    const scored = commit('src/api/baseQuery.ts', 'one');
    expect(
      mutationScoreStaleness(section(`commit ${scored} (with uncommitted changes)`), groups, git),
    ).toContain('with uncommitted changes');
    expect(mutationScoreStaleness(section('commit abcdef0'), groups, git)).toContain(
      'commit abcdef0, which this clone does not have',
    );
    expect(mutationScoreStaleness('# Performance figures\n', groups, git)).toContain('names no commit');
    expect(
      mutationScoreStaleness(
        section(
          `commit ${scored}, groups store, live. **Not run for this section: live; the figures leave it out.**`,
        ),
        groups,
        git,
      ),
    ).toBe('the mutation score leaves out the groups live: run `npm run test:mutation`.');
    expect(
      mutationScoreStaleness(
        section(`commit ${scored} | live (**partial: not scored src/api/live/a.ts**) |`),
        groups,
        git,
      ),
    ).toBe('the mutation score leaves out files of a group (marked partial): run `npm run test:mutation`.');
  });
});
