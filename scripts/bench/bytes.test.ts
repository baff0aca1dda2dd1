import { insightsFiles, insightsLoadedElsewhere, type ConsoleChunks } from './bytes';

const chunks: ConsoleChunks = {
  entries: new Map([['main', ['assets/main.js']]]),
  chunks: [
    {
      files: ['assets/main.js'],
      origins: [],
      modules: ['./src/main.tsx', './src/app/routes.tsx'],
    },
    {
      files: ['assets/insights.js', 'assets/insights.css'],
      origins: [{ moduleName: './src/features/insights/routes.tsx', request: './InsightsPage' }],
      modules: ['./src/features/insights/InsightsPage.tsx + 16 modules'],
    },
    {
      files: ['assets/insights-worker.js'],
      origins: [{ moduleName: './src/features/insights/startInsightsWorker.ts', request: '' }],
      modules: ['./src/features/insights/insights.worker.ts + 2 modules'],
    },
  ],
};

test('the insights files are the scripts of the chunks holding its modules', () => {
  expect([...insightsFiles(chunks)]).toEqual(['/assets/insights.js', '/assets/insights-worker.js']);
});

test('insights code the insights page alone asks for loads nowhere else', () => {
  expect(insightsLoadedElsewhere(chunks)).toEqual([]);
});

test('insights code another page imports is named, with the module that imports it', () => {
  const shared = {
    files: ['assets/shared.js'],
    origins: [
      { moduleName: './src/features/insights/routes.tsx', request: './InsightsPage' },
      { moduleName: './src/features/dashboard/routes.tsx', request: './DashboardPage' },
    ],
    modules: ['./src/features/insights/links.ts'],
  };
  expect(insightsLoadedElsewhere({ ...chunks, chunks: [...chunks.chunks, shared] })).toEqual([
    'assets/shared.js (from ./src/features/dashboard/routes.tsx)',
  ]);
});
