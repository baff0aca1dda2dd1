// Mutation testing of the store logic: `npm run test:mutation` runs Stryker once per group below,
// then scripts/mutation-report.ts writes the score into docs/performance-figures.md.
//
// Why groups: for each mutant, jest loads every test file related to the mutated file
// (--findRelatedTests) and runs only the tests that cover the mutant; loading a file (jsdom, msw,
// the store) is what a mutant costs. Nearly every suite imports the API layer, so with one run a
// mutant in src/api loaded all of them. Each group's mutants are run against the suites written
// for that code only: a mutant another group's suite would kill counts as surviving here.

import { fileURLToPath } from 'node:url';

/** Each group: the files it mutates and the suites that hold them to account. */
export const groups = {
  // The API layer and the session: base query, errors, tags and endpoints, record state.
  store: {
    mutate: [
      'src/api/*.ts',
      'src/api/endpoints/*.ts',
      '!src/api/listPaging.ts',
      '!src/api/serverList.ts',
      '!src/api/firstRequest.ts',
      '!src/api/resources.ts',
      '!src/api/tags.ts',
      '!src/api/changeRules.ts',
      '!src/api/resourceApi.ts',
      // Nothing to mutate: a type re-export, and a hook made by one call with a type argument.
      '!src/api/endpoints/events.ts',
      '!src/api/useThunkDispatch.ts',
      '!src/api/**/*.test.ts',
      'src/store/session/*.ts',
      '!src/store/session/*.test.ts',
    ],
    tests: ['<rootDir>/src/api/*.test.ts', '<rootDir>/src/store/session/*.test.ts'],
  },
  // The list controller and what it is made of, with the paged lists' declarations and the first
  // page a list's route asks for early.
  lists: {
    mutate: [
      'src/api/listPaging.ts',
      'src/api/serverList.ts',
      'src/api/firstRequest.ts',
      'src/api/lists/*.ts',
      'src/components/list/useListController.ts',
      'src/components/list/useServerPage.ts',
      'src/components/list/useServerExport.ts',
      'src/components/list/useListState.ts',
      'src/components/list/useClientRows.ts',
      'src/components/list/useHighlightedRow.ts',
      'src/components/list/useRowSelection.ts',
      'src/lib/listQuery.ts',
    ],
    tests: [
      '<rootDir>/src/components/list/*.test.tsx',
      '<rootDir>/src/lib/listQuery.test.ts',
      '<rootDir>/src/api/serverLists.test.ts',
    ],
  },
  // The record controllers.
  record: {
    mutate: [
      'src/components/record/useEditController.ts',
      'src/components/record/useCreateController.ts',
      'src/components/record/useEditConflictGuard.tsx',
      'src/components/record/useRouteRecord.ts',
    ],
    tests: ['<rootDir>/src/components/record/*.test.tsx'],
  },
  // Live updates and the resource registry with what derives from it: the change-event mapping, the
  // batching, one connection per browser, the focus rule, and the tags and change rules every
  // change (made here or reported by an event) invalidates through. Of the registry only its logic
  // is mutated (the lines from `type Registry` on); the declaration above them is the resources'
  // words and routes, which the screens' suites hold to account.
  live: {
    mutate: [
      'src/api/live/*.ts',
      '!src/api/live/*.test.ts',
      'src/api/resources.ts:164-205',
      'src/api/tags.ts',
      'src/api/changeRules.ts',
      'src/api/resourceApi.ts',
    ],
    tests: [
      '<rootDir>/src/api/live/*.test.ts',
      '<rootDir>/src/api/refetchRules.test.ts',
      '<rootDir>/src/api/historyRefetch.test.ts',
      '<rootDir>/src/api/resources.test.ts',
    ],
    // These suites wait on real timers (the batch window, the reconnect backoff), so a process
    // spends most of a mutant idle: six keep two cores about as busy as two do elsewhere (a load
    // near 1 where four gave 0.65).
    concurrency: 6,
  },
};

const name = process.env.MUTATION_GROUP ?? 'store';
const group = groups[name];
if (!group) throw new Error(`MUTATION_GROUP must be one of ${Object.keys(groups).join(', ')}`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  packageManager: 'npm',
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    configFile: 'jest.config.ts',
    // Each mutant runs only the group's test files that import the mutated file, and in them only
    // the tests that reach the mutant (per-test coverage).
    enableFindRelatedTests: true,
    // A mutant that leaves a promise pending (a retry that never ends, a timer that never fires)
    // fails its test after 5 s, well before Stryker's own timeout below: it is killed by the test
    // that waited for what never came, instead of being stopped and credited as a timeout.
    // Files run smallest first and a file stops at its first failing test (scripts/mutation/ says
    // why): a killed mutant costs the tests up to the one that kills it.
    config: {
      testMatch: group.tests,
      testTimeout: 5000,
      testEnvironment: fileURLToPath(new URL('scripts/mutation/failFastEnvironment.cjs', import.meta.url)),
      testSequencer: fileURLToPath(new URL('scripts/mutation/fastFirstSequencer.cjs', import.meta.url)),
    },
  },
  coverageAnalysis: 'perTest',
  mutate: group.mutate,
  // The sandbox needs the sources, jest's config and package.json; the server, journeys and build
  // output are never loaded by jest (its roots are src/).
  ignorePatterns: ['/dist', '/coverage', '/.bench', '/.data', '/e2e', '/server', '/reports', '/docs'],
  reporters: ['json', 'clear-text', 'progress'],
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  incremental: true,
  incrementalFile: `reports/mutation/${name}-incremental.json`,
  // Two cores, shared with other engineers.
  concurrency: group.concurrency ?? 2,
  // Only a mutant that blocks the event loop in a loop that never ends reaches Stryker's timeout, and
  // Stryker's hit limit stops most of those at once. The timeout is a backstop, generous so that a
  // run slowed by a busy host is not taken for a hang: these processes are niced on a shared host,
  // where at a load of 20 a mutant that jest's testTimeout kills in 5 s alone went past 30 s.
  timeoutFactor: 3,
  timeoutMS: 120000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  thresholds: { high: 90, low: 80, break: null },
};

export default config;
