/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// msw 2 ships ESM-only dependencies that jest has to transform.
const esmPackages = [
  '@ant-design/colors',
  '@ant-design/fast-color',
  'msw',
  '@mswjs',
  'rettime',
  'until-async',
  '@open-draft',
  'headers-polyfill',
  'outvariant',
  'strict-event-emitter',
  '@bundled-es-modules',
];

// Exports write moments in UTC; the fixtures' zoneless timestamps read the same on every machine.
process.env.TZ = 'UTC';

const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  // scripts/: the bench's pure helpers have tests of their own (scripts/bench/*.test.ts).
  roots: ['<rootDir>/src', '<rootDir>/scripts'],
  // Every test file runs on its own (`npx jest <file>`, --watch, -o and --findRelatedTests find it).
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
      },
    ],
  },
  transformIgnorePatterns: [`node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '\\.(svg|png)$': '<rootDir>/src/test/fileStub.ts',
    // Per-component antd imports name its ES build; jest runs the CommonJS twin.
    '^antd/es/(.*)$': 'antd/lib/$1',
    '^antd$': '<rootDir>/src/test/antdOnDemand.cjs',
    '^@ant-design/icons$': '<rootDir>/src/test/iconsOnDemand.cjs',
    '^graphql$': '<rootDir>/src/test/graphqlOnDemand.cjs',
  },
  // A guard against a hang, not a budget: on a loaded 2-core host the slowest screen tests (antd
  // selects typed into) take over 30 s beside the journeys, so the guard sits well above that.
  testTimeout: 120000,
  // jest's default (cores - 1) is a single worker on a 2-core machine; screens wait on I/O enough to share.
  maxWorkers: 2,
};

export default config;
