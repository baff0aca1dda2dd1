import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Screen tests in a folder that its suite runs: every `*.test.tsx` but the isolated ones. */
export function screenTestFiles(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.test.tsx') && !name.endsWith('.isolated.test.tsx'))
    .sort();
}

/**
 * Runs a folder's screen tests in this one jest module registry, each file in its own describe
 * block so that its top-level hooks stay its own. jest gives every test file a fresh registry, and
 * loading and warming antd, React and the app again for each screen-test file cost about a fifth
 * of the suite's time. A file that mocks a module needs its own registry: name it
 * `*.isolated.test.tsx` and jest runs it alone.
 */
export function runScreenTests(folder: string): void {
  for (const file of screenTestFiles(folder)) {
    describe(file, () => {
      jest.requireActual(join(folder, file));
    });
  }
}
