import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { screenTestFiles } from './screenSuite';

const srcRoot = join(__dirname, '..');

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

const screenTests = filesUnder(srcRoot).filter(
  (file) => file.endsWith('.test.tsx') && !file.endsWith('.isolated.test.tsx'),
);
const names = (files: string[]) => files.map((file) => relative(srcRoot, file));

// jest.config.ts picks up suites and the files that run alone; these keep a screen test from being
// left out, or from leaking a module mock into the rest of its suite.
describe('screen test suites', () => {
  it('run every screen test', () => {
    expect(screenTests.length).toBeGreaterThan(20);
    const leftOut = screenTests.filter((file) => {
      const folder = dirname(file);
      const suite = join(folder, `${basename(folder)}.suite.ts`);
      return !existsSync(suite) || !screenTestFiles(folder).includes(basename(file));
    });
    expect(names(leftOut)).toEqual([]);
  });

  it('hold no module mock, which would reach the whole suite (name such a file *.isolated.test.tsx)', () => {
    const mocking = screenTests.filter((file) =>
      /jest\.(mock|doMock|unstable_mockModule)\(/.test(readFileSync(file, 'utf8')),
    );
    expect(names(mocking)).toEqual([]);
  });
});
