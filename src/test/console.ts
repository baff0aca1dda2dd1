import { format } from 'node:util';

/**
 * Every test runs with a strict console: a `console.error` or `console.warn` it did not declare
 * fails it (src/test/setup.ts checks after each test), since a warning every run prints hides the
 * one that matters. msw's unhandled-request error, React's act() warning and antd's deprecation
 * warnings all arrive this way. A test that means to provoke one declares it first:
 * `expectConsoleError(/Cannot read the log/)`; the test fails if none came.
 */

type Level = 'error' | 'warn';
type Expectation = { level: Level; pattern: RegExp; seen: number };
type Guard = { unexpected: { level: Level; text: string }[]; expected: Expectation[] };

// setup.ts and the test file share jest's module registry, so both see this one guard.
const guard: Guard = { unexpected: [], expected: [] };

function expectConsole(level: Level, pattern: RegExp) {
  guard.expected.push({ level, pattern, seen: 0 });
}

/** The current test logs a console.error matching `pattern` (at least once); it is not a failure. */
export const expectConsoleError = (pattern: RegExp) => expectConsole('error', pattern);

/** The current test logs a console.warn matching `pattern` (at least once); it is not a failure. */
export const expectConsoleWarning = (pattern: RegExp) => expectConsole('warn', pattern);

/** Routes console.error and console.warn through the guard. Called once, by setup.ts. */
export function guardConsole() {
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      const text = format(...args);
      const expectation = guard.expected.find((e) => e.level === level && e.pattern.test(text));
      // Unexpected lines are not printed: the failure of the test that logged them carries them.
      if (expectation) expectation.seen += 1;
      else guard.unexpected.push({ level, text });
    };
  }
}

/**
 * Ends the current test's watch: throws (failing the test) for each unexpected line logged since the
 * last check and for each declared one that never came; forgets the declarations either way.
 */
export function checkConsole(when: string) {
  const problems = [
    ...guard.unexpected.map(({ level, text }) => `unexpected console.${level}: ${text}`),
    ...guard.expected
      .filter((e) => e.seen === 0)
      .map(({ level, pattern }) => `expected a console.${level} matching ${pattern}, none came`),
  ];
  guard.unexpected = [];
  guard.expected = [];
  if (problems.length === 0) return;
  const failure = new Error(
    `${when}:\n${problems.join('\n\n')}\n\nFix the cause (a missing msw handler, an update not awaited), ` +
      'or declare it with expectConsoleError/expectConsoleWarning from src/test/console.ts.',
  );
  // Where the check ran says nothing; the lines above say what to fix.
  failure.stack = failure.message;
  throw failure;
}
