// Mutation testing of the store logic (issue 27): `npm run test:mutation`, then
// scripts/mutation-report.ts writes the score into docs/performance.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  packageManager: 'npm',
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    configFile: 'jest.config.ts',
    // Each mutant runs only the test files that import the mutated file (jest --findRelatedTests).
    enableFindRelatedTests: true,
    // The suites that hold the store logic and the controllers to account. The screen suites also
    // reach this code, but each loads a whole page with antd (10 to 20 s here), and jest loads every
    // related file again for each mutant: with them a run took hours.
    config: {
      testMatch: [
        '<rootDir>/src/api/**/*.test.ts',
        '<rootDir>/src/store/session/**/*.test.ts',
        '<rootDir>/src/lib/listQuery.test.ts',
        '<rootDir>/src/components/list/**/*.test.tsx',
        '<rootDir>/src/components/record/**/*.test.tsx',
      ],
    },
  },
  coverageAnalysis: 'perTest',
  mutate: [
    'src/api/**/*.ts',
    '!src/api/generated/**',
    '!src/api/**/*.test.ts',
    'src/store/session/**/*.ts',
    '!src/store/session/**/*.test.ts',
    'src/components/list/useListController.ts',
    'src/components/list/useServerPage.ts',
    'src/components/list/useServerExport.ts',
    'src/components/list/useListState.ts',
    'src/components/list/useClientRows.ts',
    'src/components/list/useHighlightedRow.ts',
    'src/components/list/useRowSelection.ts',
    'src/lib/listQuery.ts',
    'src/components/record/useEditController.ts',
    'src/components/record/useCreateController.ts',
    'src/components/record/useEditConflictGuard.tsx',
    'src/components/record/useRouteRecord.ts',
  ],
  // The sandbox needs the sources, jest's config and package.json; the server, journeys and build
  // output are never loaded by jest (its roots are src/).
  ignorePatterns: ['/dist', '/coverage', '/.bench', '/.data', '/e2e', '/server', '/reports', '/docs'],
  reporters: ['json', 'clear-text', 'progress'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  // Two cores, shared with other engineers.
  concurrency: 2,
  // A mutant that loops (a retry or an export that never ends) is stopped this long after its tests' own time.
  timeoutMS: 4000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  thresholds: { high: 90, low: 80, break: null },
};

export default config;
